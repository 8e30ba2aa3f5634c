// Cancelling an order from the browser, without a data library: the order page renders the order
// on the server and refreshes that render after the cancel (issue 15: first-load JS).
'use client';

import { requestJson } from './cart-http';
import type { OrderRecord } from './orders-types';

export async function cancelOrder(orderNumber: string): Promise<OrderRecord[]> {
  const { body } = await requestJson<OrderRecord[]>(
    `/v2/orders/${encodeURIComponent(orderNumber)}`,
    { method: 'DELETE' },
  );
  return body;
}
