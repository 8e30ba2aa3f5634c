// PostgreSQL twin of db/sqlite/repositories/webhook-repository.ts. A message lease is
// (lease_token, leased_until); the claim's sub-select locks the rows it picks FOR UPDATE SKIP
// LOCKED, so concurrent claimers take disjoint batches without waiting, and the outer WHERE
// repeats "claimable", which PostgreSQL re-checks on the row's latest version.
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
import type { PostgresHandle } from '../client';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../schema';

const placeholder = sql.placeholder;
const claimable = and(
  eq(webhookMessages.status, 'pending'),
  lte(webhookMessages.nextAttemptAt, placeholder('now')),
  or(isNull(webhookMessages.leasedUntil), lte(webhookMessages.leasedUntil, placeholder('now'))),
);

export function createWebhookRepository({ db }: PostgresHandle): WebhookRepository {
  const ofAccount = (accountId: number, endpointId: string) =>
    and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, endpointId));
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
              .limit(placeholder('limit'))
              .for('update', { skipLocked: true }),
          ),
          claimable,
        ),
      )
      .returning()
      .prepare('w_webhook_claim'),
  );

  async function messagesWithAttempts(rows: (typeof webhookMessages.$inferSelect)[]) {
    const ids = rows.map((r) => r.id);
    const attempts =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(webhookAttempts)
            .where(inArray(webhookAttempts.messageId, ids))
            .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
    return rows.map((row) => toWebhookDelivery(row, attempts));
  }

  return {
    async createEndpoint(endpoint, maxPerAccount) {
      return db.transaction(async (tx) => {
        // Serialises an account's creations, so two concurrent ones cannot both pass the count.
        await tx.execute(sql`select pg_advisory_xact_lock(7014, ${endpoint.accountId})`);
        const [existing] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.accountId, endpoint.accountId));
        if ((existing?.n ?? 0) >= maxPerAccount) return undefined;
        const row = endpointInsertOf(endpoint, newWebhookId('ep', endpoint.createdAt));
        await tx.insert(webhookEndpoints).values(row);
        return toWebhookEndpoint(row);
      });
    },
    async listEndpoints(accountId) {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.accountId, accountId))
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
      return rows.map(toWebhookEndpoint);
    },
    async findEndpoint(accountId, endpointId) {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(ofAccount(accountId, endpointId));
      return row ? toWebhookEndpoint(row) : undefined;
    },
    async deleteEndpoint(accountId, endpointId) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: webhookEndpoints.id })
          .from(webhookEndpoints)
          .where(ofAccount(accountId, endpointId))
          .for('update');
        if (!row) return false;
        const messages = tx
          .select({ id: webhookMessages.id })
          .from(webhookMessages)
          .where(eq(webhookMessages.endpointId, endpointId));
        await tx.delete(webhookAttempts).where(inArray(webhookAttempts.messageId, messages));
        await tx.delete(webhookMessages).where(eq(webhookMessages.endpointId, endpointId));
        await tx.delete(webhookEndpoints).where(ofAccount(accountId, endpointId));
        return true;
      });
    },
    async rotateSecret(accountId, endpointId, secret, now, previousUntil) {
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          previousSecret: sql`${webhookEndpoints.secret}`,
          previousSecretUntil: previousUntil,
          secret,
          secretRotatedAt: now,
        })
        .where(ofAccount(accountId, endpointId))
        .returning();
      return row ? toWebhookEndpoint(row) : undefined;
    },
    async listDeliveries(accountId, endpointId, limit) {
      const rows = await db
        .select()
        .from(webhookMessages)
        .where(
          and(eq(webhookMessages.accountId, accountId), eq(webhookMessages.endpointId, endpointId)),
        )
        .orderBy(desc(webhookMessages.createdAt), desc(webhookMessages.id))
        .limit(limit);
      return messagesWithAttempts(rows);
    },
    async findDelivery(accountId, endpointId, messageId) {
      const rows = await db
        .select()
        .from(webhookMessages)
        .where(
          and(
            eq(webhookMessages.accountId, accountId),
            eq(webhookMessages.endpointId, endpointId),
            eq(webhookMessages.id, messageId),
          ),
        );
      return (await messagesWithAttempts(rows))[0];
    },
    async redeliver(accountId, endpointId, messageId, now) {
      // Clearing the lease voids an attempt in flight: its outcome no longer decides the state.
      const updated = await db
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
        .returning({ id: webhookMessages.id });
      return updated.length === 1;
    },
    async enqueueFor(accountId, endpointId, event) {
      const row = messageInsertOf({ id: endpointId, accountId }, event);
      await db.insert(webhookMessages).values(row);
      return row.id;
    },
    async claimDue(now, leaseUntil, token, limit) {
      const rows = await claim().execute({ now, leaseUntil, token, limit });
      if (rows.length === 0) return [];
      const endpoints = new Map(
        (
          await db
            .select()
            .from(webhookEndpoints)
            .where(
              inArray(
                webhookEndpoints.id,
                rows.map((r) => r.endpointId),
              ),
            )
        ).map((e) => [e.id, e]),
      );
      return rows
        .sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0))
        .flatMap((row) => {
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
        });
    },
    async finishAttempt(messageId, token, attempt, outcome) {
      return db.transaction(async (tx) => {
        // The endpoint (and its messages) may have been deleted while the attempt was in flight.
        const [exists] = await tx
          .select({ id: webhookMessages.id })
          .from(webhookMessages)
          .where(eq(webhookMessages.id, messageId))
          .for('update');
        if (!exists) return false;
        await tx
          .insert(webhookAttempts)
          .values({ messageId, ...attempt, error: attempt.error?.slice(0, 1000) ?? null });
        const updated = await tx
          .update(webhookMessages)
          .set({
            status: outcome.status,
            nextAttemptAt: outcome.nextAttemptAt,
            leaseToken: null,
            leasedUntil: null,
          })
          .where(and(eq(webhookMessages.id, messageId), eq(webhookMessages.leaseToken, token)))
          .returning({ id: webhookMessages.id });
        return updated.length === 1;
      });
    },
    async backlog() {
      const [row] = await db
        .select({ pending: count(), oldest: min(webhookMessages.createdAt) })
        .from(webhookMessages)
        .where(eq(webhookMessages.status, 'pending'));
      return {
        pending: Number(row?.pending ?? 0),
        oldestPendingCreatedAt:
          row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
      };
    },
  };
}
