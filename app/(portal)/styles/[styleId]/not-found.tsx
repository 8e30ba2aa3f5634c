import Link from 'next/link';

export default function StyleNotFound() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">This style is not in the catalog</h1>
      <p className="mt-1 text-sm text-slate-600">
        It may have been discontinued, or the link is mistyped.
      </p>
      <Link href="/catalog" className="mt-4 inline-block text-brand-700 underline">
        Back to the catalog
      </Link>
    </div>
  );
}
