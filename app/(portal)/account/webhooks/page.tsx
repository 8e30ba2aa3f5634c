import type { Metadata } from 'next';
import Link from 'next/link';
import { WebhooksPageClient } from '@/components/webhooks/webhooks-page-client';
import { businessTimeZone } from '@/lib/server/portal-account';

export const metadata: Metadata = { title: 'Webhooks' };

// The portal layout has already required a session; the data comes from /v2/webhooks in the
// browser, through the same calls an API client makes.
export default function WebhooksPage() {
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/account" className="text-brand-700 underline">
          Account
        </Link>{' '}
        / Webhooks
      </nav>
      <h1 className="text-2xl font-semibold text-brand-900">Webhooks</h1>
      <p className="text-sm text-slate-700">
        We send events to your endpoints as they happen, signed per the Standard Webhooks
        specification (<code>webhook-id</code>, <code>webhook-timestamp</code> and{' '}
        <code>webhook-signature</code> headers). A delivery that does not get a 2xx answer is
        retried with growing pauses; every attempt is listed below its endpoint.
      </p>
      <WebhooksPageClient timeZone={businessTimeZone()} />
    </div>
  );
}
