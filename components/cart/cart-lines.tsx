'use client';

import { useRef } from 'react';
import type { CartLine, CartView } from '@/lib/contracts/cart';
import type { LineErrorWire } from '@/lib/contracts/order-record';
import type { QuotedLine } from '@/lib/client/cart-checkout';
import type { OrderRecord } from '@/lib/client/orders-types';
import { useAddCartLines, useRemoveCartLine, useUpdateCartLine } from '@/lib/client/cart';
import { CartLineRow } from './cart-line-row';
import { CartLineStockIssue } from './cart-line-stock-issue';

interface Props {
  cart: CartView;
  /** The preview's line errors; each names its line by sku (and warehouse, when chosen). */
  lineErrors: readonly LineErrorWire[];
  /** The preview's warehouse orders: where each line's pieces ship from. */
  orders: readonly OrderRecord[] | undefined;
  /** The preview's lines charged a quote's price (by sku, possibly split over warehouses). */
  quotedLines: readonly QuotedLine[];
}

/**
 * Where one cart line's pieces ship in the previewed orders. Lines pinned to a warehouse are
 * filled first; the pieces of the sku left in each warehouse belong to its unpinned line.
 */
function allocationOf(
  orders: readonly OrderRecord[] | undefined,
  lines: readonly CartLine[],
  line: CartLine,
): [string, number][] {
  const found: [string, number][] = [];
  for (const order of orders ?? []) {
    const w = order.warehouseAbbr;
    if (line.warehouseAbbr !== '' && w !== line.warehouseAbbr) continue;
    let qty = order.lines.filter((l) => l.sku === line.sku).reduce((n, l) => n + l.qtyOrdered, 0);
    if (line.warehouseAbbr === '') {
      const pinned = lines.filter((l) => l.sku === line.sku && l.warehouseAbbr === w);
      qty -= pinned.reduce((n, l) => n + l.qty, 0);
    } else {
      qty = Math.min(qty, line.qty);
    }
    if (qty > 0) found.push([w, qty]);
  }
  return found;
}

/** The quote's price and saving on one sku, summed over the warehouses it ships from. */
function quotedOf(quotedLines: readonly QuotedLine[], sku: string) {
  const found = quotedLines.filter((q) => q.sku === sku);
  const first = found[0];
  if (!first) return undefined;
  const saving = found.reduce((sum, q) => sum + Math.round(q.saving * 100), 0) / 100;
  return { quotedPrice: first.quotedPrice, normalPrice: first.normalPrice, saving };
}

export function CartLines({ cart, lineErrors, orders, quotedLines }: Props) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const add = useAddCartLines();
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = update.isPending || remove.isPending || add.isPending;
  const error = update.error ?? remove.error ?? add.error;
  const autoselect = cart.settings.autoselect;
  // A line error names the sku and the warehouse the buyer chose ('' where the service chooses).
  const issueOf = (sku: string, warehouseAbbr: string) =>
    lineErrors.find((e) => e.identifier === sku && e.warehouseAbbr === warehouseAbbr);
  return (
    <section aria-labelledby="cart-lines-heading">
      <h2 id="cart-lines-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Items ({cart.totalPieces.toLocaleString('en-US')} pieces)
      </h2>
      {error && (
        <p role="alert" className="mt-2 rounded bg-red-50 p-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <ul className="mt-2">
        {cart.lines.map((line) => {
          const key = { skuID: line.skuID, warehouseAbbr: line.warehouseAbbr };
          const removeLine = () =>
            // The removed row took the focus with it: put it somewhere that makes sense.
            remove.mutate(key, { onSuccess: () => heading.current?.focus() });
          const issue = issueOf(line.sku, line.warehouseAbbr);
          return (
            <CartLineRow
              key={`${line.skuID}-${line.warehouseAbbr}`}
              line={line}
              autoselect={autoselect}
              busy={busy}
              onQty={(qty) => update.mutate({ ...key, change: { qty } })}
              onWarehouse={(warehouseAbbr) => update.mutate({ ...key, change: { warehouseAbbr } })}
              onRemove={removeLine}
              allocation={allocationOf(orders, cart.lines, line)}
              quoted={quotedOf(quotedLines, line.sku)}
              stockIssue={
                issue && (
                  <CartLineStockIssue
                    line={line}
                    issue={issue}
                    busy={busy}
                    onShipAvailable={(qty) => update.mutate({ ...key, change: { qty } })}
                    onSplit={(keep, rest) =>
                      update.mutate(
                        { ...key, change: { qty: keep } },
                        {
                          onSuccess: () =>
                            add.mutate({ lines: [{ identifier: line.skuID, ...rest }] }),
                        },
                      )
                    }
                    onRemove={removeLine}
                  />
                )
              }
            />
          );
        })}
      </ul>
    </section>
  );
}
