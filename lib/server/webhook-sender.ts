// POSTs webhook messages, signed per the Standard Webhooks spec with the `standardwebhooks`
// package (webhook-id, webhook-timestamp, webhook-signature). Unless private targets are allowed,
// the host is resolved first and refused when any address is private, loopback or link-local,
// and the connection is pinned to the address that was checked, so a DNS answer that changes
// between the check and the connect (rebinding) cannot redirect it. Redirects are not followed.
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type {
  WebhookRequest,
  WebhookResponse,
  WebhookSender,
} from '@/lib/domain/ports/webhook-sender';
import { DELIVERY_TIMEOUT_MS, isPrivateAddress } from '@/lib/domain/webhooks';

const USER_AGENT = 'ApparelPortal-Webhooks/1.0';

/** All signatures, space-separated: receivers accept the message when any one verifies. */
export function signatureHeader(request: WebhookRequest): string {
  return request.secrets
    .map((secret) =>
      new Webhook(secret).sign(request.messageId, new Date(request.at), request.payload),
    )
    .join(' ');
}

function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export interface WebhookSenderOptions {
  allowPrivateTargets: boolean;
  timeoutMs?: number;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return {
    async send(request) {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return { statusCode: null, error: 'invalid URL' };
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      let resolved: { address: string; family: number };
      try {
        resolved = await lookup(host);
      } catch (error) {
        return { statusCode: null, error: errorText(error) };
      }
      if (!options.allowPrivateTargets && isPrivateAddress(resolved.address)) {
        return { statusCode: null, error: `refused: ${host} resolves to a private address` };
      }
      const body = Buffer.from(request.payload);
      const requestOptions: RequestOptions = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': USER_AGENT,
          'webhook-id': request.messageId,
          'webhook-timestamp': String(Math.floor(request.at / 1000)),
          'webhook-signature': signatureHeader(request),
        },
        lookup: pinnedLookup(resolved.address, resolved.family),
        timeout: timeoutMs,
      };
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<WebhookResponse>((resolve) => {
        // The whole attempt, not only idle socket time, is bounded by the timeout.
        const deadline = setTimeout(
          () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)),
          timeoutMs,
        );
        const req = send(url, requestOptions, (res) => {
          // The body is not needed; reading it frees the socket.
          res.resume();
          res.on('end', () => {
            clearTimeout(deadline);
            resolve({ statusCode: res.statusCode ?? 0, error: null });
          });
          res.on('error', () => {
            clearTimeout(deadline);
            resolve({ statusCode: res.statusCode ?? 0, error: null });
          });
        });
        req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
        req.on('error', (error) => {
          clearTimeout(deadline);
          resolve({ statusCode: null, error: errorText(error) });
        });
        req.end(body);
      });
    },
  };
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
