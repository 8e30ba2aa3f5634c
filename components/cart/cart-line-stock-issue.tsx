'use client';

import type { CartLine } from '@/lib/contracts/cart';
import type { LineErrorWire } from '@/lib/contracts/order-record';

interface Props {
  line: CartLine;
  issue: LineErrorWire;
  busy: boolean;
  onShipAvailable: (qty: number) => void;
  onSplit: (keep: number, rest: { warehouseAbbr: string; qty: number }) => void;
  onRemove: () => void;
}

/** Another warehouse that holds the rest, when the buyer picks warehouses line by line. */
function splitTarget(line: CartLine, issue: LineErrorWire) {
  const rest = issue.qtyRequested - issue.qtyAvailable;
  const other = line.stock
    .filter((s) => s.warehouseAbbr !== line.warehouseAbbr && s.qty >= rest)
    .sort((a, b) => b.qty - a.qty)[0];
  return other && rest > 0 ? { warehouseAbbr: other.warehouseAbbr, qty: rest } : undefined;
}

/** The preview's stock problem on this very line, and the ways out of it. */
export function CartLineStockIssue(props: Props) {
  const { line, issue, busy } = props;
  const where = issue.warehouseAbbr ? ` in ${issue.warehouseAbbr}` : '';
  const summary =
    issue.qtyAvailable === 0
      ? `None of the ${issue.qtyRequested} can ship${where}.`
      : `Only ${issue.qtyAvailable} of the ${issue.qtyRequested} can ship${where}.`;
  const split = line.warehouseAbbr === '' ? undefined : splitTarget(line, issue);
  const button =
    'rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium hover:bg-slate-50 disabled:opacity-50';
  return (
    <div
      role="alert"
      data-testid="line-stock-issue"
      data-sku={line.sku}
      className="mt-1 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
    >
      <p>
        <strong>{line.sku}:</strong> {summary}{' '}
        <span className="text-xs text-amber-900">({issue.message})</span>
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        {issue.qtyAvailable > 0 && (
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={() => props.onShipAvailable(issue.qtyAvailable)}
          >
            Ship the {issue.qtyAvailable} available
          </button>
        )}
        {split && (
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={() => props.onSplit(issue.qtyAvailable, split)}
          >
            Split: {issue.qtyAvailable} from {line.warehouseAbbr}, {split.qty} from{' '}
            {split.warehouseAbbr}
          </button>
        )}
        <button type="button" className={button} disabled={busy} onClick={props.onRemove}>
          Remove {line.sku}
        </button>
      </div>
    </div>
  );
}
