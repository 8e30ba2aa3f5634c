'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const links = [
  { href: '/catalog', label: 'Catalog' },
  { href: '/quick-order', label: 'Quick order' },
  { href: '/cart', label: 'Cart' },
  { href: '/orders', label: 'Orders' },
  { href: '/cross-references', label: 'Cross references' },
  { href: '/account', label: 'Account' },
];

/** The portal's main navigation; the current page is marked for screen readers too. */
export function NavLinks() {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap gap-1">
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium ${
                current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
