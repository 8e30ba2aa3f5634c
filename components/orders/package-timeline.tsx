'use client';

import type { CheckpointWire, TrackingWire } from '@/lib/contracts/tracking-record';
import { useOrderTracking } from '@/lib/client/tracking';

function when(c: CheckpointWire): string {
  const [year, month, day] = c.checkpointDate.split('-');
  return `${month}/${day}/${year} ${c.checkpointTime.slice(0, 5)}`;
}

function PackageCard({ row, carrier }: { row: TrackingWire; carrier: string }) {
  const newestFirst = [...row.checkpoints].reverse();
  return (
    <li className="rounded border border-slate-200 p-3" data-testid="package">
      <p className="text-sm font-medium">
        Box {row.boxNumber ?? 1} · {carrier} tracking number{' '}
        <span className="font-mono" data-testid="package-tracking-number">
          {row.trackingNumber}
        </span>
      </p>
      <p className="text-sm text-slate-700" data-testid="package-status">
        {row.deliveryStatus || 'Shipped'}
        {row.actualDeliveryDateTime && row.signedBy ? ` · signed by ${row.signedBy}` : ''}
      </p>
      {newestFirst.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No carrier scan yet.</p>
      ) : (
        <ol
          className="mt-2 border-l-2 border-slate-300 pl-3"
          aria-label={`Scans of box ${row.boxNumber ?? 1}`}
        >
          {newestFirst.map((c, i) => (
            <li
              key={`${c.checkpointDate}${c.checkpointTime}${i}`}
              className="mb-1 text-sm"
              data-testid="checkpoint"
            >
              <span className={i === 0 ? 'font-semibold' : ''}>{c.checkpointStatusMessage}</span>
              <span className="text-slate-600">
                {' '}
                — {c.checkpointLocation}, {when(c)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** Each shipped box of the order with its scans, newest first (issue 12, item 2). */
export function PackageTimeline({
  orderNumber,
  invoiceNumber,
  shipped,
}: {
  orderNumber: string;
  invoiceNumber: string;
  shipped: boolean;
}) {
  const query = useOrderTracking(orderNumber, shipped);
  if (!shipped) return null;
  if (query.status === 'pending') {
    return <p className="mt-3 text-sm text-slate-600">Loading tracking…</p>;
  }
  if (query.status === 'error') {
    return (
      <p role="alert" className="mt-3 text-sm text-red-800">
        Tracking could not be loaded: {query.error.message}
      </p>
    );
  }
  const rows = query.data.filter((row) => row.invoiceNumber === invoiceNumber);
  if (rows.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-base font-semibold">Packages</h3>
      <ul className="mt-1 space-y-2">
        {rows.map((row) => (
          <PackageCard key={row.trackingNumber} row={row} carrier={row.carrierName} />
        ))}
      </ul>
    </div>
  );
}
