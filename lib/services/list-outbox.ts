import type { Caller } from '@/lib/domain/accounts';
import { parsePage } from '@/lib/domain/order-listing';
import type { OutboxMessage } from '@/lib/domain/ports/outbox-repository';
import { OUTBOX_MAX_ATTEMPTS } from './deliver-outbox';
import type { ServiceDeps } from './service-deps';

export type DeliveryState = 'Sent' | 'Waiting' | 'Retrying' | 'Failed';

export interface OutboxEntry extends OutboxMessage {
  state: DeliveryState;
}

function stateOf(message: OutboxMessage): DeliveryState {
  if (message.sentAt !== null) return 'Sent';
  if (message.attempts >= OUTBOX_MAX_ATTEMPTS) return 'Failed';
  return message.lastError ? 'Retrying' : 'Waiting';
}

/**
 * The account's e-mails, newest first: what was sent and what waits (without SMTP_URL every
 * message stays here, and the portal shows them instead).
 */
export async function listOutbox(
  deps: ServiceDeps,
  caller: Caller,
  pageSize: string | undefined,
): Promise<OutboxEntry[]> {
  const limit = parsePage(undefined, pageSize)?.limit ?? 100;
  const messages = await deps.repos.outbox.listForAccount(caller.account.id, limit);
  return messages.map((message) => ({ ...message, state: stateOf(message) }));
}
