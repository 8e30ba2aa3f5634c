'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCart } from '@/lib/client/cart';

const links = [
  { href: '/catalog', label: 'Catalog' },
  { href: '/quick-order', label: 'Quick order' },
  { href: '/cart', label: 'Cart' },
  { href: '/orders', label: 'Orders' },
  { href: '/quotes', label: 'Quotes' },
  { href: '/cross-references', label: 'Cross references' },
  { href: '/account', label: 'Account' },
];

/** The portal's main navigation; the current page is marked for screen readers too. */
export function NavLinks() {
  const pathname = usePathname();
  const cart = useCart();
  const pieces = cart.data?.totalPieces ?? 0;
  return (
    <ul className="flex flex-wrap gap-1">
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              // The link keeps its name ("Cart"); the count is its description.
              aria-describedby={link.href === '/cart' && pieces > 0 ? 'cart-count' : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium ${
                current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {link.label}
              {link.href === '/cart' && pieces > 0 && (
                <span
                  id="cart-count"
                  data-testid="cart-count"
                  className={`ml-1.5 rounded-full px-1.5 text-xs tabular-nums ${
                    current ? 'bg-white text-brand-700' : 'bg-brand-600 text-white'
                  }`}
                >
                  <span className="sr-only">(</span>
                  {pieces.toLocaleString('en-US')}
                  <span className="sr-only"> pieces in the cart)</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
