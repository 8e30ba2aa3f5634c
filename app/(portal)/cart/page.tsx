import type { Metadata } from 'next';
import { CartPageClient } from '@/components/cart/cart-page-client';
import { QueryProvider } from '@/components/layout/query-provider';
import { cartViewFor } from '@/lib/server/portal-cart';
import { requireSession } from '@/lib/server/session';

export const metadata: Metadata = { title: 'Cart' };

// The cart lives on the server per user. The page renders it with the HTML (no fetch before the
// first paint), then reads and edits it through /v2/cart like any other client.
export default async function CartPage() {
  const session = await requireSession();
  const initialCart = await cartViewFor(session);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold">Cart</h1>
      <QueryProvider>
        <CartPageClient buyerEmail={session.email} initialCart={initialCart} />
      </QueryProvider>
    </div>
  );
}
