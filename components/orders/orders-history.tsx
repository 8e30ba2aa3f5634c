'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useOrders } from '@/lib/client/orders';
import { formatBusinessDateTime } from '@/lib/client/orders-time';
import { ORDER_PAGE_SIZE, type OrderFilters } from '@/lib/client/orders-types';
import { usd } from '@/components/cart/format-money';
import { OrderFiltersForm } from './order-filters-form';
import { OrderStatusBadge } from './order-status-badge';

interface Props {
  filters: OrderFilters;
  timeZone: string;
}

/** The account's orders, one row per warehouse record; the URL carries filters and page. */
export function OrdersHistory({ filters, timeZone }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const query = useOrders(filters);
  const go = (next: OrderFilters) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
    }
    const search = params.toString();
    router.push(search ? `${pathname}?${search}` : pathname);
  };
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / ORDER_PAGE_SIZE)) : 1;
  return (
    <div className="space-y-4">
      <OrderFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={go} />
      {query.isPending && (
        <p role="status" className="text-slate-600">
          Loading orders…
        </p>
      )}
      {query.isError && (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-800">
          Orders could not be loaded: {query.error.message}
        </p>
      )}
      {query.data && query.data.orders.length === 0 && (
        <p className="rounded border border-dashed border-slate-300 bg-white p-6 text-center">
          No orders match.{' '}
          <Link href="/cart" className="text-brand-700 underline">
            Go to your cart
          </Link>
          .
        </p>
      )}
      {query.data && query.data.orders.length > 0 && (
        <div
          className="overflow-x-auto rounded border border-slate-200 bg-white"
          aria-busy={query.isFetching}
        >
          {/* On phones each order is a stacked card (every cell labelled) instead of a wide row. */}
          <table className="w-full text-sm max-sm:block sm:min-w-[40rem]">
            <caption className="sr-only">Your orders</caption>
            <thead className="max-sm:sr-only">
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="p-2 font-medium">
                  Order
                </th>
                <th scope="col" className="p-2 font-medium">
                  Placed
                </th>
                <th scope="col" className="p-2 font-medium">
                  PO number
                </th>
                <th scope="col" className="p-2 font-medium">
                  From
                </th>
                <th scope="col" className="p-2 font-medium">
                  Status
                </th>
                <th scope="col" className="p-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {query.data.orders.map((o) => (
                <tr
                  key={o.guid}
                  className="border-b border-slate-100 max-sm:grid max-sm:grid-cols-2 max-sm:py-2"
                  data-testid="order-row"
                >
                  <td className="p-2">
                    <Link
                      href={`/orders/${encodeURIComponent(o.orderNumber)}`}
                      className="text-brand-700 underline"
                    >
                      {o.orderNumber}
                    </Link>
                  </td>
                  <td className="p-2">
                    <span className="font-medium text-slate-600 sm:hidden">Placed: </span>
                    {formatBusinessDateTime(o.orderDate, timeZone)}
                  </td>
                  <td className="p-2">
                    <span className="font-medium text-slate-600 sm:hidden">PO: </span>
                    {o.poNumber || '—'}
                  </td>
                  <td className="p-2">
                    <span className="font-medium text-slate-600 sm:hidden">From: </span>
                    {o.warehouseAbbr}
                  </td>
                  <td className="p-2" data-testid="order-row-status">
                    <span className="font-medium text-slate-600 sm:hidden">Status: </span>
                    <OrderStatusBadge status={o.orderStatus} />
                  </td>
                  <td className="p-2 tabular-nums sm:text-right" data-testid="order-row-total">
                    <span className="font-medium text-slate-600 sm:hidden">Total: </span>
                    {usd(o.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between">
          <button
            type="button"
            className="rounded px-3 py-1 hover:bg-slate-100 disabled:text-slate-400"
            disabled={filters.page <= 1}
            onClick={() => go({ ...filters, page: filters.page - 1 })}
          >
            Previous
          </button>
          <span className="text-sm">
            Page {filters.page} of {pages}
          </span>
          <button
            type="button"
            className="rounded px-3 py-1 hover:bg-slate-100 disabled:text-slate-400"
            disabled={filters.page >= pages}
            onClick={() => go({ ...filters, page: filters.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
