import type { Metadata } from 'next';
import { QueryProvider } from '@/components/layout/query-provider';
import { OrderDetail } from '@/components/orders/order-detail';
import { getConfig } from '@/lib/server/config';

interface Props {
  params: Promise<{ orderNumber: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  return { title: `Order ${decodeURIComponent(orderNumber)}` };
}

// Also the confirmation page: the cart lands here with ?placed=1 after placing the order.
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ orderNumber }, search] = await Promise.all([params, searchParams]);
  const number = decodeURIComponent(orderNumber);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold">Order {number}</h1>
      <QueryProvider>
        <OrderDetail
          orderNumber={number}
          placed={search.placed === '1'}
          timeZone={getConfig().BUSINESS_TIME_ZONE}
        />
      </QueryProvider>
    </div>
  );
}
