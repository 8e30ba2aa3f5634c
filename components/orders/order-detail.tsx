'use client';

import Link from 'next/link';
import { cancelDeadline, formatBusinessDateTime } from '@/lib/client/orders-time';
import type { OrderRecord } from '@/lib/client/orders-types';
import { usd } from '@/components/cart/format-money';
import { CancelOrderButton } from './cancel-order-button';
import { InvoiceLink } from './invoice-link';
import { OrderRecordCard } from './order-record-card';
import { PackageTimeline } from './package-timeline';
import { ReturnItemsForm } from '@/components/returns/return-items-form';

interface Props {
  orderNumber: string;
  /** The order's records as placed, rendered by the server ([] when the account has none). */
  records: OrderRecord[];
  /** Just placed from the cart: show the confirmation. */
  placed: boolean;
  timeZone: string;
}

export function OrderDetail({ orderNumber, records, placed, timeZone }: Props) {
  const first = records[0];
  if (!first) {
    return (
      <p className="rounded border border-dashed border-slate-300 bg-white p-6">
        There is no order {orderNumber} on your account.{' '}
        <Link href="/orders" className="text-brand-700 underline">
          See your orders
        </Link>
        .
      </p>
    );
  }
  const open = records.filter((r) => r.orderStatus === 'In Progress');
  const deadline = open.length > 0 ? cancelDeadline(first.orderDate, timeZone) : undefined;
  const total = records.reduce((sum, r) => sum + Math.round(r.total * 100), 0) / 100;
  return (
    <div className="space-y-4">
      {placed && (
        <div role="status" className="rounded border border-green-300 bg-green-50 p-4">
          <p className="text-lg font-semibold text-green-900">
            Thank you — order {orderNumber} is placed.
          </p>
          <p className="text-sm text-green-900">
            It ships as {records.length} warehouse order{records.length === 1 ? '' : 's'}.
            {first.poNumber && ` PO ${first.poNumber}.`}
          </p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">Placed</dt>
        <dd>{formatBusinessDateTime(first.orderDate, timeZone)}</dd>
        <dt className="text-slate-600">PO number</dt>
        <dd>{first.poNumber || '—'}</dd>
        {first.shipByDate !== undefined && (
          <>
            <dt className="text-slate-600">Ship by</dt>
            <dd data-testid="ship-by-date">{first.shipByDate}</dd>
          </>
        )}
        <dt className="text-slate-600">Ship to</dt>
        <dd>
          {first.shippingAddress.customer}, {first.shippingAddress.city}{' '}
          {first.shippingAddress.state} {first.shippingAddress.zip}
        </dd>
        <dt className="text-slate-600">Payment</dt>
        <dd>{first.terms}</dd>
        <dt className="text-slate-600">Order total</dt>
        <dd className="font-semibold tabular-nums" data-testid="order-total">
          {usd(total)}
        </dd>
      </dl>
      {records.every((r) => r.orderStatus === 'Cancelled') && (
        <p role="status" className="rounded border border-slate-300 bg-slate-100 p-3">
          Order {orderNumber} is cancelled.
        </p>
      )}
      {deadline !== undefined && (
        <CancelOrderButton orderNumber={orderNumber} deadline={deadline} />
      )}
      {records.map((record) => (
        <div key={record.guid} className="space-y-2">
          <OrderRecordCard record={record} timeZone={timeZone} />
          <div className="rounded border border-slate-200 bg-white p-4 empty:hidden">
            <InvoiceLink record={record} />
            <PackageTimeline
              orderNumber={orderNumber}
              invoiceNumber={record.invoiceNumber}
              shipped={record.orderStatus === 'Shipped'}
            />
            <ReturnItemsForm record={record} />
          </div>
        </div>
      ))}
      <p>
        <Link href="/orders" className="text-brand-700 underline">
          All orders
        </Link>
      </p>
    </div>
  );
}
