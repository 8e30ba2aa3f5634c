'use client';
import { parseQuantityInput, stockProblem } from '@/lib/contracts/quantity-input';
import type { StockCell, StyleSku, StyleWarehouse } from './style-types';

interface Props {
  colorName: string;
  skus: StyleSku[];
  warehouses: StyleWarehouse[];
  quantities: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

export const cellKey = (skuId: number, warehouseCode: string) => `${skuId}:${warehouseCode}`;

/**
 * What is wrong with a grid box as typed: not a whole number of pieces, more than the warehouse
 * holds, or not full cases where only full cases ship. undefined: fine (or empty).
 */
export function cellProblem(value: string, cell: StockCell, caseQty: number): string | undefined {
  const parsed = parseQuantityInput(value, { allowNone: true });
  if ('error' in parsed) return parsed.error;
  return stockProblem(parsed.qty, cell, caseQty);
}

/** `EnRoute:01/05/2027 72|OnOrder:888` -> `En route 01/05/2027 72 · On order 888`. */
function expectedText(expected: string): string | undefined {
  if (!expected || expected === 'None') return undefined;
  return expected
    .split('|')
    .map((part) => part.replace(/^EnRoute:/i, 'En route ').replace(/^OnOrder:/i, 'On order '))
    .join(' · ');
}

function Flags({ cell, caseQty }: { cell: StockCell; caseQty: number }) {
  const expected = expectedText(cell.expectedInventory);
  return (
    <span className="flex flex-wrap gap-1">
      {cell.closeout && (
        <span className="rounded bg-amber-100 px-1 text-[11px] text-amber-900">Closeout</span>
      )}
      {cell.dropship && (
        <span className="rounded bg-purple-100 px-1 text-[11px] text-purple-900">Dropship</span>
      )}
      {cell.fullCaseOnly && (
        <span className="rounded bg-slate-200 px-1 text-[11px] text-slate-800">
          Full case of {caseQty}
        </span>
      )}
      {expected && <span className="text-[11px] text-slate-500">{expected}</span>}
    </span>
  );
}

export function StockGrid({ colorName, skus, warehouses, quantities, onChange }: Props) {
  return (
    // Only the grid scrolls sideways when it is wider than the page; focusable so a keyboard can.
    <div
      role="region"
      aria-label={`Stock grid of ${colorName}`}
      tabIndex={0}
      data-testid="stock-grid"
      className="max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">
          Stock of {colorName} by size and warehouse; type the quantities to order
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium">
              Size
            </th>
            {warehouses.map((w) => (
              <th
                key={w.code}
                scope="col"
                className="px-2 py-2 text-left font-medium"
                title={w.name}
              >
                {w.code}
                <span className="block text-xs font-normal text-slate-500">{w.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {skus.map((sku) => (
            <tr key={sku.skuId} className="border-t border-slate-100 align-top">
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium">
                {sku.sizeName}
              </th>
              {warehouses.map((w) => {
                const cell = sku.stock.find((s) => s.warehouseCode === w.code);
                if (!cell) {
                  return (
                    <td key={w.code} className="px-2 py-2 text-slate-500">
                      —
                    </td>
                  );
                }
                const key = cellKey(sku.skuId, w.code);
                const value = quantities[key] ?? '';
                const problem = cellProblem(value, cell, sku.caseQty);
                const problemId = `problem-${key.replace(':', '-')}`;
                return (
                  <td key={w.code} className="px-2 py-2">
                    {/* Zero stock is dimmed, yet kept at AA contrast (4.5:1): it is still read. */}
                    <span
                      className={`block ${cell.qty === 0 ? 'text-slate-500' : 'text-slate-700'}`}
                    >
                      {cell.qty.toLocaleString('en-US')}
                    </span>
                    {/* Text, not type=number: the box must show exactly what was typed ("12.5",
                        "-5") so it can say why that is refused, instead of silently reading it. */}
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={value}
                      onChange={(e) => onChange(key, e.target.value)}
                      aria-label={`Quantity of ${colorName} ${sku.sizeName} from ${w.name}`}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? problemId : undefined}
                      className={`mt-1 w-16 rounded border px-2 py-1 ${problem ? 'border-red-600' : 'border-slate-300'}`}
                    />
                    {problem && (
                      <span
                        id={problemId}
                        data-testid="cell-problem"
                        className="block max-w-[9rem] text-[11px] text-red-700"
                      >
                        {problem}
                      </span>
                    )}
                    <Flags cell={cell} caseQty={sku.caseQty} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
