import Link from 'next/link';
import { SkipLink } from './skip-link';
import { NavLinks } from './nav-links';

interface Props {
  userName: string;
  companyName: string;
  accountNumber: string;
  /** Pieces in the signed-in user's cart when the page was rendered. */
  cartPieces: number;
  signOut: () => Promise<void>;
}

export function SiteHeader({ userName, companyName, accountNumber, cartPieces, signOut }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/catalog" className="text-lg font-semibold text-brand-900">
          Apparel Portal
        </Link>
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Link href="/docs" className="font-medium text-brand-700 underline hover:text-brand-900">
            API docs
          </Link>
          <span>
            <span className="font-medium text-slate-800">{userName}</span> · {companyName} (
            {accountNumber})
          </span>
          <form action={signOut}>
            <button
              type="submit"
              className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
            >
              Sign out
            </button>
          </form>
        </div>
      </div>
      <nav aria-label="Main" className="mx-auto max-w-7xl px-4 pb-2">
        <NavLinks cartPieces={cartPieces} />
      </nav>
    </header>
  );
}
