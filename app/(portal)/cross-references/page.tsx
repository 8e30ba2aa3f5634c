import type { Metadata } from 'next';
import { CrossRefForm } from '@/components/crossref/cross-ref-form';
import { CrossRefList } from '@/components/crossref/cross-ref-list';
import { QueryProvider } from '@/components/layout/query-provider';

export const metadata: Metadata = { title: 'Cross references' };

export default function CrossReferencesPage() {
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-brand-900">Cross references</h1>
      <p className="text-sm text-slate-600">
        Your own sku names for our products. Use them in quick order, in API orders and on the
        products endpoint.
      </p>
      <QueryProvider>
        <CrossRefForm />
        <CrossRefList />
      </QueryProvider>
    </div>
  );
}
