// Wire shapes of the portal's cart endpoints under /v2/cart (beyond the contract; documented in
// lib/rest/cart/cart-routes.ts). Shared by the route handlers and the browser's data layer.
import { z } from 'zod';
import { SHIPPING_METHODS } from './shipping-methods';

// The list lives in a module without zod, so the cart page can show it without zod's bytes.
export { SHIPPING_METHODS };

export const shippingMethodCodes = SHIPPING_METHODS.map((m) => m.code) as [string, ...string[]];

const text = (max: number) => z.string().trim().max(max);
const warehouseCode = z.string().trim().toUpperCase().max(4);

export const cartShippingAddressSchema = z.object({
  customer: text(100),
  attn: text(100),
  address: text(200),
  city: text(100),
  state: text(2),
  zip: text(10),
  residential: z.boolean(),
});

export const cartSettingsSchema = z.object({
  autoselect: z.boolean(),
  preference: z.enum(['fewest', 'fastest']),
  warehouses: z.array(warehouseCode).max(20),
  maxDaysInTransit: z.int().min(1).max(30),
  quoteNumber: text(40),
  promotionCode: text(40),
  shippingAddress: cartShippingAddressSchema,
  shippingMethod: z.enum(shippingMethodCodes),
  poNumber: text(50),
  shipBlind: z.boolean(),
  // Saved as typed (a half-typed address is a draft, not an error); placing the order checks it
  // and the preview shows that message under the field.
  emailConfirmation: text(200),
});
export type CartSettingsWire = z.infer<typeof cartSettingsSchema>;

/** PUT /v2/cart/settings: any subset; the address may also be sent in part. */
export const cartSettingsPatchSchema = cartSettingsSchema
  .extend({ shippingAddress: cartShippingAddressSchema.partial() })
  .partial();
export type CartSettingsPatch = z.infer<typeof cartSettingsPatchSchema>;

const qty = z.int().min(1).max(100_000);

/** POST /v2/cart/lines: several lines in one step (style grid, quick order). */
export const addCartLinesSchema = z.object({
  lines: z
    .array(
      z.object({
        /** skuID_Master, sku, gtin or the account's yourSku. */
        identifier: z.union([z.string().trim().min(1).max(60), z.int().positive()]),
        qty,
        /** '' or absent: let the service choose. */
        warehouseAbbr: warehouseCode.optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type AddCartLinesRequest = z.input<typeof addCartLinesSchema>;

/** PUT /v2/cart/lines/{skuID}/{warehouse?}: new quantity and/or warehouse ('' = service). */
export const updateCartLineSchema = z
  .object({ qty: qty.optional(), warehouseAbbr: warehouseCode.optional() })
  .refine((v) => v.qty !== undefined || v.warehouseAbbr !== undefined, {
    message: 'Send qty, warehouseAbbr or both.',
    path: ['qty'],
  });
export type UpdateCartLineRequest = z.input<typeof updateCartLineSchema>;

const money = z.number();

export const cartLineSchema = z.object({
  skuID: z.int(),
  sku: z.string(),
  gtin: z.string(),
  brandName: z.string(),
  styleID: z.int(),
  styleName: z.string(),
  title: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
  image: z.string(),
  /** '' = the service chooses. */
  warehouseAbbr: z.string(),
  qty: z.int(),
  /** The account's piece price before quotes and promotions (the preview shows the final). */
  unitPrice: money,
  lineTotal: money,
  stock: z.array(z.object({ warehouseAbbr: z.string(), qty: z.int() })),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartTransitSchema = z.object({
  warehouseAbbr: z.string(),
  daysInTransit: z.int(),
  cutOffTime: z.string(),
  timePeriod: z.string(),
  /** Epoch ms (UTC) of the cut-off the next order must beat: the live countdown's target. */
  cutOffAt: z.number(),
  expectedDeliveryDay: z.string(),
});
export type CartTransit = z.infer<typeof cartTransitSchema>;

export const cartViewSchema = z.object({
  lines: z.array(cartLineSchema),
  settings: cartSettingsSchema,
  totalPieces: z.int(),
  subtotal: money,
  warehouses: z.array(z.string()),
  /** Days in transit to the shipping zip; null while the zip is not a known 5-digit code. */
  transit: z.array(cartTransitSchema).nullable(),
  /** Server time when the view was made, so the browser can correct a skewed clock. */
  serverNow: z.number(),
});
export type CartView = z.infer<typeof cartViewSchema>;
