import type { Metadata } from 'next';
import { QuoteList } from '@/components/quotes/quote-list';
import { QueryProvider } from '@/components/layout/query-provider';

export const metadata: Metadata = { title: 'Quotes' };

export default function QuotesPage() {
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-brand-900">Quotes</h1>
      <p className="text-sm text-slate-600">
        Your account&apos;s quotes. Enter a ready quote&apos;s number in the cart to order at its
        prices.
      </p>
      <QueryProvider>
        <QuoteList />
      </QueryProvider>
    </div>
  );
}
