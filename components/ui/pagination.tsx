import Link from 'next/link';

interface Props {
  page: number;
  pageCount: number;
  /** The link of a page number. */
  href: (page: number) => string;
}

/** Previous / next and a few page numbers around the current one. */
export function Pagination({ page, pageCount, href }: Props) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - 2);
  const last = Math.min(pageCount, page + 2);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const item = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm';
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-1">
      {page > 1 ? (
        <Link href={href(page - 1)} className={`${item} hover:bg-slate-100`} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={`${item} text-slate-400`} aria-disabled="true">
          Previous
        </span>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span
            key={n}
            aria-current="page"
            className={`${item} border-brand-600 bg-brand-600 text-white`}
          >
            {n}
          </span>
        ) : (
          <Link
            key={n}
            href={href(n)}
            className={`${item} hover:bg-slate-100`}
            aria-label={`Page ${n}`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link href={href(page + 1)} className={`${item} hover:bg-slate-100`} rel="next">
          Next
        </Link>
      ) : (
        <span className={`${item} text-slate-400`} aria-disabled="true">
          Next
        </span>
      )}
      <span className="ml-2 text-sm text-slate-500">
        Page {page} of {pageCount}
      </span>
    </nav>
  );
}
