import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/api-reference';
import { TryItNotice } from '@/components/docs/try-it-notice';
import { currentSession } from '@/lib/server/session';

export const metadata: Metadata = { title: 'API reference' };

export default async function DocsPage() {
  const accountNumber = (await currentSession())?.account.number;
  return (
    <>
      <h1 className="text-2xl font-semibold text-brand-900">API reference</h1>
      <TryItNotice accountNumber={accountNumber} />
      <ApiReference accountNumber={accountNumber} />
    </>
  );
}
