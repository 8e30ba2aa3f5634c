'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  listWebhookDeliveries,
  redeliverWebhook,
  type WebhookDelivery,
} from '@/lib/client/webhooks';
import { DeliveryRow } from './delivery-row';
import { usePendingAction } from './use-pending-action';

interface Props {
  endpointId: string;
  timeZone: string;
  /** Changes when the page queued a delivery (a test event), so the list is read again. */
  version: number;
}

/** How often the list is read again while a delivery is still on its way. */
const FOLLOW_PENDING_MS = 3_000;

/** The endpoint's latest deliveries, followed while any is pending, each with a Redeliver button. */
export function DeliveryList({ endpointId, timeZone, version }: Props) {
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [redelivering, setRedelivering] = useState<string | undefined>();

  // Reads overlap (the follow timer, a test event, the Refresh button): only the latest is shown,
  // so that a slow older answer cannot bring back a status that has since changed.
  const latestRead = useRef(0);
  const load = useCallback(async () => {
    const read = ++latestRead.current;
    try {
      const fresh = await listWebhookDeliveries(endpointId);
      if (read !== latestRead.current) return;
      setDeliveries(fresh);
      setLoadError(undefined);
    } catch (error) {
      if (read !== latestRead.current) return;
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [endpointId]);
  const refresh = usePendingAction(load);

  useEffect(() => {
    void load();
  }, [load, version]);

  const anyPending = deliveries?.some((d) => d.status === 'pending') ?? false;
  useEffect(() => {
    if (!anyPending) return;
    const timer = window.setInterval(() => void load(), FOLLOW_PENDING_MS);
    return () => window.clearInterval(timer);
  }, [anyPending, load]);

  const redeliver = usePendingAction(async (deliveryId: string) => {
    setRedelivering(deliveryId);
    try {
      const queued = await redeliverWebhook(endpointId, deliveryId);
      latestRead.current++; // a read begun before the redelivery would show it as it was
      setDeliveries((current) => current?.map((d) => (d.id === queued.id ? queued : d)));
    } finally {
      setRedelivering(undefined);
    }
  });

  const headingId = `deliveries-${endpointId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <h3 id={headingId} className="text-sm font-semibold">
          Deliveries
        </h3>
        <button
          type="button"
          disabled={refresh.pending}
          onClick={() => void refresh.run()}
          className="rounded border border-slate-300 px-2 py-0.5 text-xs disabled:opacity-50"
        >
          {refresh.pending ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {redeliver.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          The delivery was not queued again: {redeliver.error.message}
        </p>
      )}
      {loadError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Could not load the deliveries: {loadError}
        </p>
      )}
      {deliveries === undefined ? (
        !loadError && <p className="text-sm text-slate-600">Loading deliveries…</p>
      ) : deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">
          No deliveries yet. Events you subscribed to will appear here; send a test event to try the
          endpoint now.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              timeZone={timeZone}
              redeliver={(id) => void redeliver.run(id)}
              redelivering={redelivering}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
