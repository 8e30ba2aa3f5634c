'use client';

import { useState, type ReactNode } from 'react';
import type { CartLine } from '@/lib/contracts/cart';
import { parseQuantityInput } from '@/lib/contracts/quantity-input';
import { usd } from './format-money';

interface Props {
  line: CartLine;
  autoselect: boolean;
  busy: boolean;
  onQty: (qty: number) => void;
  onWarehouse: (warehouseAbbr: string) => void;
  onRemove: () => void;
  /** What the preview says about this line's stock, with the ways out (cart-line-stock-issue). */
  stockIssue?: ReactNode;
  /** Where the preview ships this line from: [warehouse, pieces], in warehouse order. */
  allocation?: [string, number][];
  /** Set when the preview charges this line a quote's price (dollars per piece, saving in all). */
  quoted?: { quotedPrice: number; normalPrice: number; saving: number } | undefined;
}

/** One cart line: what it is, where it ships from, how many, and what it costs. */
export function CartLineRow(props: Props) {
  const { line, autoselect, busy, onQty, onWarehouse, onRemove, stockIssue, allocation, quoted } =
    props;
  const [qty, setQty] = useState(String(line.qty));
  const [qtyError, setQtyError] = useState<string | undefined>();
  const [shownQty, setShownQty] = useState(line.qty);
  if (shownQty !== line.qty) {
    // The server changed the quantity (merge, another device): show its value.
    setShownQty(line.qty);
    setQty(String(line.qty));
    setQtyError(undefined);
  }
  const label = `${line.brandName} ${line.styleName} ${line.colorName} ${line.sizeName}`;
  // What was typed stays in the box; a quantity that is not a whole number of pieces is refused
  // here with the reason, and nothing is saved.
  const commit = () => {
    const parsed = parseQuantityInput(qty);
    if ('error' in parsed) {
      setQtyError(parsed.error);
      return;
    }
    setQtyError(undefined);
    if (parsed.qty !== line.qty) onQty(parsed.qty);
  };
  const selectId = `wh-${line.skuID}-${line.warehouseAbbr || 'auto'}`;
  const qtyId = `qty-${line.skuID}-${line.warehouseAbbr || 'auto'}`;
  const inStock = line.stock.reduce((sum, s) => sum + s.qty, 0);
  return (
    <li className="grid grid-cols-[1fr_auto] gap-3 border-b border-slate-200 py-3 sm:grid-cols-[2fr_1fr_6rem_6rem_auto] sm:items-center">
      <div>
        <p className="font-medium">
          {line.brandName} {line.styleName} · {line.colorName} · {line.sizeName}
        </p>
        <p className="text-xs text-slate-600">
          {line.sku} · {line.title} · {inStock.toLocaleString('en-US')} in stock
        </p>
        {allocation && allocation.length > 0 && (
          <p className="text-xs text-slate-700" data-testid="line-allocation">
            Ships{' '}
            {allocation
              .map(([warehouse, qty]) => `${qty.toLocaleString('en-US')} from ${warehouse}`)
              .join(' · ')}
            {line.warehouseAbbr !== '' && autoselect ? ' (your choice)' : ''}
          </p>
        )}
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={selectId} className="block text-xs text-slate-600">
          Ships from
        </label>
        <select
          id={selectId}
          className="w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm disabled:bg-slate-100"
          value={line.warehouseAbbr}
          disabled={busy}
          aria-describedby={autoselect ? 'autoselect-note' : undefined}
          onChange={(e) => onWarehouse(e.target.value)}
        >
          <option value="">{autoselect ? 'Chosen by us' : 'Choose a warehouse…'}</option>
          {line.stock.map((s) => (
            <option key={s.warehouseAbbr} value={s.warehouseAbbr}>
              {s.warehouseAbbr} ({s.qty.toLocaleString('en-US')} available)
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={qtyId} className="block text-xs text-slate-600">
          Quantity
        </label>
        <input
          id={qtyId}
          inputMode="numeric"
          className={`w-full rounded border px-2 py-1 text-sm ${qtyError ? 'border-red-600' : 'border-slate-300'}`}
          value={qty}
          aria-label={`Quantity of ${label}`}
          aria-invalid={qtyError ? true : undefined}
          aria-describedby={qtyError ? `${qtyId}-error` : undefined}
          onChange={(e) => setQty(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        {qtyError && (
          <p id={`${qtyId}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {qtyError}
          </p>
        )}
      </div>
      {quoted ? (
        <div className="text-right text-sm" data-testid="line-quoted">
          <p className="tabular-nums">
            {usd(Math.round(quoted.quotedPrice * line.qty * 100) / 100)}
          </p>
          <p className="text-xs text-slate-600">
            Quoted {usd(quoted.quotedPrice)} each{' '}
            <span className="line-through">
              <span className="sr-only">instead of </span>
              {usd(quoted.normalPrice)}
            </span>
          </p>
          <p className="text-xs font-medium text-green-800">Quote saves {usd(quoted.saving)}</p>
        </div>
      ) : (
        <div className="text-right text-sm">
          <p className="tabular-nums">{usd(line.lineTotal)}</p>
          <p className="text-xs text-slate-600">{usd(line.unitPrice)} each</p>
        </div>
      )}
      <button
        type="button"
        className="justify-self-end rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
        onClick={onRemove}
        disabled={busy}
        aria-label={`Remove ${label}`}
      >
        Remove
      </button>
      {stockIssue && <div className="col-span-full">{stockIssue}</div>}
    </li>
  );
}
