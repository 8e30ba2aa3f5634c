import type { OrderRecord } from '@/lib/client/orders-types';
import { formatBusinessDateTime } from '@/lib/client/orders-time';
import { usd } from '@/components/cart/format-money';
import { OrderStatusBadge } from './order-status-badge';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** One warehouse record of an order: status, tracking, lines and totals. */
export function OrderRecordCard({ record, timeZone }: { record: OrderRecord; timeZone: string }) {
  const headingId = `record-${record.guid}`;
  const cancelled = record.orderStatus === 'Cancelled';
  const totals: [string, number][] = [
    ['Merchandise', record.subtotal],
    ['Shipping', record.shipping],
    ['Small order fee', record.smallOrderFee],
    ['Tax', record.tax],
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="order-record"
      data-warehouse={record.warehouseAbbr}
      className="rounded border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Ships from {record.warehouseAbbr}
        </h2>
        <OrderStatusBadge status={record.orderStatus} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">Invoice</dt>
        <dd>{record.invoiceNumber || 'pending'}</dd>
        <dt className="text-slate-600">Method</dt>
        <dd>
          {/* Labels often name their carrier already ("FedEx Ground"): say it once. */}
          {record.shippingMethod.startsWith(record.shippingCarrier)
            ? record.shippingMethod
            : `${record.shippingCarrier} ${record.shippingMethod}`}
        </dd>
        <dt className="text-slate-600">Expected</dt>
        <dd>
          {record.expectedDeliveryDate
            ? formatBusinessDateTime(record.expectedDeliveryDate, timeZone)
                .split(',')
                .slice(0, 2)
                .join(',')
            : '—'}
        </dd>
        <dt className="text-slate-600">Tracking</dt>
        <dd>{record.trackingNumber ?? (record.deliveryStatus || 'not shipped yet')}</dd>
      </dl>
      {cancelled && (
        <p className="mt-3 text-sm text-slate-700">
          This warehouse order was cancelled: nothing will ship and nothing is charged.
          {record.lines.length > 0 && ' This is what was ordered.'}
        </p>
      )}
      {record.lines.length === 0 ? (
        !cancelled && <p className="mt-3 text-sm text-slate-700">No lines.</p>
      ) : (
        <LinesTable record={record} />
      )}
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
        {totals
          .filter(([, amount]) => amount !== 0)
          .map(([label, amount]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right tabular-nums">{usd(amount)}</dd>
            </div>
          ))}
        <dt className="font-semibold">{cancelled ? 'Total (not charged)' : 'Total'}</dt>
        <dd className="text-right font-semibold tabular-nums">{usd(record.total)}</dd>
      </dl>
    </section>
  );
}

function LinesTable({ record }: { record: OrderRecord }) {
  return (
    <ScrollRegion label={`Lines shipping from ${record.warehouseAbbr}`} className="mt-3">
      {/* On phones each line is a stacked card (every value labelled) instead of a wide row. */}
      <table className="w-full text-sm max-sm:block sm:min-w-[32rem]">
        <caption className="sr-only">Lines shipping from {record.warehouseAbbr}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Item
            </th>
            <th scope="col" className="py-1 font-medium">
              Sku
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {record.lines.map((line) => (
            <tr
              key={line.lineNumber}
              className="border-b border-slate-100 max-sm:grid max-sm:grid-cols-3 max-sm:py-2"
              data-testid="order-line"
            >
              <td className="py-1 max-sm:col-span-2">
                {line.brandName} {line.styleName} · {line.colorName} · {line.sizeName}
              </td>
              <td className="py-1">{line.sku}</td>
              <td className="py-1 tabular-nums sm:text-right" data-testid="order-line-qty">
                <span className="font-medium text-slate-600 sm:hidden">Qty: </span>
                {line.qtyOrdered}
              </td>
              <td className="py-1 tabular-nums sm:text-right" data-testid="order-line-price">
                <span className="font-medium text-slate-600 sm:hidden">Price: </span>
                {usd(line.price)}
              </td>
              <td className="py-1 tabular-nums sm:text-right">
                <span className="font-medium text-slate-600 sm:hidden">Amount: </span>
                {usd(line.price * line.qtyOrdered)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
