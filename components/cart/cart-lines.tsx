'use client';

import { useRef } from 'react';
import type { CartView } from '@/lib/contracts/cart';
import { useRemoveCartLine, useUpdateCartLine } from '@/lib/client/cart';
import { CartLineRow } from './cart-line-row';
import { usd } from './format-money';

/** The cart's lines, each editable; a change is saved at once and the server's cart shown. */
export function CartLines({ cart }: { cart: CartView }) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = update.isPending || remove.isPending;
  const error = update.error ?? remove.error;
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
          return (
            <CartLineRow
              key={`${line.skuID}-${line.warehouseAbbr}`}
              line={line}
              autoselect={cart.settings.autoselect}
              busy={busy}
              onQty={(qty) => update.mutate({ ...key, change: { qty } })}
              onWarehouse={(warehouseAbbr) => update.mutate({ ...key, change: { warehouseAbbr } })}
              onRemove={() =>
                // The removed row took the focus with it: put it somewhere that makes sense.
                remove.mutate(key, { onSuccess: () => heading.current?.focus() })
              }
            />
          );
        })}
      </ul>
      <p className="mt-2 text-right text-sm">
        Merchandise at your price: <strong className="tabular-nums">{usd(cart.subtotal)}</strong>
      </p>
    </section>
  );
}
