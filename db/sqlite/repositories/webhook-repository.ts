// Webhook endpoints, their messages and attempts (SQLite). A message lease is (lease_token,
// leased_until): the claim is one guarded UPDATE under SQLite's single write lock, so across any
// number of processes one worker holds a message at a time; a worker that dies leaves the lease
// to expire, after which another claims it with a new token and the dead one's token is void.
import { and, asc, count, desc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { WebhookRepository } from '@/lib/domain/ports/webhook-repository';
import { lazy } from '../../shared/lazy';
import {
  endpointInsertOf,
  messageInsertOf,
  newWebhookId,
  signingSecretsOf,
  toWebhookDelivery,
  toWebhookEndpoint,
} from '../../shared/webhook-records';
import type { DatabaseHandle } from '../client';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../schema';

const placeholder = sql.placeholder;
const claimable = and(
  eq(webhookMessages.status, 'pending'),
  lte(webhookMessages.nextAttemptAt, placeholder('now')),
  or(isNull(webhookMessages.leasedUntil), lte(webhookMessages.leasedUntil, placeholder('now'))),
);

export function createWebhookRepository({ db }: DatabaseHandle): WebhookRepository {
  const ofAccount = (accountId: number, endpointId: string) =>
    and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, endpointId));
  const endpointRow = (accountId: number, endpointId: string) =>
    db.select().from(webhookEndpoints).where(ofAccount(accountId, endpointId)).get();
  const claim = lazy(() =>
    db
      .update(webhookMessages)
      .set({
        leaseToken: sql`${placeholder('token')}`,
        leasedUntil: sql`${placeholder('leaseUntil')}`,
        attemptCount: sql`${webhookMessages.attemptCount} + 1`,
      })
      .where(
        and(
          inArray(
            webhookMessages.id,
            db
              .select({ id: webhookMessages.id })
              .from(webhookMessages)
              .where(claimable)
              .orderBy(asc(webhookMessages.nextAttemptAt))
              .limit(placeholder('limit')),
          ),
          claimable,
        ),
      )
      .returning()
      .prepare(),
  );
  const attemptsOf = (messageIds: string[]) =>
    messageIds.length === 0
      ? []
      : db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.messageId, messageIds))
          .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id))
          .all();

  function messagesWithAttempts(rows: (typeof webhookMessages.$inferSelect)[]) {
    const attempts = attemptsOf(rows.map((r) => r.id));
    return rows.map((row) => toWebhookDelivery(row, attempts));
  }

  return {
    createEndpoint(endpoint, maxPerAccount) {
      const created = db.transaction(
        () => {
          const [existing] = db
            .select({ n: count() })
            .from(webhookEndpoints)
            .where(eq(webhookEndpoints.accountId, endpoint.accountId))
            .all();
          if ((existing?.n ?? 0) >= maxPerAccount) return undefined;
          const row = endpointInsertOf(endpoint, newWebhookId('ep', endpoint.createdAt));
          db.insert(webhookEndpoints).values(row).run();
          return toWebhookEndpoint(row);
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(created);
    },
    listEndpoints(accountId) {
      const rows = db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.accountId, accountId))
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
        .all();
      return Promise.resolve(rows.map(toWebhookEndpoint));
    },
    findEndpoint(accountId, endpointId) {
      const row = endpointRow(accountId, endpointId);
      return Promise.resolve(row ? toWebhookEndpoint(row) : undefined);
    },
    deleteEndpoint(accountId, endpointId) {
      const deleted = db.transaction(
        () => {
          if (!endpointRow(accountId, endpointId)) return false;
          const messages = db
            .select({ id: webhookMessages.id })
            .from(webhookMessages)
            .where(eq(webhookMessages.endpointId, endpointId));
          db.delete(webhookAttempts).where(inArray(webhookAttempts.messageId, messages)).run();
          db.delete(webhookMessages).where(eq(webhookMessages.endpointId, endpointId)).run();
          db.delete(webhookEndpoints).where(ofAccount(accountId, endpointId)).run();
          return true;
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(deleted);
    },
    rotateSecret(accountId, endpointId, secret, now, previousUntil) {
      const [row] = db
        .update(webhookEndpoints)
        .set({
          previousSecret: sql`${webhookEndpoints.secret}`,
          previousSecretUntil: previousUntil,
          secret,
          secretRotatedAt: now,
        })
        .where(ofAccount(accountId, endpointId))
        .returning()
        .all();
      return Promise.resolve(row ? toWebhookEndpoint(row) : undefined);
    },
    listDeliveries(accountId, endpointId, limit) {
      const rows = db
        .select()
        .from(webhookMessages)
        .where(
          and(eq(webhookMessages.accountId, accountId), eq(webhookMessages.endpointId, endpointId)),
        )
        .orderBy(desc(webhookMessages.createdAt), desc(webhookMessages.id))
        .limit(limit)
        .all();
      return Promise.resolve(messagesWithAttempts(rows));
    },
    findDelivery(accountId, endpointId, messageId) {
      const rows = db
        .select()
        .from(webhookMessages)
        .where(
          and(
            eq(webhookMessages.accountId, accountId),
            eq(webhookMessages.endpointId, endpointId),
            eq(webhookMessages.id, messageId),
          ),
        )
        .all();
      return Promise.resolve(messagesWithAttempts(rows)[0]);
    },
    redeliver(accountId, endpointId, messageId, now) {
      // Clearing the lease voids an attempt in flight: its outcome no longer decides the state.
      const { changes } = db
        .update(webhookMessages)
        .set({
          status: 'pending',
          nextAttemptAt: now,
          attemptCount: 0,
          leaseToken: null,
          leasedUntil: null,
        })
        .where(
          and(
            eq(webhookMessages.accountId, accountId),
            eq(webhookMessages.endpointId, endpointId),
            eq(webhookMessages.id, messageId),
          ),
        )
        .run();
      return Promise.resolve(changes === 1);
    },
    enqueueFor(accountId, endpointId, event) {
      const row = messageInsertOf({ id: endpointId, accountId }, event);
      db.insert(webhookMessages).values(row).run();
      return Promise.resolve(row.id);
    },
    claimDue(now, leaseUntil, token, limit) {
      const rows = claim().all({ now, leaseUntil, token, limit });
      if (rows.length === 0) return Promise.resolve([]);
      const endpoints = new Map(
        db
          .select()
          .from(webhookEndpoints)
          .where(
            inArray(
              webhookEndpoints.id,
              rows.map((r) => r.endpointId),
            ),
          )
          .all()
          .map((e) => [e.id, e]),
      );
      return Promise.resolve(
        rows.flatMap((row) => {
          const endpoint = endpoints.get(row.endpointId);
          if (!endpoint) return [];
          return [
            {
              id: row.id,
              url: endpoint.url,
              payload: row.payload,
              attemptCount: row.attemptCount,
              secrets: signingSecretsOf(endpoint, now),
            },
          ];
        }),
      );
    },
    finishAttempt(messageId, token, attempt, outcome) {
      const held = db.transaction(
        () => {
          // The endpoint (and its messages) may have been deleted while the attempt was in flight.
          const exists = db
            .select({ id: webhookMessages.id })
            .from(webhookMessages)
            .where(eq(webhookMessages.id, messageId))
            .get();
          if (!exists) return false;
          db.insert(webhookAttempts)
            .values({ messageId, ...attempt, error: attempt.error?.slice(0, 1000) ?? null })
            .run();
          const { changes } = db
            .update(webhookMessages)
            .set({
              status: outcome.status,
              nextAttemptAt: outcome.nextAttemptAt,
              leaseToken: null,
              leasedUntil: null,
            })
            .where(and(eq(webhookMessages.id, messageId), eq(webhookMessages.leaseToken, token)))
            .run();
          return changes === 1;
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(held);
    },
    backlog() {
      const [row] = db
        .select({ pending: count(), oldest: min(webhookMessages.createdAt) })
        .from(webhookMessages)
        .where(eq(webhookMessages.status, 'pending'))
        .all();
      return Promise.resolve({
        pending: row?.pending ?? 0,
        oldestPendingCreatedAt: row?.oldest ?? null,
      });
    },
  };
}
