import type { Caller } from '@/lib/domain/accounts';
import type { OutboxMessage } from '@/lib/domain/ports/outbox-repository';
import { parsePage } from '@/lib/domain/order-listing';
import type { ServiceDeps } from './service-deps';

/**
 * The account's e-mails, newest first: what was sent and what waits (without SMTP_URL every
 * message stays here, and the portal shows them instead).
 */
export async function listOutbox(
  deps: ServiceDeps,
  caller: Caller,
  pageSize: string | undefined,
): Promise<OutboxMessage[]> {
  const limit = parsePage(undefined, pageSize)?.limit ?? 100;
  return deps.repos.outbox.listForAccount(caller.account.id, limit);
}
