import type { Metadata } from 'next';
import { OrderDetail } from '@/components/orders/order-detail';
import { getConfig } from '@/lib/server/config';
import { orderAsPlacedFor } from '@/lib/server/portal-orders';
import { requireSession } from '@/lib/server/session';

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
  // The order comes with the HTML: no fetch and no data library before the first paint.
  const records = await orderAsPlacedFor(await requireSession(), number);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold">Order {number}</h1>
      <OrderDetail
        orderNumber={number}
        records={records}
        placed={search.placed === '1'}
        timeZone={getConfig().BUSINESS_TIME_ZONE}
      />
    </div>
  );
}
