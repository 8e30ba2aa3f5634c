'use client';
import { useState } from 'react';
import {
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  sendWebhookTest,
  type WebhookEndpoint,
} from '@/lib/client/webhooks';
import { DeliveryList } from './delivery-list';
import { formatWireTime } from './format-wire-time';
import { SecretReveal } from './secret-reveal';
import { usePendingAction } from './use-pending-action';

interface Props {
  endpoint: WebhookEndpoint;
  /** The secret the API has just returned for this endpoint (creation), shown once. */
  freshSecret: string | undefined;
  timeZone: string;
  onChanged: (endpoint: WebhookEndpoint, secret?: string) => void;
  onDeleted: (id: string) => void;
}

const button = 'rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-50';

/** One subscribed endpoint: what it receives, its actions and its deliveries. */
export function EndpointCard({ endpoint, freshSecret, timeZone, onChanged, onDeleted }: Props) {
  const [secretShown, setSecretShown] = useState<{ secret: string; rotated: boolean } | undefined>(
    freshSecret ? { secret: freshSecret, rotated: false } : undefined,
  );
  const [deliveriesVersion, setDeliveriesVersion] = useState(0);
  const [testQueued, setTestQueued] = useState(false);

  const test = usePendingAction(async () => {
    setTestQueued(false);
    await sendWebhookTest(endpoint.id);
    setTestQueued(true);
    setDeliveriesVersion((v) => v + 1);
  });
  const rotate = usePendingAction(async () => {
    const { secret, ...rotated } = await rotateWebhookSecret(endpoint.id);
    setSecretShown({ secret, rotated: true });
    onChanged(rotated);
  });
  const remove = usePendingAction(async () => {
    await deleteWebhookEndpoint(endpoint.id);
    onDeleted(endpoint.id);
  });
  const busy = test.pending || rotate.pending || remove.pending;
  const error = test.error ?? rotate.error ?? remove.error;
  const headingId = `endpoint-${endpoint.id}`;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="webhook-endpoint"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <header className="flex flex-col gap-1">
          <h2 id={headingId} className="break-all font-mono text-base font-semibold">
            {endpoint.url}
          </h2>
          {endpoint.description && <p className="text-sm text-slate-700">{endpoint.description}</p>}
        </header>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Events</dt>
          <dd className="font-mono">{endpoint.events.join(', ')}</dd>
          {endpoint.events.includes('stock.low') && (
            <>
              <dt className="text-slate-600">Followed skus</dt>
              <dd className="font-mono">
                {endpoint.skus.length > 0 ? endpoint.skus.join(', ') : 'none'}
                {` (below ${endpoint.stockLowThreshold} pieces)`}
              </dd>
            </>
          )}
          <dt className="text-slate-600">Added</dt>
          <dd>{formatWireTime(endpoint.createdAt, timeZone)}</dd>
          <dt className="text-slate-600">Secret</dt>
          <dd>
            {endpoint.secretRotatedAt
              ? `rotated ${formatWireTime(endpoint.secretRotatedAt, timeZone)}`
              : 'never rotated'}
          </dd>
        </dl>
        {secretShown && (
          <SecretReveal
            key={secretShown.secret}
            endpointUrl={endpoint.url}
            secret={secretShown.secret}
            rotated={secretShown.rotated}
            onDismiss={() => setSecretShown(undefined)}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => void test.run()}
            className={`${button} border-brand-600 text-brand-700 hover:bg-brand-50`}
          >
            {test.pending ? 'Sending…' : 'Send test event'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (
                window.confirm(
                  `Rotate the signing secret of ${endpoint.url}? The current secret keeps signing for 24 hours.`,
                )
              )
                void rotate.run();
            }}
            className={`${button} border-slate-300 hover:bg-slate-50`}
          >
            {rotate.pending ? 'Rotating…' : 'Rotate secret'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (
                window.confirm(
                  `Delete the endpoint ${endpoint.url}? It will receive no more events.`,
                )
              )
                void remove.run();
            }}
            className={`${button} border-red-300 text-red-700 hover:bg-red-50`}
          >
            {remove.pending ? 'Deleting…' : 'Delete'}
          </button>
        </div>
        <p role="status" className="text-sm text-emerald-800">
          {testQueued && 'Test event queued: it appears in the deliveries below.'}
        </p>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error.message}
          </p>
        )}
        <DeliveryList endpointId={endpoint.id} timeZone={timeZone} version={deliveriesVersion} />
      </article>
    </li>
  );
}
