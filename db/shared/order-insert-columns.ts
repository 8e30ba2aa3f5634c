// The columns the placement inserts, named once, so each dialect prepares its INSERT statements
// once with one placeholder per column and binds the mapped values of db/shared at every run.
import { sql, type Placeholder } from 'drizzle-orm';
import type { OrderInsert, OrderLineInsert, OutboxInsert } from './order-row-types';

export const ORDER_INSERT_COLUMNS = [
  'guid',
  'orderNumber',
  'accountId',
  'warehouseCode',
  'poNumber',
  'invoiceNumber',
  'orderedAt',
  'expectedDeliveryAt',
  'shipByDate',
  'orderType',
  'terms',
  'status',
  'deliveryStatus',
  'dropship',
  'shippingMethodCode',
  'shippingCarrier',
  'shippingMethod',
  'shipBlind',
  'shippingCollectNumber',
  'trackingNumber',
  'shipToCustomer',
  'shipToAttn',
  'shipToAddress',
  'shipToCity',
  'shipToState',
  'shipToZip',
  'shipToResidential',
  'billTo',
  'billAttn',
  'billAddress',
  'billCity',
  'billState',
  'billZip',
  'subtotalCents',
  'shippingCents',
  'shippingSavedCents',
  'taxCents',
  'smallOrderFeeCents',
  'totalCents',
  'totalPieces',
  'totalLines',
  'totalWeight',
  'totalBoxes',
  'conveyorLane',
  'quoteNumber',
  'promotionCode',
  'paymentProfileId',
  'emailConfirmation',
  'isTest',
  'cancelledAt',
  'nextEventAt',
] as const satisfies readonly (keyof OrderInsert)[];

export const ORDER_LINE_INSERT_COLUMNS = [
  'orderId',
  'lineNumber',
  'type',
  'productId',
  'sku',
  'gtin',
  'yourSku',
  'qtyOrdered',
  'qtyShipped',
  'priceCents',
  'brandName',
  'styleName',
  'title',
  'colorName',
  'sizeName',
  'returnable',
  'quoted',
] as const satisfies readonly (keyof OrderLineInsert)[];

export const OUTBOX_INSERT_COLUMNS = [
  'accountId',
  'kind',
  'orderNumber',
  'toAddress',
  'subject',
  'textBody',
  'htmlBody',
  'createdAt',
] as const satisfies readonly (keyof OutboxInsert)[];

/** Exactly the listed columns, each required (no column silently left to a default). */
export type InsertOf<Row, Columns extends readonly (keyof Row)[]> = Pick<
  Required<Row>,
  Columns[number]
>;

export type OrderInsertValues = InsertOf<OrderInsert, typeof ORDER_INSERT_COLUMNS>;
export type OrderLineInsertValues = InsertOf<OrderLineInsert, typeof ORDER_LINE_INSERT_COLUMNS>;
export type OutboxInsertValues = InsertOf<OutboxInsert, typeof OUTBOX_INSERT_COLUMNS>;

/** `{ column: sql.placeholder('column') }` for each column, for a prepared INSERT … VALUES. */
export function placeholdersFor<const Column extends string>(
  columns: readonly Column[],
): Record<Column, Placeholder<Column>> {
  const values = {} as Record<Column, Placeholder<Column>>;
  for (const column of columns) values[column] = sql.placeholder(column);
  return values;
}
