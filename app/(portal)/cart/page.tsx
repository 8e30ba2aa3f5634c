import type { Metadata } from 'next';
import { CartPageClient } from '@/components/cart/cart-page-client';
import { requireSession } from '@/lib/server/session';

export const metadata: Metadata = { title: 'Cart' };

// The cart lives on the server per user; the page reads and edits it through /v2/cart.
export default async function CartPage() {
  const session = await requireSession();
  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold">Cart</h1>
      <CartPageClient buyerEmail={session.email} />
    </div>
  );
}
