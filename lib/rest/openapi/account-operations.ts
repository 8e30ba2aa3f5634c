// Cross references, payment profiles, the outbox and the portal's cart in the OpenAPI document.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  addCartLinesSchema,
  cartSettingsPatchSchema,
  cartViewSchema,
  updateCartLineSchema,
} from '@/lib/contracts/cart';
import {
  crossRefWireSchema,
  outboxMessageWireSchema,
  paymentProfileWireSchema,
} from '@/lib/contracts/wire/account-records';
import { jsonAnswer, named, noContentAnswer, standardErrors } from './common';
const namedCrossRef = named('CrossRef', crossRefWireSchema);
const namedPaymentProfile = named('PaymentProfile', paymentProfileWireSchema);
const namedOutboxMessage = named('OutboxMessage', outboxMessageWireSchema);
const namedCart = named('Cart', cartViewSchema);

const yourSkuParam = z.object({
  yourSku: z
    .string()
    .describe("The account's own sku name (GET: one or several, comma-separated).")
    .meta({ example: 'MY-TEE-BLK-L' }),
});

function registerCrossRefs(registry: OpenAPIRegistry): void {
  const refs = z.array(namedCrossRef);
  registry.registerPath({
    method: 'get',
    path: '/v2/crossref/',
    tags: ['Cross references'],
    summary: "The account's cross references",
    security: [{ basicAuth: [] }],
    responses: { '200': jsonAnswer('Cross references.', refs), ...standardErrors() },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/crossref/{yourSku}',
    tags: ['Cross references'],
    summary: 'Cross references by your sku names',
    security: [{ basicAuth: [] }],
    request: { params: yourSkuParam },
    responses: {
      '200': jsonAnswer('Cross references.', refs),
      ...standardErrors({ '404': 'None of the names is a cross reference of the account.' }),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/v2/crossref/{yourSku}',
    tags: ['Cross references'],
    summary: 'Name a sku with your own sku name (created 201, changed 200)',
    security: [{ basicAuth: [] }],
    request: {
      params: yourSkuParam,
      query: z.object({
        Identifier: z
          .string()
          .describe('The sku, skuID or GTIN to name.')
          .meta({ example: '10760024' }),
      }),
    },
    responses: {
      '200': jsonAnswer('The changed cross reference.', refs),
      '201': jsonAnswer('The created cross reference.', refs),
      ...standardErrors({ '400': 'The name or the identifier is missing or unknown.' }),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/v2/crossref/{yourSku}',
    tags: ['Cross references'],
    summary: 'Remove a cross reference',
    security: [{ basicAuth: [] }],
    request: { params: yourSkuParam },
    responses: {
      '204': noContentAnswer('Removed.'),
      ...standardErrors({ '404': 'No cross reference of the account has that name.' }),
    },
  });
}

function registerAccountLists(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/paymentprofiles/',
    tags: ['Account'],
    summary: 'Saved payment methods of a website user of the account',
    security: [{ basicAuth: [] }],
    request: {
      query: z.object({ email: z.string().meta({ example: 'buyer@example.com' }) }),
    },
    responses: {
      '200': jsonAnswer('Payment profiles.', z.array(namedPaymentProfile)),
      ...standardErrors({ '400': 'email is missing or malformed.', '404': 'No such user.' }),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/outbox/',
    tags: ['Account'],
    summary: "The account's e-mails (confirmations, line errors), newest first",
    description: 'Beyond the contract.',
    security: [{ basicAuth: [] }],
    request: {
      query: z.object({ pageSize: z.string().optional().describe('1–500, default 100.') }),
    },
    responses: {
      '200': jsonAnswer('Messages with their delivery state.', z.array(namedOutboxMessage)),
      ...standardErrors({ '400': 'pageSize is malformed.' }),
    },
  });
}

function registerCart(registry: OpenAPIRegistry): void {
  const cart = namedCart;
  const answer = { '200': jsonAnswer('The whole cart after the change.', cart) };
  const sessionOnly = {
    description:
      'Portal sessions only: API-key callers get 403 (place orders with POST /v2/orders/).',
    tags: ['Portal cart'],
    security: [{ basicAuth: [] }],
  };
  const errors = standardErrors({
    '400': 'The change is refused; the error names the field.',
    '403': 'API-key callers have no cart.',
    '404': 'That line is not in the cart.',
  });
  const lineParams = (withWarehouse: boolean) =>
    z.object({
      skuId: z.string().meta({ example: '10760024' }),
      ...(withWarehouse ? { warehouse: z.string().meta({ example: 'IL' }) } : {}),
    });
  const json = (schema: z.ZodType) => ({
    body: { required: true, content: { 'application/json': { schema } } },
  });
  registry.registerPath({
    ...sessionOnly,
    method: 'get',
    path: '/v2/cart',
    summary: 'The cart',
    responses: { ...answer, ...errors },
  });
  registry.registerPath({
    ...sessionOnly,
    method: 'delete',
    path: '/v2/cart',
    summary: 'Empty the cart',
    responses: { ...answer, ...errors },
  });
  registry.registerPath({
    ...sessionOnly,
    method: 'post',
    path: '/v2/cart/lines',
    summary: 'Add lines (quantities add up per sku and warehouse)',
    request: json(addCartLinesSchema),
    responses: { ...answer, ...errors },
  });
  for (const withWarehouse of [false, true]) {
    const path = withWarehouse ? '/v2/cart/lines/{skuId}/{warehouse}' : '/v2/cart/lines/{skuId}';
    const which = withWarehouse ? 'from a chosen warehouse' : 'the service places';
    registry.registerPath({
      ...sessionOnly,
      method: 'put',
      path,
      summary: `Change the quantity or warehouse of a line ${which}`,
      request: { params: lineParams(withWarehouse), ...json(updateCartLineSchema) },
      responses: { ...answer, ...errors },
    });
    registry.registerPath({
      ...sessionOnly,
      method: 'delete',
      path,
      summary: `Remove a line ${which}`,
      request: { params: lineParams(withWarehouse) },
      responses: { ...answer, ...errors },
    });
  }
  registry.registerPath({
    ...sessionOnly,
    method: 'put',
    path: '/v2/cart/settings',
    summary: 'Change checkout settings (any subset)',
    request: json(cartSettingsPatchSchema),
    responses: { ...answer, ...errors },
  });
}

export function registerAccountOperations(registry: OpenAPIRegistry): void {
  registerCrossRefs(registry);
  registerAccountLists(registry);
  registerCart(registry);
}
