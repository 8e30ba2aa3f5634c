import type { Metadata } from 'next';
import Link from 'next/link';
import { guides } from '@/components/docs/guides';

export const metadata: Metadata = { title: 'API guides' };

export default function GuidesPage() {
  return (
    <>
      <h1 className="text-2xl font-semibold text-brand-900">Guides</h1>
      <ul className="flex max-w-3xl flex-col gap-3">
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link
              href={`/docs/guides/${guide.slug}`}
              className="font-medium text-brand-700 underline"
            >
              {guide.title}
            </Link>
            <p className="text-sm text-slate-600">{guide.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
