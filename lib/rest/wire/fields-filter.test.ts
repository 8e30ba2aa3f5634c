import { describe, expect, it } from 'vitest';
import { createFieldsFilter } from './fields-filter';

const known = ['sku', 'qty', 'customerPrice', 'warehouses'] as const;
const record = { sku: 'B1', qty: 3, customerPrice: 3.64, warehouses: [{ qty: 3 }] };

describe('fields filter', () => {
  it('keeps only the listed fields, matching names without regard to case', () => {
    const filter = createFieldsFilter(['Sku', 'CUSTOMERPRICE'], known);
    expect(filter?.apply(record)).toEqual({ sku: 'B1', customerPrice: 3.64 });
  });

  it('ignores unknown names', () => {
    const filter = createFieldsFilter(['Qty', 'nonsense'], known);
    expect(filter?.apply(record)).toEqual({ qty: 3 });
    expect(filter?.names).toEqual(['qty']);
  });

  it('filters nothing when no field is asked for, or none is known', () => {
    expect(createFieldsFilter(undefined, known)).toBeUndefined();
    expect(createFieldsFilter(['nothing', 'known'], known)).toBeUndefined();
  });

  it('keeps the record order whatever order the names come in', () => {
    const filter = createFieldsFilter(['warehouses', 'sku'], known);
    expect(Object.keys(filter?.apply(record) ?? {})).toEqual(['sku', 'warehouses']);
    expect(filter?.has('warehouses')).toBe(true);
    expect(filter?.has('qty')).toBe(false);
  });

  it('leaves out a selected field the record does not carry', () => {
    const filter = createFieldsFilter(['sku', 'qty'], known);
    expect(filter?.apply({ sku: 'B2' })).toEqual({ sku: 'B2' });
  });
});
