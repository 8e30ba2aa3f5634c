// Invoices, tracking and returns (after-the-order.md) in the OpenAPI document.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { orderWireSchema } from '@/lib/contracts/order-record';
import { orderBoxWireSchema, trackingWireSchema } from '@/lib/contracts/tracking-record';
import { jsonAnswer, jsonOrXmlAnswer, mediaTypeQuery, named, standardErrors } from './common';

const namedTracking = named('TrackingData', trackingWireSchema);
const namedReturnRecord = named(
  'ReturnRecord',
  orderWireSchema.omit({ boxes: true }).extend({
    returnInformation: z.object({
      raNumber: z.string(),
      returnToAddress: z.object({
        name: z.string(),
        attn: z.string(),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
      }),
      originalInvoice: z.string(),
      returnReason: z.string(),
      returnItemsRequired: z.string().describe('"true" or "false", as a string.'),
      shippingLabelURL: z.string(),
    }),
    boxes: z
      .array(
        orderBoxWireSchema.extend({
          returnInformation: z.object({
            shippingLabelPNG: z.string(),
            shippingLabelZPL: z.string(),
          }),
        }),
      )
      .optional(),
  }),
);

const TRACKING_FORMS: [string, string, string][] = [
  ['TrackingDataByInvoice', 'Invoice numbers', '80000001'],
  ['TrackingDataByOrderNum', 'Order numbers', '5000001'],
  ['TrackingDataByShipDate', 'Ship dates, yyyy-MM-dd', '2026-11-18'],
  [
    'TrackingDataByShippingDateRange',
    'Start and end ship dates, yyyy-MM-dd,yyyy-MM-dd',
    '2026-11-01,2026-11-30',
  ],
  ['TrackingDataByTrackingNum', 'Tracking numbers', '1Z999AA10123456784'],
  ['TrackingDataByActualDeliveryDate', 'Delivery dates, yyyy-MM-dd', '2026-11-20'],
];

function registerTracking(registry: OpenAPIRegistry): void {
  const rows = z.array(namedTracking);
  const query = z.object({
    Boxes: z.enum(['true', 'false']).optional().describe('One row per box.'),
    ...mediaTypeQuery,
  });
  const base = { tags: ['After the order'], security: [{ basicAuth: [] }] };
  registry.registerPath({
    ...base,
    method: 'get',
    path: '/v2/TrackingDataGetAll',
    summary: 'Every shipment of the account with its carrier scans',
    request: { query },
    responses: { '200': jsonOrXmlAnswer('Tracking rows.', rows), ...standardErrors() },
  });
  for (const [path, what, example] of TRACKING_FORMS) {
    for (const withValues of [false, true]) {
      registry.registerPath({
        ...base,
        method: 'get',
        path: withValues ? `/v2/${path}/{values}` : `/v2/${path}`,
        summary: `Tracking by ${what.toLowerCase()}`,
        request: {
          query,
          ...(withValues
            ? {
                params: z.object({
                  values: z.string().describe(`${what}, comma-separated.`).meta({ example }),
                }),
              }
            : {}),
        },
        responses: {
          '200': jsonOrXmlAnswer('Tracking rows (the date forms may be empty).', rows),
          ...standardErrors({ '400': 'A value is malformed.', '404': 'No shipment matches.' }),
        },
      });
    }
  }
}

function registerInvoices(registry: OpenAPIRegistry): void {
  const pdf = {
    description: 'The invoice PDF (attachment).',
    content: { 'application/pdf': { schema: z.string().describe('PDF bytes.') } },
  };
  const errors = standardErrors({
    '400': 'No invoice named, or mediatype=xml.',
    '404': 'Not invoiced yet, cancelled, or not an invoice of the account.',
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/invoices/',
    tags: ['After the order'],
    summary: 'Every invoice of an order in one PDF (?Guid= or ?OrderNumber=)',
    security: [{ basicAuth: [] }],
    request: {
      query: z.object({
        Guid: z.string().optional(),
        OrderNumber: z.string().optional().meta({ example: '5000001' }),
      }),
    },
    responses: { '200': pdf, ...errors },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/invoices/{invoiceNumber}',
    tags: ['After the order'],
    summary: 'One invoice as a PDF',
    security: [{ basicAuth: [] }],
    request: { params: z.object({ invoiceNumber: z.string().meta({ example: '80000001' }) }) },
    responses: { '200': pdf, ...errors },
  });
}

function registerReturns(registry: OpenAPIRegistry): void {
  const records = z.array(namedReturnRecord);
  const base = { tags: ['After the order'], security: [{ basicAuth: [] }] };
  const raParam = z.object({ raNumber: z.string().meta({ example: 'RA1000001' }) });
  registry.registerPath({
    ...base,
    method: 'post',
    path: '/v2/returns/',
    summary: 'File a return (Credit and/or Replacement records, an RA number, labels)',
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z.object({
              emailConfirmation: z.string().optional(),
              testOrder: z.boolean().optional(),
              shippingLabelRequired: z.boolean().optional(),
              showBoxes: z.boolean().optional(),
              lines: z.array(
                z.object({
                  invoiceNumber: z.string(),
                  identifier: z.string(),
                  qty: z.number().int(),
                  returnReason: z.number().int().describe('1, 2, 3, 5, 6, 7, 10 or 11.'),
                  isReplace: z.boolean().optional(),
                  returnReasonComment: z.string().optional(),
                }),
              ),
            }),
          },
        },
      },
    },
    responses: {
      '200': jsonAnswer('The return records.', records),
      ...standardErrors({
        '400': 'A rule is broken: one entry per problem, naming lines[i].field.',
      }),
    },
  });
  registry.registerPath({
    ...base,
    method: 'get',
    path: '/v2/returns/',
    summary: "The account's returns",
    responses: { '200': jsonAnswer('Return records.', records), ...standardErrors() },
  });
  registry.registerPath({
    ...base,
    method: 'get',
    path: '/v2/returns/{raNumber}',
    summary: 'One return',
    request: { params: raParam },
    responses: {
      '200': jsonAnswer('Its records.', records),
      ...standardErrors({ '404': 'No return of the account has that RA number.' }),
    },
  });
  registry.registerPath({
    ...base,
    method: 'delete',
    path: '/v2/returns/{raNumber}',
    summary: 'Cancel a return within 10 minutes',
    request: { params: raParam },
    responses: {
      '200': jsonAnswer('The cancelled records.', records),
      ...standardErrors({ '400': 'Too late or already received.', '404': 'No such return.' }),
    },
  });
  registry.registerPath({
    ...base,
    method: 'get',
    path: '/v2/returns/{raNumber}/labels/{file}',
    summary: 'A return label: {n}.png or {n}.zpl (n = the record; ?box= the box)',
    request: {
      params: raParam.extend({ file: z.string().meta({ example: '1.png' }) }),
      query: z.object({ box: z.string().optional() }),
    },
    responses: {
      '200': {
        description: 'The label.',
        content: {
          'image/png': { schema: z.string().describe('PNG bytes.') },
          'text/plain': { schema: z.string().describe('ZPL.') },
        },
      },
      ...standardErrors({ '400': 'No such box.', '404': 'No such label.' }),
    },
  });
}

export function registerAfterOrderOperations(registry: OpenAPIRegistry): void {
  registerTracking(registry);
  registerInvoices(registry);
  registerReturns(registry);
}
