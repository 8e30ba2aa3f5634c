import type { OutboxMessage } from '@/lib/domain/ports/outbox-repository';
import type { OutboxRow } from './rows';

/** Named field by field, so a column added to the table does not leak into the domain. */
export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind,
    orderNumber: row.orderNumber,
    toAddress: row.toAddress,
    subject: row.subject,
    textBody: row.textBody,
    htmlBody: row.htmlBody,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    attempts: row.attempts,
    lastError: row.lastError,
    claimedUntil: row.claimedUntil,
  };
}
