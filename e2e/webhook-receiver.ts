// A customer's webhook receiver for the e2e journeys: a real node:http server that records every
// message with the Standard Webhooks headers, and can be stopped and started again on the same
// port (the endpoint's URL) to prove that failed deliveries are retried and redelivered.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedMessage {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

export class WebhookReceiver {
  readonly received: ReceivedMessage[] = [];
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/apparel`;
  }

  /** Listens on the same port as before (a free one the first time). */
  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          id: header(req.headers, 'webhook-id'),
          timestamp: header(req.headers, 'webhook-timestamp'),
          signature: header(req.headers, 'webhook-signature'),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Refuses connections from now on, including on kept-alive sockets. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages with this webhook-id (redeliveries keep the id). */
  withId(id: string): ReceivedMessage[] {
    return this.received.filter((message) => message.id === id);
  }
}

/** Verifies a message as a customer would, with the library the Standard Webhooks spec maintains. */
export function verifiedPayload(message: ReceivedMessage, secret: string): unknown {
  return new Webhook(secret).verify(message.body, {
    'webhook-id': message.id,
    'webhook-timestamp': message.timestamp,
    'webhook-signature': message.signature,
  });
}
