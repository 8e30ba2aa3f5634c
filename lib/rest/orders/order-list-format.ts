// Order lists in the caller's media type: JSON (default) or `?mediatype=xml`, where the element
// names are the JSON field names (compatibility.md §2: XML wherever it is practical).
import { itemsListing } from '@/lib/domain/listing';
import type { OrderView } from '@/lib/domain/orders';
import type { QueryParams } from '../query-params';
import type { RestResponse } from '../types';
import { listResponse } from '../wire/list-response';
import { parseMediaType } from '../wire/media-type';
import { toOrderWire } from './order-wire';

const ORDER_XML = {
  root: 'ArrayOfOrder',
  item: 'Order',
  itemNames: { lines: 'OrderLine', boxes: 'Box', contents: 'BoxLine' },
};

export function orderListResponse(
  orders: OrderView[],
  query: QueryParams,
  timeZone: string,
  headers: Record<string, string> = {},
): RestResponse {
  const response = listResponse(itemsListing(orders), {
    toWire: (order: OrderView) => toOrderWire(order, timeZone),
    format: parseMediaType(query),
    xml: ORDER_XML,
  });
  Object.assign(response.headers, headers);
  return response;
}
