import type { OutboxMessage, OutboxRepository } from '@/lib/domain/ports/outbox-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface OutboxRow {
  id: number;
  account_id: number;
  kind: string;
  order_number: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  sent_at: number | null;
  attempts: number;
  last_error: string | null;
  claimed_until: number | null;
}

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    accountId: row.account_id,
    kind: row.kind,
    orderNumber: row.order_number,
    toAddress: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
    claimedUntil: row.claimed_until,
  };
}

export function createOutboxRepository(handle: DatabaseHandle): OutboxRepository {
  // One statement picks and leases: the sub-select and the update run under the same write lock,
  // and the WHERE repeats the "free" condition so a row leased meanwhile is not taken twice.
  const claim = lazyStatement<[number, number, number, number, number, number], OutboxRow>(
    handle,
    `UPDATE outbox SET claimed_until = ?, attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox
                    WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?)
                      AND attempts < ?
                    ORDER BY id LIMIT ?)
        AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?) AND attempts < ?
      RETURNING *`,
  );
  const sent = lazyStatement<[number, number, number], unknown>(
    handle,
    'UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ? AND claimed_until = ? AND sent_at IS NULL',
  );
  const failed = lazyStatement<[string, number, number, number], unknown>(
    handle,
    'UPDATE outbox SET last_error = ?, claimed_until = ? WHERE id = ? AND claimed_until = ?',
  );
  const forAccount = lazyStatement<[number, number], OutboxRow>(
    handle,
    'SELECT * FROM outbox WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  return {
    claim(now, leaseUntil, maxAttempts, limit) {
      const rows = claim().all(leaseUntil, now, maxAttempts, limit, now, maxAttempts);
      return Promise.resolve(rows.sort((a, b) => a.id - b.id).map(toMessage));
    },
    markSent(id, leaseUntil, now) {
      return Promise.resolve(sent().run(now, id, leaseUntil).changes === 1);
    },
    markFailed(id, leaseUntil, error, retryAt) {
      failed().run(error.slice(0, 1000), retryAt, id, leaseUntil);
      return Promise.resolve();
    },
    listForAccount(accountId, limit) {
      return Promise.resolve(forAccount().all(accountId, limit).map(toMessage));
    },
  };
}
