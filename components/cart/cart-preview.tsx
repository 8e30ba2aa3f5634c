'use client';

import type { QuotedLine } from '@/lib/client/cart-checkout';
import type { ApiError } from '@/lib/client/cart-http';
import type { OrderRecord } from '@/lib/client/orders-types';
import { usd } from './format-money';

interface Props {
  problems: string[];
  isFetching: boolean;
  orders: OrderRecord[] | undefined;
  /** Lines the stock cannot fill as asked; each is marked on the line itself. */
  lineErrorCount: number;
  error: ApiError | Error | null;
  /** Errors shown beside their own fields instead (e.g. quoteNumber). */
  shownElsewhere: (field: string) => boolean;
  /** Lines charged a quote's price; their saving is shown under the merchandise subtotal. */
  quotedLines: readonly QuotedLine[];
}

/** How the order would split into warehouse orders, priced by the order service itself. */
export function CartPreview(props: Props) {
  const { problems, isFetching, orders, lineErrorCount, error, shownElsewhere } = props;
  const fieldErrors =
    error && 'errors' in error ? error.errors.filter((e) => !shownElsewhere(e.field)) : [];
  const total = orders?.reduce((sum, o) => sum + Math.round(o.total * 100), 0) ?? 0;
  // The one merchandise subtotal of the page: the prices the order service actually charges.
  const merchandise = orders?.reduce((sum, o) => sum + Math.round(o.subtotal * 100), 0) ?? 0;
  const saving = props.quotedLines.reduce((sum, q) => sum + Math.round(q.saving * 100), 0);
  // Always mounted, so a screen reader hears each new split and total as settings change.
  const summary =
    orders && !error && problems.length === 0
      ? `Ships as ${orders.length} warehouse order${orders.length === 1 ? '' : 's'}, total ${usd(total / 100)}.`
      : '';
  return (
    <section
      aria-labelledby="preview-heading"
      aria-busy={isFetching}
      className="rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="preview-heading" className="text-lg font-semibold">
        Order preview{' '}
        {isFetching && <span className="text-sm font-normal text-slate-600">(pricing…)</span>}
      </h2>
      <p aria-live="polite" className="sr-only">
        {summary}
      </p>
      {problems.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {error && (
        <div role="alert" className="mt-2 text-sm text-red-800">
          <p>This order cannot be placed as it is.</p>
          {fieldErrors.length > 0 ? (
            <ul className="list-disc pl-5">
              {fieldErrors.map((e) => (
                <li key={`${e.field}:${e.message}`}>{e.message}</li>
              ))}
            </ul>
          ) : (
            !('errors' in error && error.errors.length > 0) && <p>{error.message}</p>
          )}
        </div>
      )}
      {lineErrorCount > 0 && !error && problems.length === 0 && (
        <p role="alert" className="mt-2 text-sm text-amber-900">
          {lineErrorCount === 1
            ? '1 line cannot ship as asked: see the line marked above.'
            : `${lineErrorCount} lines cannot ship as asked: see the lines marked above.`}
        </p>
      )}
      {orders && !error && problems.length === 0 && (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Ships as {orders.length} warehouse order{orders.length === 1 ? '' : 's'}.
          </p>
          <ul className="mt-2 space-y-2" aria-label="Warehouse orders">
            {orders.map((o) => (
              <li
                key={o.warehouseAbbr}
                data-testid="preview-order"
                data-warehouse={o.warehouseAbbr}
                className="rounded bg-slate-50 p-2 text-sm"
              >
                <p className="flex justify-between font-medium">
                  <span>From {o.warehouseAbbr}</span>
                  <span className="tabular-nums">{usd(o.total)}</span>
                </p>
                <p className="text-xs text-slate-600">
                  {o.totalPieces} pieces · merchandise {usd(o.subtotal)} · shipping{' '}
                  {usd(o.shipping)}
                  {o.tax > 0 ? ` · tax ${usd(o.tax)}` : ''}
                  {o.expectedDeliveryDate
                    ? ` · arrives ${o.expectedDeliveryDate.slice(0, 10)}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-slate-200 pt-2 text-sm">
            <span>Merchandise subtotal (prices charged)</span>
            <span className="tabular-nums" data-testid="preview-subtotal">
              {usd(merchandise / 100)}
            </span>
          </p>
          {saving > 0 && (
            <p className="flex justify-between text-sm text-green-800">
              <span>Quote saving included</span>
              <span className="tabular-nums" data-testid="preview-quote-saving">
                {usd(saving / 100)}
              </span>
            </p>
          )}
          <p className="mt-1 flex justify-between font-semibold">
            <span>Order total</span>
            <span className="tabular-nums" data-testid="preview-total">
              {usd(total / 100)}
            </span>
          </p>
        </>
      )}
    </section>
  );
}
