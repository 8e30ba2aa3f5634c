import type { OrderQuery } from '../order-listing';
import type { OrderView } from '../orders';

export interface OrderPage {
  orders: OrderView[];
  /** Records matching the query before paging. */
  total: number;
}

/** The read side of orders; every read is scoped to one account (accounts are walls). */
export interface OrderQueryRepository {
  /** Records of the order number, lines included, in warehouse order. */
  byOrderNumber(accountId: number, orderNumber: string): Promise<OrderView[]>;
  /** Records by id (after a cancel), lines included. */
  byIds(accountId: number, ids: readonly number[]): Promise<OrderView[]>;
  /** Newest first, lines included. */
  find(accountId: number, query: OrderQuery): Promise<OrderPage>;
}
