import type { Metadata } from 'next';
import { QuickOrderForm } from '@/components/catalog/quick-order-form';
import { QueryProvider } from '@/components/layout/query-provider';

export const metadata: Metadata = { title: 'Quick order' };

export default function QuickOrderPage() {
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-brand-900">Quick order</h1>
      <QueryProvider>
        <QuickOrderForm />
      </QueryProvider>
    </div>
  );
}
