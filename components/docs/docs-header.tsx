import Link from 'next/link';
import { SkipLink } from '@/components/layout/skip-link';
import { guides } from './guides';

interface Props {
  /** The signed-in buyer's account number; undefined for a visitor. */
  accountNumber: string | undefined;
}

/** The header of /docs: reference, guides, and the way back to the portal (or in). */
export function DocsHeader({ accountNumber }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/docs" className="text-lg font-semibold text-brand-900">
          Apparel Portal API
        </Link>
        {accountNumber ? (
          <Link href="/catalog" className="text-sm font-medium text-brand-700 underline">
            Back to the portal (account {accountNumber})
          </Link>
        ) : (
          <Link
            href="/sign-in?callbackUrl=%2Fdocs"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Sign in to try calls as your account
          </Link>
        )}
      </div>
      <nav aria-label="Documentation" className="mx-auto max-w-7xl px-4 pb-2">
        <ul className="flex flex-wrap gap-1 text-sm">
          <li>
            <Link
              href="/docs"
              className="block rounded-md px-3 py-2 font-medium hover:bg-slate-100"
            >
              Reference
            </Link>
          </li>
          {guides.map((guide) => (
            <li key={guide.slug}>
              <Link
                href={`/docs/guides/${guide.slug}`}
                className="block rounded-md px-3 py-2 font-medium hover:bg-slate-100"
              >
                {guide.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
