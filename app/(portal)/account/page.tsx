import type { Metadata } from 'next';
import Link from 'next/link';
import { ApiKeyPanel } from '@/components/account/api-key-panel';
import { OutboxList } from '@/components/account/outbox-list';
import { businessTimeZone, loadAccountOverview } from '@/lib/server/portal-account';
import { requireSession } from '@/lib/server/session';
import { regenerateApiKeyAction } from './actions';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const session = await requireSession();
  const { account, apiKeys, paymentProfiles, outbox } = await loadAccountOverview(session);
  const billing = account.billing;
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-brand-900">Account</h1>
      <section
        aria-labelledby="company-heading"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="company-heading" className="text-lg font-semibold">
          Company and terms
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Company</dt>
          <dd>{account.companyName}</dd>
          <dt className="text-slate-600">Account number</dt>
          <dd>{account.number}</dd>
          <dt className="text-slate-600">Terms</dt>
          <dd>{account.terms}</dd>
          <dt className="text-slate-600">Bill to</dt>
          <dd>
            {billing.billTo}
            {billing.attn && `, attn. ${billing.attn}`}
            <br />
            {billing.address}, {billing.city}, {billing.state} {billing.zip}
          </dd>
          <dt className="text-slate-600">Tax exempt</dt>
          <dd>{account.taxExempt ? 'Yes' : 'No'}</dd>
          <dt className="text-slate-600">Blind shipping by default</dt>
          <dd>{account.shipBlindDefault ? 'Yes' : 'No'}</dd>
          <dt className="text-slate-600">Signed in as</dt>
          <dd>
            {session.name} ({session.email})
          </dd>
        </dl>
      </section>
      <ApiKeyPanel
        accountNumber={account.number}
        activeHint={apiKeys[0]?.hint}
        regenerate={regenerateApiKeyAction}
      />
      <section
        aria-labelledby="webhooks-heading"
        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="webhooks-heading" className="text-lg font-semibold">
          Webhooks
        </h2>
        <p className="text-sm text-slate-700">
          Have orders, invoices, shipments, returns and low stock pushed to your systems as they
          happen, signed so that you can trust them.
        </p>
        <Link
          href="/account/webhooks"
          className="self-start rounded-md border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Manage webhooks
        </Link>
      </section>
      <section
        aria-labelledby="payment-heading"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="payment-heading" className="text-lg font-semibold">
          Saved payment methods
        </h2>
        {paymentProfiles.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            No saved payment methods: orders go on terms.
          </p>
        ) : (
          <table className="mt-2 min-w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Profile id
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Type
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Name
                </th>
              </tr>
            </thead>
            <tbody>
              {paymentProfiles.map((profile) => (
                <tr key={profile.profileId} className="border-b border-slate-100">
                  <td className="py-1 pr-3">{profile.profileId}</td>
                  <td className="py-1 pr-3">{profile.profileType}</td>
                  <td className="py-1 pr-3">{profile.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <OutboxList messages={outbox} timeZone={businessTimeZone()} />
    </div>
  );
}
