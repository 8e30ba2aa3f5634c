// Records of the account-scoped and reference endpoints as they travel on the wire: cross
// references (interface-v2.md §2.10), days in transit (§2.9), payment profiles, quotes and the
// outbox (compatibility.md §3 and beyond the contract), and the error body (§2.11).
import { z } from 'zod';

const businessDateTime = z
  .string()
  .describe('Business time zone (America/Chicago by default), no offset: 2026-11-18T16:00:00.');

export const crossRefWireSchema = z.object({
  yourSku: z.string(),
  skuID: z.number().int(),
  sku: z.string(),
  gtin: z.string(),
  brandName: z.string(),
  styleName: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
});
export type CrossRefWire = z.infer<typeof crossRefWireSchema>;

export const daysInTransitWireSchema = z.object({
  zipCode: z.string(),
  warehouses: z.array(
    z.object({
      warehouseAbbr: z.string(),
      cutOffTime: z.string().describe('Cut-off in the warehouse zone, 12-hour clock: "4:00".'),
      timePeriod: z.string().describe('"AM" or "PM".'),
      cutOffTime24hr: z.string(),
      daysInTransit: z.number().int(),
    }),
  ),
});
export type DaysInTransitWire = z.infer<typeof daysInTransitWireSchema>;

export const paymentProfileWireSchema = z.object({
  profileID: z.number().int(),
  profileType: z.string(),
  name: z.string(),
});
export type PaymentProfileWire = z.infer<typeof paymentProfileWireSchema>;

export const quoteWireSchema = z.object({
  quoteNumber: z.string(),
  status: z.string(),
  expirationDate: businessDateTime,
  singleUse: z.boolean(),
  minPieces: z.number().int(),
  used: z.boolean(),
  usable: z.boolean().describe('An order placed now may use this quote.'),
  unavailableReason: z
    .enum(['pending', 'rejected', 'expired', 'used'])
    .optional()
    .describe('Why an order cannot use it now (absent when usable).'),
  usedByOrderNumber: z.string().optional(),
  items: z.array(
    z.object({
      skuID: z.number().int(),
      sku: z.string(),
      brandName: z.string(),
      styleName: z.string(),
      colorName: z.string(),
      sizeName: z.string(),
      price: z.number(),
    }),
  ),
});
export type QuoteWire = z.infer<typeof quoteWireSchema>;

export const outboxMessageWireSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  orderNumber: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  createdDate: businessDateTime.nullable(),
  sentDate: businessDateTime.nullable(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  textBody: z.string(),
  htmlBody: z.string(),
});
export type OutboxMessageWire = z.infer<typeof outboxMessageWireSchema>;

export const fieldErrorWireSchema = z.object({
  field: z.string().describe('The request field at fault, e.g. lines[0].qty, or "path".'),
  message: z.string(),
  reason: z
    .string()
    .optional()
    .describe(
      "The portal's routes only: why, as a code (a quote: unknown, pending, rejected, expired, used).",
    ),
});

export const errorBodySchema = z.object({
  code: z.string().optional().describe('The HTTP status as a string, e.g. "400".'),
  message: z.string().optional(),
  errors: z.array(fieldErrorWireSchema),
});
export type ErrorBodyWire = z.infer<typeof errorBodySchema>;
