import { afterEach, describe, expect, it, vi } from 'vitest';
import { listWebhookDeliveries, listWebhookEndpoints } from './webhooks';

const endpoint = {
  id: 'ep_01kmx2q3r4s5t6v7w8x9y0z1a2',
  url: 'https://hooks.example.com/in',
  description: '',
  events: ['order.placed'],
  skus: [],
  stockLowThreshold: 24,
  createdAt: '2026-11-23T16:00:00Z',
  secretRotatedAt: null,
};

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the webhooks page reads the API answers', () => {
  it('takes a list of endpoints as the contract writes it', async () => {
    answer([endpoint]);
    await expect(listWebhookEndpoints()).resolves.toEqual([endpoint]);
  });

  it('refuses an endpoint without its events, rather than showing half of it', async () => {
    answer([{ ...endpoint, events: undefined }]);
    await expect(listWebhookEndpoints()).rejects.toThrow(
      "The server's answer is not a list of webhook endpoints.",
    );
  });

  it('takes deliveries with their attempts, and refuses an unknown status', async () => {
    const delivery = {
      id: 'msg_01',
      eventType: 'webhook.test',
      createdAt: '2026-11-23T16:00:00Z',
      status: 'pending',
      nextAttemptAt: '2026-11-23T16:00:30Z',
      attempts: [
        {
          attemptedAt: '2026-11-23T16:00:01Z',
          statusCode: null,
          error: 'connect ECONNREFUSED 127.0.0.1:9',
          durationMs: 2,
        },
      ],
      payload: { type: 'webhook.test', timestamp: '2026-11-23T16:00:00Z', data: {} },
    };
    answer([delivery]);
    await expect(listWebhookDeliveries(endpoint.id)).resolves.toEqual([delivery]);
    answer([{ ...delivery, status: 'lost' }]);
    await expect(listWebhookDeliveries(endpoint.id)).rejects.toThrow('webhook deliveries');
  });
});
