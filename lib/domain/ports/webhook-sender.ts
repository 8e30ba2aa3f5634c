/** One signed POST of a webhook message (lib/server/webhook-sender.ts). */
export interface WebhookRequest {
  url: string;
  /** The stable webhook-id. */
  messageId: string;
  /** The webhook-timestamp, epoch milliseconds (sent in seconds). */
  at: number;
  payload: string;
  /** Each signs the message; more than one during a secret's rotation grace period. */
  secrets: string[];
}

/** The receiver answered (any status), or the attempt failed before an answer (`error`). */
export type WebhookResponse =
  { statusCode: number; error: null } | { statusCode: null; error: string };

export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookResponse>;
}
