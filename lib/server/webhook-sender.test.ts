// The sender against a real node:http receiver, verified with the same standardwebhooks library.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender } from './webhook-sender';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const OLD_SECRET = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0';

describe('webhook sender', () => {
  let server: Server;
  let url: string;
  let status = 200;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.statusCode = status;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (secrets: string[]) => ({
    url,
    messageId: 'msg_test1',
    at: Date.now(),
    payload: '{"type":"webhook.test","timestamp":"2026-11-23T16:00:00.000Z","data":{}}',
    secrets,
  });

  it('POSTs a body that verifies with every secret it was signed with', async () => {
    const sender = createWebhookSender({ allowPrivateTargets: true });
    expect(await sender.send(request([SECRET, OLD_SECRET]))).toEqual({
      statusCode: 200,
      error: null,
    });
    const last = received.at(-1)!;
    expect(last.headers['webhook-id']).toBe('msg_test1');
    const headers = {
      'webhook-id': String(last.headers['webhook-id']),
      'webhook-timestamp': String(last.headers['webhook-timestamp']),
      'webhook-signature': String(last.headers['webhook-signature']),
    };
    expect(new Webhook(SECRET).verify(last.body, headers)).toMatchObject({ type: 'webhook.test' });
    expect(new Webhook(OLD_SECRET).verify(last.body, headers)).toMatchObject({
      type: 'webhook.test',
    });
    expect(() =>
      new Webhook('whsec_bmV3LW5ldy1uZXctbmV3LW5ldy1uZXctbmV3').verify(last.body, headers),
    ).toThrow();
  });

  it('reports the status of a refusing receiver and the error of an unreachable one', async () => {
    status = 503;
    const sender = createWebhookSender({ allowPrivateTargets: true });
    expect(await sender.send(request([SECRET]))).toEqual({ statusCode: 503, error: null });
    status = 200;
    const closed = await sender.send({ ...request([SECRET]), url: 'http://127.0.0.1:1/' });
    expect(closed.statusCode).toBeNull();
    expect(closed.error).toMatch(/ECONNREFUSED/);
  });

  it('refuses a private target at delivery unless allowed', async () => {
    const before = received.length;
    const sender = createWebhookSender({ allowPrivateTargets: false });
    expect(await sender.send(request([SECRET]))).toEqual({
      statusCode: null,
      error: 'refused: 127.0.0.1 resolves to a private address',
    });
    expect(received.length).toBe(before);
  });
});
