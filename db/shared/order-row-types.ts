// The inferred row types of the order tables, shared by both dialects' repositories and mappers.
// db/postgres/schema.ts follows the conventions (BRIEF "Two databases") that make its inferred
// types identical to these; its repositories hand their rows to the same mappers in db/shared/,
// so the compiler checks that the two schemas agree wherever orders are read or written.
import type * as schema from '../sqlite/schema';

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderInsert = typeof schema.orders.$inferInsert;
export type OrderLineRow = typeof schema.orderLines.$inferSelect;
export type OrderLineInsert = typeof schema.orderLines.$inferInsert;
export type OutboxInsert = typeof schema.outbox.$inferInsert;
export type StockRow = typeof schema.stock.$inferSelect;
export type QuoteRow = typeof schema.quotes.$inferSelect;
export type PromotionRow = typeof schema.promotions.$inferSelect;
