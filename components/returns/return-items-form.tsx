'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { OrderRecord } from '@/lib/client/orders-types';
import { ApiError } from '@/lib/client/cart-http';
import { fileReturn, RETURN_REASON_OPTIONS, type ReturnLineRequest } from '@/lib/client/returns';
import { useAction } from '@/lib/client/use-action';

interface Row {
  qty: number;
  reason: number;
  replace: boolean;
  comment: string;
}

/** "Return items" for one shipped warehouse record: pick quantities and reasons, get an RA. */
export function ReturnItemsForm({ record }: { record: OrderRecord }) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Record<number, Row>>({});
  const router = useRouter();
  // The order page is rendered on the server: a refresh shows the lines' new return state.
  const mutation = useAction(fileReturn, () => router.refresh());
  const returnable = record.lines.filter((l) => l.returnable && l.qtyShipped > 0);
  if (
    returnable.length === 0 ||
    (record.orderStatus !== 'Shipped' && record.orderStatus !== 'Completed')
  ) {
    return null;
  }
  const row = (lineNumber: number): Row =>
    rows[lineNumber] ?? { qty: 0, reason: 1, replace: false, comment: '' };
  const update = (lineNumber: number, change: Partial<Row>) =>
    setRows((current) => ({ ...current, [lineNumber]: { ...row(lineNumber), ...change } }));
  const lines: ReturnLineRequest[] = returnable
    .filter((l) => row(l.lineNumber).qty > 0)
    .map((l) => {
      const r = row(l.lineNumber);
      return {
        invoiceNumber: record.invoiceNumber,
        identifier: l.sku,
        qty: r.qty,
        returnReason: r.reason,
        isReplace: r.replace,
        returnReasonComment: r.comment,
      };
    });

  if (mutation.isSuccess) {
    const info = mutation.data?.[0]?.returnInformation;
    return (
      <div
        role="status"
        className="mt-3 rounded border border-green-300 bg-green-50 p-3 text-sm"
        data-testid="return-confirmation"
      >
        <p className="font-semibold">
          Return authorized: RA <span data-testid="ra-number">{info?.raNumber}</span>
        </p>
        {info && (
          <p>
            Send the goods to {info.returnToAddress.name}, {info.returnToAddress.address},{' '}
            {info.returnToAddress.city}, {info.returnToAddress.state} {info.returnToAddress.zip}.
          </p>
        )}
        {info?.shippingLabelURL && (
          <a
            className="text-brand-700 underline"
            href={new URL(info.shippingLabelURL).pathname}
            target="_blank"
            rel="noreferrer"
          >
            Print the return label (PNG)
          </a>
        )}
        <p>You can cancel it within 10 minutes.</p>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
      >
        Return items
      </button>
    );
  }
  const error = mutation.error;
  return (
    <form
      className="mt-3 space-y-2 rounded border border-slate-200 p-3 text-sm"
      aria-label={`Return items from invoice ${record.invoiceNumber}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (lines.length > 0) mutation.mutate(lines);
      }}
    >
      <h3 className="font-semibold">Return items from invoice {record.invoiceNumber}</h3>
      {returnable.map((line) => {
        const r = row(line.lineNumber);
        const id = `return-${record.guid}-${line.lineNumber}`;
        return (
          <fieldset key={line.lineNumber} className="grid gap-2 sm:grid-cols-5 sm:items-end">
            <legend className="sr-only">{line.sku}</legend>
            <p className="sm:col-span-5">
              {line.sku} · {line.styleName} {line.colorName} {line.sizeName} (shipped{' '}
              {line.qtyShipped})
            </p>
            <label htmlFor={`${id}-qty`}>
              Quantity
              <input
                id={`${id}-qty`}
                type="number"
                min={0}
                max={line.qtyShipped}
                value={r.qty}
                onChange={(e) => update(line.lineNumber, { qty: Number(e.target.value) })}
                className="block w-20 rounded border border-slate-300 px-2 py-1"
              />
            </label>
            <label htmlFor={`${id}-reason`}>
              Reason
              <select
                id={`${id}-reason`}
                value={r.reason}
                onChange={(e) => update(line.lineNumber, { reason: Number(e.target.value) })}
                className="block rounded border border-slate-300 px-2 py-1"
              >
                {RETURN_REASON_OPTIONS.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={r.replace}
                onChange={(e) => update(line.lineNumber, { replace: e.target.checked })}
              />
              Replace instead of credit
            </label>
            <label htmlFor={`${id}-comment`} className="sm:col-span-2">
              Comment
              <input
                id={`${id}-comment`}
                value={r.comment}
                onChange={(e) => update(line.lineNumber, { comment: e.target.value })}
                className="block w-full rounded border border-slate-300 px-2 py-1"
              />
            </label>
          </fieldset>
        );
      })}
      {error && (
        <p role="alert" className="text-red-800">
          {error instanceof ApiError
            ? error.errors.map((e) => e.message).join(' ') || error.message
            : error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={lines.length === 0 || mutation.isPending}
        className="rounded bg-brand-700 px-3 py-1.5 text-white disabled:opacity-50"
      >
        {mutation.isPending ? 'Filing…' : 'File return'}
      </button>
    </form>
  );
}
