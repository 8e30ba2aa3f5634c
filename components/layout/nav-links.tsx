'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { publishCartPieces, useCartPieces } from '@/lib/client/cart-count';

const links = [
  { href: '/catalog', label: 'Catalog' },
  { href: '/quick-order', label: 'Quick order' },
  { href: '/cart', label: 'Cart' },
  { href: '/orders', label: 'Orders' },
  { href: '/quotes', label: 'Quotes' },
  { href: '/cross-references', label: 'Cross references' },
  { href: '/account', label: 'Account' },
];

/**
 * The portal's main navigation; the current page is marked for screen readers too.
 * `cartPieces` is the server's count as of the layout's last render (a refresh renders it anew).
 */
export function NavLinks({ cartPieces }: { cartPieces: number }) {
  const pathname = usePathname();
  useEffect(() => publishCartPieces(cartPieces), [cartPieces]);
  const pieces = useCartPieces(cartPieces);
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
