'use client';
import { useCallback, useEffect, useState } from 'react';
import {
  listWebhookEndpoints,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@/lib/client/webhooks';
import { EndpointCard } from './endpoint-card';
import { EndpointCreateForm } from './endpoint-create-form';

/** The account's webhook endpoints: add one, and per endpoint its actions and deliveries. */
export function WebhooksPageClient({ timeZone }: { timeZone: string }) {
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  // The secret of the endpoint just created: handed to its card once, never fetched again.
  const [created, setCreated] = useState<{ id: string; secret: string } | undefined>();

  const load = useCallback(async () => {
    try {
      setEndpoints(await listWebhookEndpoints());
      setLoadError(undefined);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const onCreated = ({ secret, ...endpoint }: WebhookEndpointWithSecret) => {
    setCreated({ id: endpoint.id, secret });
    setEndpoints((current) => [endpoint, ...(current ?? [])]);
  };
  const onChanged = (changed: WebhookEndpoint) =>
    setEndpoints((current) => current?.map((e) => (e.id === changed.id ? changed : e)));
  const onDeleted = (id: string) => setEndpoints((current) => current?.filter((e) => e.id !== id));

  return (
    <>
      <EndpointCreateForm onCreated={onCreated} />
      {loadError && (
        <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Could not load your endpoints: {loadError}{' '}
          <button type="button" onClick={() => void load()} className="underline">
            Try again
          </button>
        </div>
      )}
      {endpoints === undefined ? (
        !loadError && (
          <p role="status" className="text-sm text-slate-600">
            Loading your endpoints…
          </p>
        )
      ) : endpoints.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No endpoints yet. Add one above to have orders, returns and low stock pushed to your
          systems instead of polling for them.
        </p>
      ) : (
        <ul aria-label="Your endpoints" className="flex flex-col gap-4">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              freshSecret={created?.id === endpoint.id ? created.secret : undefined}
              timeZone={timeZone}
              onChanged={onChanged}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
    </>
  );
}
