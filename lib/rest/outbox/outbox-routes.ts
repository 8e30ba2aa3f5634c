// GET /v2/outbox/ – beyond the contract, for the portal: the account's e-mails (order
// confirmations, line-error details), newest first, with their delivery state. `?pageSize=` caps
// the count (default 100, at most 500).
import type { OutboxMessageWire } from '@/lib/contracts/wire/account-records';
import { toBusinessDateTime } from '@/lib/domain/business-time';
import { listOutbox, type OutboxEntry } from '@/lib/services/list-outbox';
import { json } from '../responses';
import type { Route } from '../router';

function toWire(message: OutboxEntry, zone: string): OutboxMessageWire {
  const at = (ms: number | null) => (ms === null ? null : toBusinessDateTime(ms, zone));
  return {
    id: message.id,
    kind: message.kind,
    orderNumber: message.orderNumber,
    to: message.toAddress,
    subject: message.subject,
    createdDate: at(message.createdAt),
    sentDate: at(message.sentAt),
    status: message.state,
    attempts: message.attempts,
    lastError: message.lastError,
    textBody: message.textBody,
    htmlBody: message.htmlBody,
  };
}

export const outboxRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/outbox',
    async handler({ req, caller, app }) {
      const messages = await listOutbox(app.deps, caller, req.query.get('pageSize'));
      const zone = app.deps.settings.businessTimeZone;
      return json(
        200,
        messages.map((m) => toWire(m, zone)),
      );
    },
  },
];
