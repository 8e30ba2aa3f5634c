// The portal's own endpoints (beyond interface-v2.md) in the OpenAPI document: checkout, order
// history as placed, earlier addresses, search suggestions and filter counts.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { lineErrorWireSchema, orderWireSchema } from '@/lib/contracts/order-record';
import { jsonAnswer, standardErrors } from './common';

const portal = { tags: ['Portal'], security: [{ basicAuth: [] }] };

function registerCheckout(registry: OpenAPIRegistry): void {
  const sessionOnly =
    'Portal sessions only (API-key callers get 403): the cart belongs to a website user.';
  registry.registerPath({
    ...portal,
    method: 'post',
    path: '/v2/cart/preview',
    summary: "Plan and price the cart's order without writing anything",
    description: sessionOnly,
    responses: {
      '200': jsonAnswer(
        'The orders it would place and the line errors.',
        z.object({
          orders: z.array(orderWireSchema),
          lineErrors: z.array(lineErrorWireSchema),
          quotedLines: z
            .array(
              z.object({
                sku: z.string(),
                qty: z.number().int(),
                quotedPrice: z.number().describe('The quoted unit price charged.'),
                normalPrice: z.number().describe("The account's unit price without the quote."),
                saving: z.number().describe('(normalPrice - quotedPrice) × qty.'),
              }),
            )
            .describe('The lines charged the quoted price.'),
        }),
      ),
      ...standardErrors({
        '400':
          "The cart cannot be ordered as it is. A refused quote's error also carries reason: unknown, pending, rejected, expired or used.",
        '403': 'Not a portal session.',
      }),
    },
  });
  registry.registerPath({
    ...portal,
    method: 'post',
    path: '/v2/cart/checkout',
    summary: "Place the cart's order and empty the cart, in one transaction",
    description: `${sessionOnly} Requires an Idempotency-Key: a double click or a retry places one order.`,
    request: {
      headers: z.object({ 'Idempotency-Key': z.string().describe('Required; e.g. a UUID.') }),
    },
    responses: {
      '200': jsonAnswer('The placed orders.', z.object({ orders: z.array(orderWireSchema) })),
      ...standardErrors({
        '400': 'The order is refused, or the key is missing; each problem names its field.',
        '403': 'Not a portal session.',
        '409': 'A checkout with this key is still running.',
        '422': 'This key was used for another checkout.',
      }),
    },
  });
}

function registerHistory(registry: OpenAPIRegistry): void {
  const orders = z.array(orderWireSchema);
  registry.registerPath({
    ...portal,
    method: 'get',
    path: '/v2/portal/orders',
    summary: 'Every order record of the account (any status, any date), paged',
    request: {
      query: z.object({
        status: z.string().optional(),
        from: z.string().optional(),
        to: z.string().optional(),
        poNumber: z.string().optional(),
        page: z.string().optional(),
        pageSize: z.string().optional(),
      }),
    },
    responses: {
      '200': jsonAnswer('Order records, newest first.', orders),
      ...standardErrors({ '400': 'A filter is malformed.' }),
    },
  });
  registry.registerPath({
    ...portal,
    method: 'get',
    path: '/v2/portal/orders/{orderNumber}',
    summary: 'An order as placed (cancelled orders keep their lines)',
    request: { params: z.object({ orderNumber: z.string().meta({ example: '5000001' }) }) },
    responses: {
      '200': jsonAnswer('Its records.', orders),
      ...standardErrors({ '404': 'No such order.' }),
    },
  });
  registry.registerPath({
    ...portal,
    method: 'get',
    path: '/v2/portal/addresses',
    summary: 'Ship-to addresses the account used before, most recent first',
    responses: {
      '200': jsonAnswer(
        'Addresses.',
        z.array(
          z.object({
            customer: z.string(),
            attn: z.string(),
            address: z.string(),
            city: z.string(),
            state: z.string(),
            zip: z.string(),
            residential: z.boolean().optional(),
          }),
        ),
      ),
      ...standardErrors(),
    },
  });
}

function registerSearchHelpers(registry: OpenAPIRegistry): void {
  registry.registerPath({
    ...portal,
    method: 'get',
    path: '/v2/catalog/suggest',
    summary: 'Styles for what the buyer is typing (search as you type)',
    request: { query: z.object({ q: z.string().optional().meta({ example: 'hood' }) }) },
    responses: {
      '200': jsonAnswer(
        'Suggestions, best first.',
        z.array(
          z.object({
            styleID: z.number().int(),
            brandName: z.string(),
            styleName: z.string(),
            title: z.string(),
          }),
        ),
      ),
      ...standardErrors(),
    },
  });
  const counts = z.record(z.string(), z.number().int());
  registry.registerPath({
    ...portal,
    method: 'get',
    path: '/v2/catalog/search/counts',
    summary: 'Styles per filter value for a search, each counted without its own filter',
    request: {
      query: z.object({
        q: z.string().optional(),
        brand: z.string().optional(),
        category: z.string().optional(),
      }),
    },
    responses: {
      '200': jsonAnswer(
        'Counts by brand id, category id and warehouse, and of new and sustainable styles.',
        z.object({
          brands: counts,
          categories: counts,
          warehouses: counts,
          newStyles: z.number().int(),
          sustainableStyles: z.number().int(),
        }),
      ),
      ...standardErrors({ '400': 'A parameter is malformed.' }),
    },
  });
}

export function registerPortalOperations(registry: OpenAPIRegistry): void {
  registerCheckout(registry);
  registerHistory(registry);
  registerSearchHelpers(registry);
}
