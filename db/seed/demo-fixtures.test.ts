import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../sqlite/client';
import { DEMO_SKUS, DEMO_STYLES } from './demo-fixtures';
import { seedCatalog } from './seed-catalog';
import { referenceRows } from './seed-database';
import { initialSeedNumbers } from './seed-rows';
import { sqliteSeedSession } from './sqlite-seed-writer';

const now = Date.UTC(2026, 10, 18, 15);
let handle: DatabaseHandle;

interface Cell {
  warehouse_code: string;
  qty: number;
  closeout: number;
  full_case_only: number;
  exclude_free_freight: number;
  returnable: number;
  dropship: number;
}

function cells(sku: string): Map<string, Cell> {
  const rows = handle.sqlite
    .prepare(
      `SELECT s.* FROM stock s JOIN products p ON p.id = s.product_id WHERE p.sku = ? ORDER BY s.warehouse_code`,
    )
    .all(sku) as Cell[];
  return new Map(rows.map((row) => [row.warehouse_code, row]));
}

function product(sku: string) {
  return handle.sqlite.prepare('SELECT * FROM products WHERE sku = ?').get(sku) as
    | {
        case_qty: number;
        piece_price_cents: number;
        dozen_price_cents: number;
        case_price_cents: number;
        sale_price_cents: number | null;
        sale_expires_at: number | null;
      }
    | undefined;
}

function qtyByWarehouse(sku: string): Record<string, number> {
  return Object.fromEntries(
    [...cells(sku)].filter(([, c]) => c.qty > 0).map(([code, c]) => [code, c.qty]),
  );
}

beforeAll(async () => {
  handle = openDatabase(':memory:');
  await sqliteSeedSession(handle).run(async (writer) => {
    await writer.write(referenceRows(now));
    await seedCatalog(writer, { scale: 'demo', seed: 1, now });
    return initialSeedNumbers;
  });
});
afterAll(() => handle.close());

describe('demo fixtures', () => {
  it('seeds the featured styles under their documented ids, part numbers and names', () => {
    for (const style of Object.values(DEMO_STYLES)) {
      const row = handle.sqlite
        .prepare(
          'SELECT s.id, s.part_number, s.style_name, b.name AS brand FROM styles s JOIN brands b ON b.id = s.brand_id WHERE s.id = ?',
        )
        .get(style.styleId);
      expect(row).toEqual({
        id: style.styleId,
        part_number: style.partNumber,
        style_name: style.styleName,
        brand: style.brandName,
      });
    }
  });

  it('has the plentiful sku in stock in the eight stocking warehouses at its documented prices', () => {
    const fixture = DEMO_SKUS.plentiful;
    expect(qtyByWarehouse(fixture.sku)).toEqual(fixture.qty);
    expect(product(fixture.sku)).toMatchObject({
      case_qty: fixture.caseQty,
      piece_price_cents: fixture.piecePriceCents,
      dozen_price_cents: fixture.dozenPriceCents,
      case_price_cents: fixture.casePriceCents,
    });
    expect([...cells(fixture.sku).values()].some((c) => c.closeout || c.full_case_only)).toBe(
      false,
    );
  });

  it('has the out-of-stock sku at 0 in every warehouse', () => {
    const all = cells(DEMO_SKUS.outOfStock.sku);
    expect(all.size).toBe(9);
    expect([...all.values()].every((c) => c.qty === 0)).toBe(true);
  });

  it('has low, closeout, dropship-only and no-free-freight skus as documented', () => {
    expect(qtyByWarehouse(DEMO_SKUS.lowStock.sku)).toEqual(DEMO_SKUS.lowStock.qty);
    expect(qtyByWarehouse(DEMO_SKUS.closeout.sku)).toEqual(DEMO_SKUS.closeout.qty);
    const closeout = cells(DEMO_SKUS.closeout.sku).get('IL');
    expect(closeout).toMatchObject({ closeout: 1, returnable: 0 });
    expect(qtyByWarehouse(DEMO_SKUS.dropshipOnly.sku)).toEqual(DEMO_SKUS.dropshipOnly.qty);
    expect(cells(DEMO_SKUS.dropshipOnly.sku).get('DS')).toMatchObject({ dropship: 1 });
    expect(qtyByWarehouse(DEMO_SKUS.excludeFreeFreight.sku)).toEqual(
      DEMO_SKUS.excludeFreeFreight.qty,
    );
    expect(
      [...cells(DEMO_SKUS.excludeFreeFreight.sku).values()].every(
        (c) => c.exclude_free_freight === 1,
      ),
    ).toBe(true);
  });

  it('sells the full-case-only sku only by the case in its one warehouse', () => {
    const fixture = DEMO_SKUS.fullCaseOnly;
    expect(qtyByWarehouse(fixture.sku)).toEqual(fixture.qty);
    expect(product(fixture.sku)?.case_qty).toBe(fixture.caseQty);
    const flagged = [...cells(fixture.sku)]
      .filter(([, c]) => c.full_case_only === 1)
      .map(([code]) => code);
    expect(flagged).toEqual([fixture.fullCaseOnlyWarehouse]);
  });

  it('puts the sale skus on sale, one running and one expired relative to the seed time', () => {
    const running = product(DEMO_SKUS.onSale.sku);
    expect(running?.sale_price_cents).toBe(DEMO_SKUS.onSale.salePriceCents);
    expect(running?.sale_expires_at).toBeGreaterThan(now + 13 * 86_400_000);
    const expired = product(DEMO_SKUS.expiredSale.sku);
    expect(expired?.sale_price_cents).toBe(DEMO_SKUS.expiredSale.salePriceCents);
    expect(expired?.sale_expires_at).toBeLessThan(now);
  });
});
