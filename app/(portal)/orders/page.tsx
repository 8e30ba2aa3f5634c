import type { Metadata } from 'next';
import { OrdersHistory } from '@/components/orders/orders-history';
import type { OrderFilters } from '@/lib/client/orders-types';
import { getConfig } from '@/lib/server/config';
import { QueryProvider } from '@/components/layout/query-provider';

export const metadata: Metadata = { title: 'Orders' };

type Search = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const page = Number(one(search.page));
  const filters: OrderFilters = {
    status: one(search.status),
    from: one(search.from),
    to: one(search.to),
    poNumber: one(search.poNumber),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold">Orders</h1>
      <QueryProvider>
        <OrdersHistory filters={filters} timeZone={getConfig().BUSINESS_TIME_ZONE} />
      </QueryProvider>
    </div>
  );
}
