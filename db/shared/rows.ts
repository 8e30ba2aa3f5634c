// Row types the mappers of db/shared take. Both schemas follow one convention (same table names and
// camelCase keys; integers and epoch milliseconds are numbers; booleans are booleans), so a row
// inferred from the SQLite tables is the PostgreSQL row too; db/postgres/schema-parity.test.ts proves they agree.
import type * as schema from '../sqlite/schema';

export type ProductRow = typeof schema.products.$inferSelect;
export type StyleColorRow = typeof schema.styleColors.$inferSelect;
export type WarehouseRow = typeof schema.warehouses.$inferSelect;
export type OutboxRow = typeof schema.outbox.$inferSelect;
export type AccountRow = typeof schema.accounts.$inferSelect;
export type IdempotencyKeyRow = typeof schema.idempotencyKeys.$inferSelect;
export type WebhookEndpointRow = typeof schema.webhookEndpoints.$inferSelect;
export type WebhookMessageRow = typeof schema.webhookMessages.$inferSelect;
export type WebhookAttemptRow = typeof schema.webhookAttempts.$inferSelect;
