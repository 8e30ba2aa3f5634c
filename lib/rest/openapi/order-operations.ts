// The order operations of the OpenAPI document (interface-v2.md §4, compatibility.md §3–§4).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { lineErrorWireSchema, orderWireSchema } from '@/lib/contracts/order-record';
import { placeOrderRequestSchema } from '@/lib/contracts/place-order-request';
import { quoteWireSchema } from '@/lib/contracts/wire/account-records';
import {
  CASE_NOTE,
  idListParam,
  jsonAnswer,
  jsonOrXmlAnswer,
  mediaTypeQuery,
  named,
  standardErrors,
} from './common';
const namedOrder = named('Order', orderWireSchema);
const namedLineError = named('LineError', lineErrorWireSchema);
const namedPlaceOrderRequest = named('PlaceOrderRequest', placeOrderRequestSchema);
const namedQuote = named('Quote', quoteWireSchema);

const demoOrder = {
  shippingAddress: {
    customer: 'Northside Print Co.',
    attn: 'Receiving',
    address: '1200 W Fulton St',
    city: 'Chicago',
    state: 'IL',
    zip: '60607',
    residential: false,
  },
  shippingMethod: '1',
  poNumber: 'PO-1001',
  emailConfirmation: 'buyer@example.com',
  autoselectWarehouse: true,
  lines: [{ identifier: '10760024', qty: 24 }],
};

export function registerOrderOperations(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/openapi.json',
    tags: ['Reference'],
    summary: 'This document (public, no credentials)',
    security: [],
    responses: {
      '200': {
        description: 'The OpenAPI 3.1 document.',
        content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
      },
    },
  });

  const order = namedOrder;
  const lineError = namedLineError;
  const request = namedPlaceOrderRequest;

  registry.registerPath({
    method: 'post',
    path: '/v2/orders/',
    tags: ['Orders'],
    summary: 'Place an order (one Order record per shipping warehouse)',
    description:
      'JSON or XML body (root <Order>, element names = the JSON field names). ' +
      'Send an Idempotency-Key so that a retry (timeout, double click) answers the first ' +
      'response instead of ordering twice; testOrder: true prices and validates without writing. ' +
      CASE_NOTE,
    security: [{ basicAuth: [] }],
    request: {
      headers: z.object({
        'Idempotency-Key': z
          .string()
          .optional()
          .describe('1–255 visible ASCII characters, e.g. a UUID; remembered 24 hours.'),
      }),
      body: {
        required: true,
        content: {
          'application/json': { schema: request, example: demoOrder },
          'application/xml': { schema: z.string().describe('<Order>…</Order>') },
        },
      },
    },
    responses: {
      '200': jsonAnswer(
        'The placed orders; with rejectLineErrors false: {orders, lineErrors}.',
        z.union([
          z.array(order),
          z.object({ orders: z.array(order), lineErrors: z.array(lineError) }),
        ]),
      ),
      ...standardErrors({
        '400': 'The order is refused: one entry per problem, each naming its field.',
        '409': 'A request with this Idempotency-Key is still being processed.',
        '413': 'The body is larger than the limit.',
        '415': 'Content-Type is neither JSON nor XML.',
        '422': 'This Idempotency-Key was used with a different request.',
      }),
    },
  });

  const listQuery = z.object({
    All: z.enum(['true', 'false']).optional().describe('Every order, not only the open ones.'),
    invoicedate: z.string().optional().describe('Invoice dates, yyyy-MM-dd, comma-separated.'),
    invoicestartdate: z.string().optional().describe('yyyy-MM-dd.'),
    invoiceenddate: z.string().optional().describe('yyyy-MM-dd.'),
    status: z
      .string()
      .optional()
      .describe('Order statuses, comma-separated (beyond the contract).'),
    from: z.string().optional().describe('Ordered on or after, yyyy-MM-dd.'),
    to: z.string().optional().describe('Ordered on or before, yyyy-MM-dd.'),
    poNumber: z.string().optional(),
    page: z.string().optional(),
    pageSize: z.string().optional(),
    ...mediaTypeQuery,
  });
  const listAnswer = {
    ...jsonOrXmlAnswer('Order records (one per warehouse).', z.array(order)),
  };
  listAnswer.headers = {
    ...listAnswer.headers,
    'X-Total-Count': {
      description: 'Records matching before paging.',
      schema: { type: 'integer' },
    },
  };
  registry.registerPath({
    method: 'get',
    path: '/v2/orders/',
    tags: ['Orders'],
    summary: "The account's orders: open ones, or by the filters given",
    description: CASE_NOTE,
    security: [{ basicAuth: [] }],
    request: { query: listQuery },
    responses: { '200': listAnswer, ...standardErrors({ '400': 'A filter is malformed.' }) },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/orders/{ids}',
    tags: ['Orders'],
    summary: 'Orders by PO, order number, invoice number or guid',
    security: [{ basicAuth: [] }],
    request: {
      params: idListParam('ids', 'PO numbers, order numbers, invoice numbers or guids.', '5000001'),
      query: z.object(mediaTypeQuery),
    },
    responses: {
      '200': listAnswer,
      ...standardErrors({ '404': 'No order of this account matches.' }),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/v2/orders/{orderNumber}',
    tags: ['Orders'],
    summary: 'Cancel an order within 10 minutes of placing it',
    description: 'Stock (and a single-use quote) is restored once, however many cancels race.',
    security: [{ basicAuth: [] }],
    request: {
      params: z.object({ orderNumber: z.string().meta({ example: '5000001' }) }),
      query: z.object(mediaTypeQuery),
    },
    responses: {
      '200': jsonOrXmlAnswer('The cancelled records (orderStatus Cancelled).', z.array(order)),
      ...standardErrors({
        '400': 'Too late (over 10 minutes), or already shipped or cancelled.',
        '404': 'No order of this account has that number.',
      }),
    },
  });

  const quotes = z.array(namedQuote);
  for (const path of ['/v2/quotes/', '/v2/quotes/{number}']) {
    const byNumber = path.endsWith('}');
    registry.registerPath({
      method: 'get',
      path,
      tags: ['Orders'],
      summary: byNumber ? 'One quote of the account' : "The account's quotes",
      description: 'Beyond the contract.',
      security: [{ basicAuth: [] }],
      ...(byNumber
        ? { request: { params: z.object({ number: z.string().meta({ example: '700101' }) }) } }
        : {}),
      responses: {
        '200': jsonAnswer('Quotes with their items and state.', quotes),
        ...standardErrors(byNumber ? { '404': 'No quote of this account has that number.' } : {}),
      },
    });
  }
}
