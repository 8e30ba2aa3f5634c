'use client';
import { useState, type FormEvent } from 'react';
import {
  createWebhookEndpoint,
  type NewWebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@/lib/client/webhooks';
import { DEFAULT_STOCK_LOW_THRESHOLD, WEBHOOK_EVENT_TYPES } from '@/lib/domain/webhooks';
import { EVENT_DESCRIPTIONS } from './event-labels';
import { describeRefusal, fieldMessage } from './field-errors';
import { usePendingAction } from './use-pending-action';

interface Props {
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
}

/** "B00760003, B00760004" or one per line -> the list of followed skus. */
function splitSkus(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((sku) => sku.trim())
    .filter(Boolean);
}

/** The form's label of each request field, to name it in the refusal's summary. */
const FIELD_LABELS: Record<string, string> = {
  url: 'Endpoint URL',
  description: 'Description',
  events: 'Events',
  skus: 'Followed skus',
  stockLowThreshold: 'Low-stock threshold',
};

const input = 'rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600';

/** Subscribes a new endpoint. Validation is the API's: its 400 names the field, shown beside it. */
export function EndpointCreateForm({ onCreated }: Props) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['order.placed']);
  const [skus, setSkus] = useState('');
  const [threshold, setThreshold] = useState('');
  const create = usePendingAction(async (endpoint: NewWebhookEndpoint) => {
    const created = await createWebhookEndpoint(endpoint);
    setUrl('');
    setDescription('');
    setEvents(['order.placed']);
    setSkus('');
    setThreshold('');
    onCreated(created);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmedThreshold = threshold.trim();
    void create.run({
      url: url.trim(),
      events,
      description: description.trim(),
      skus: splitSkus(skus),
      ...(trimmedThreshold === '' ? {} : { stockLowThreshold: Number(trimmedThreshold) }),
    });
  }

  const toggle = (type: string, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  const problem = (field: string) => {
    const message = fieldMessage(create.error, field);
    return {
      invalid: message !== undefined,
      node: message && (
        <span id={`webhook-${field}-error`} className="text-xs font-normal text-red-700">
          {message}
        </span>
      ),
    };
  };
  const urlProblem = problem('url');
  const eventsProblem = problem('events');
  const skusProblem = problem('skus');
  const thresholdProblem = problem('stockLowThreshold');
  const descriptionProblem = problem('description');

  return (
    <form
      onSubmit={submit}
      aria-labelledby="add-webhook"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="add-webhook" className="text-lg font-semibold">
        Add an endpoint
      </h2>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Endpoint URL
        <input
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/webhooks/apparel"
          aria-invalid={urlProblem.invalid}
          aria-describedby={urlProblem.invalid ? 'webhook-url-error' : undefined}
          className={input}
        />
        {urlProblem.node}
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Description (optional)
        <input
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={200}
          aria-invalid={descriptionProblem.invalid}
          aria-describedby={descriptionProblem.invalid ? 'webhook-description-error' : undefined}
          className={input}
        />
        {descriptionProblem.node}
      </label>
      <fieldset
        aria-describedby={eventsProblem.invalid ? 'webhook-events-error' : undefined}
        className="flex flex-col gap-1"
      >
        <legend className="text-sm font-medium">Events</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                className="mt-1"
              />
              <span>
                <code className="font-mono">{type}</code>
                <span className="text-slate-600"> — {EVENT_DESCRIPTIONS[type]}</span>
              </span>
            </label>
          ))}
        </div>
        {eventsProblem.node}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
          Followed skus (for stock.low)
          <textarea
            value={skus}
            onChange={(e) => setSkus(e.target.value)}
            rows={2}
            aria-invalid={skusProblem.invalid}
            aria-describedby={`webhook-skus-help${skusProblem.invalid ? ' webhook-skus-error' : ''}`}
            className={`${input} font-mono`}
          />
          <span id="webhook-skus-help" className="text-xs font-normal text-slate-600">
            Our skus or your cross-referenced skus, separated by commas or new lines.
          </span>
          {skusProblem.node}
        </label>
        <label className="flex w-48 flex-col gap-1 text-sm font-medium">
          Low-stock threshold
          <input
            type="number"
            min={1}
            step={1}
            placeholder={String(DEFAULT_STOCK_LOW_THRESHOLD)}
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            aria-invalid={thresholdProblem.invalid}
            aria-describedby={`webhook-threshold-help${
              thresholdProblem.invalid ? ' webhook-stockLowThreshold-error' : ''
            }`}
            className={input}
          />
          <span id="webhook-threshold-help" className="text-xs font-normal text-slate-600">
            Pieces available in all warehouses; {DEFAULT_STOCK_LOW_THRESHOLD} when left empty.
          </span>
          {thresholdProblem.node}
        </label>
      </div>
      {create.error && (
        <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>The endpoint was not added.</p>
          <ul className="list-disc pl-5">
            {describeRefusal(create.error, FIELD_LABELS).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="submit"
        disabled={create.pending}
        className="self-start rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {create.pending ? 'Adding…' : 'Add endpoint'}
      </button>
    </form>
  );
}
