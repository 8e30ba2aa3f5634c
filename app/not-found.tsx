import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found' };

// Any unknown address: say so in the portal's own look, with ways back instead of a dead end.
export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-6"
    >
      <img src="/logo.svg" alt="Apparel Portal" width={48} height={48} />
      <h1 className="text-2xl font-semibold text-brand-900">This page does not exist</h1>
      <p className="text-slate-700">
        The address may be mistyped, or the page has moved. Nothing you were doing was lost.
      </p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link
            href="/catalog"
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white"
          >
            Go to the catalog
          </Link>
        </li>
        <li>
          <Link href="/orders" className="rounded-md border border-slate-300 px-4 py-2 font-medium">
            Your orders
          </Link>
        </li>
        <li>
          <Link href="/cart" className="rounded-md border border-slate-300 px-4 py-2 font-medium">
            Cart
          </Link>
        </li>
      </ul>
    </main>
  );
}
