'use client';
import type { WebhookDelivery } from '@/lib/client/webhooks';
import { formatWireTime } from './format-wire-time';

interface Props {
  delivery: WebhookDelivery;
  timeZone: string;
  redeliver: (deliveryId: string) => void;
  /** The delivery whose redelivery is in flight, if any (one at a time per endpoint). */
  redelivering: string | undefined;
}

function statusLabel(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return 'Delivered';
  if (delivery.status === 'failed') return 'Failed';
  return delivery.attempts.length > 0 ? 'Retrying' : 'Pending';
}

const STATUS_STYLE: Record<WebhookDelivery['status'], string> = {
  delivered: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  pending: 'bg-amber-100 text-amber-900',
};

/** One message to the endpoint: its status, every attempt and a button to send it again. */
export function DeliveryRow({ delivery, timeZone, redeliver, redelivering }: Props) {
  const when = (value: string) => formatWireTime(value, timeZone);
  return (
    <li
      data-testid="webhook-delivery"
      data-delivery-id={delivery.id}
      className="flex flex-col gap-2 py-3"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <code className="font-mono font-medium">{delivery.eventType}</code>
        <span
          data-testid="delivery-status"
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[delivery.status]}`}
        >
          {statusLabel(delivery)}
        </span>
        <span className="text-slate-600">{when(delivery.createdAt)}</span>
        <code
          data-testid="delivery-id"
          className="text-xs text-slate-600"
          title="webhook-id header"
        >
          {delivery.id}
        </code>
        <button
          type="button"
          disabled={redelivering !== undefined}
          onClick={() => redeliver(delivery.id)}
          aria-label={`Redeliver ${delivery.eventType} ${delivery.id}`}
          className="ml-auto rounded border border-slate-300 px-3 py-1 text-sm disabled:opacity-50"
        >
          {redelivering === delivery.id ? 'Redelivering…' : 'Redeliver'}
        </button>
      </div>
      {delivery.status === 'pending' && delivery.nextAttemptAt && (
        <p className="text-xs text-slate-600">Next attempt {when(delivery.nextAttemptAt)}.</p>
      )}
      {delivery.attempts.length === 0 ? (
        <p className="text-xs text-slate-600">Not attempted yet.</p>
      ) : (
        <table className="w-full table-fixed text-xs">
          <caption className="sr-only">Attempts of {delivery.id}</caption>
          <thead className="text-left text-slate-600">
            <tr>
              <th scope="col" className="w-44 py-1 pr-3 font-medium">
                Attempted
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Result
              </th>
              <th scope="col" className="w-20 py-1 pr-3 font-medium">
                Duration
              </th>
            </tr>
          </thead>
          <tbody>
            {delivery.attempts.map((attempt, index) => {
              const ok =
                attempt.statusCode !== null &&
                attempt.statusCode >= 200 &&
                attempt.statusCode < 300;
              return (
                <tr
                  key={index}
                  data-testid="delivery-attempt"
                  className="border-t border-slate-100"
                >
                  <td className="py-1 pr-3 whitespace-nowrap">{when(attempt.attemptedAt)}</td>
                  <td
                    className={`break-words py-1 pr-3 ${ok ? 'text-emerald-800' : 'text-red-800'}`}
                  >
                    {attempt.statusCode !== null && `HTTP ${attempt.statusCode}`}
                    {attempt.statusCode !== null && attempt.error && ' · '}
                    {attempt.error}
                  </td>
                  <td className="py-1 pr-3 tabular-nums">{attempt.durationMs} ms</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <details className="text-xs">
        <summary className="cursor-pointer text-slate-700">Payload</summary>
        <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2">
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </details>
    </li>
  );
}
