// The wire shape of POST /v2/orders/ (interface-v2.md §4.1) in JSON and in XML, parsed into a
// PlaceOrderCommand. Every problem is one `{field, message}` entry of a 400 error body.
//
// XML: Content-Type application/xml (or text/xml). Element names are the JSON field names; the
// root element is <Order> (any single root is accepted); each line is a child element of
// <lines>, conventionally <line>; paymentProfile and shippingAddress are nested elements:
//
//   <Order>
//     <shippingAddress><address>1 Main St</address><city>Chicago</city><state>IL</state>
//       <zip>60607</zip></shippingAddress>
//     <shippingMethod>1</shippingMethod>
//     <lines><line><identifier>B00760004</identifier><qty>2</qty><warehouseAbbr>IL</warehouseAbbr></line></lines>
//   </Order>
//
// A DOCTYPE (and so any entity declaration) is refused: no entity expansion, no external fetch.
//
// Field names match without regard to case (clients send both `autoselectWarehouse_Warehouses`
// and `AutoSelectWarehouse_Warehouses`); unknown fields are ignored (compatibility.md §2).
import { z } from 'zod';
import { DomainError, type FieldError } from '@/lib/domain/errors';
import { isShippingMethodCode } from '@/lib/domain/freight';
import type { PlaceOrderCommand } from '@/lib/domain/orders';
import { isRecord, parseJson, parseXml } from './request-body';
import {
  asInteger,
  asText,
  blankToUndefined,
  bool,
  EMAIL,
  optionalBool,
  positiveInteger,
  requiredText,
  shipByIso,
  text,
} from './wire-values';

export type OrderBodyFormat = 'json' | 'xml';

export const CONTENT_TYPE_MESSAGE =
  'You must set the Content-Type header to application/json or application/xml.';

/** compatibility.md §4: anything but JSON or XML is a 400 naming the Header. */
export function orderBodyFormat(contentType: string | undefined): OrderBodyFormat {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (media === 'application/json') return 'json';
  if (media === 'application/xml' || media === 'text/xml') return 'xml';
  throw DomainError.field('Header', CONTENT_TYPE_MESSAGE);
}

const shippingAddressSchema = z.object(
  {
    customer: text(100),
    attn: text(100),
    address: requiredText(200),
    city: requiredText(100),
    state: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z
        .string({ error: 'Required: a 2-letter state code.' })
        .regex(/^[A-Z]{2}$/, 'Must be a 2-letter state code.'),
    ),
    zip: z.preprocess(
      asText,
      z.string({ error: 'Required: 5 digits.' }).regex(/^\d{5}$/, 'Must be 5 digits.'),
    ),
    residential: bool(true),
  },
  { error: 'Required: an object with address, city, state and zip.' },
);

const lineSchema = z.object(
  {
    identifier: requiredText(100),
    qty: positiveInteger(1_000_000),
    warehouseAbbr: z.preprocess(
      (v) => (typeof v === 'string' ? blankToUndefined(v.toUpperCase()) : v),
      z
        .string({ error: 'Must be a warehouse code.' })
        .max(4, 'Must be a warehouse code.')
        .optional(),
    ),
  },
  { error: 'Must be an object with identifier and qty.' },
);

export const MAX_ORDER_LINES = 500;

export const placeOrderRequestSchema = z.object({
  shippingAddress: shippingAddressSchema,
  shippingMethod: z
    .preprocess(
      blankToUndefined,
      z.string({ error: 'Must be a shipping method code.' }).default('1'),
    )
    .refine(isShippingMethodCode, 'Unknown shipping method code.'),
  shipBlind: optionalBool,
  poNumber: text(50),
  emailConfirmation: text(200).refine(
    (v) => v === '' || EMAIL.test(v),
    'Must be an e-mail address.',
  ),
  testOrder: bool(false),
  autoselectWarehouse: bool(false),
  promotionCode: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Must be a string.' }).max(50).optional(),
  ),
  quoteNumber: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Invalid. Must be a quote number.' }).optional(),
  ),
  autoselectWarehouse_Warehouses: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Must be a comma-separated list of warehouse codes.' }).optional(),
  ),
  AutoSelectWarehouse_Preference: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toLowerCase()) : v),
    z.enum(['fewest', 'fastest'], { error: 'Must be fewest or fastest.' }).default('fewest'),
  ),
  AutoSelectWarehouse_Fewest_MaxDIT: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : asInteger(v)),
    z
      .number({ error: 'Must be a whole number of days.' })
      .int('Must be a whole number of days.')
      .min(0, 'Must be a whole number of days.')
      .max(365, 'At most 365.')
      .default(10),
  ),
  rejectLineErrors: bool(true),
  rejectLineErrors_Email: bool(true),
  paymentProfile: z
    .object(
      {
        email: requiredText(200).refine((v) => EMAIL.test(v), 'Must be an e-mail address.'),
        profileID: positiveInteger(Number.MAX_SAFE_INTEGER),
      },
      { error: 'Must be an object with email and profileID.' },
    )
    .optional(),
  shipByDate: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Must be a date mm/dd/YYYY.' })
      .refine((v) => shipByIso(v) !== undefined, 'Must be a date mm/dd/YYYY.')
      .optional(),
  ),
  lines: z
    .array(lineSchema, { error: 'Required: a list of lines.' })
    .min(1, 'At least one line is required.')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines.`),
});

type OrderRequest = z.infer<typeof placeOrderRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Case-insensitive field names
// ---------------------------------------------------------------------------------------------

const canonicalNames = (names: string[]) => new Map(names.map((n) => [n.toLowerCase(), n]));
const topNames = canonicalNames(Object.keys(placeOrderRequestSchema.shape));
const addressNames = canonicalNames(Object.keys(shippingAddressSchema.shape));
const lineNames = canonicalNames(Object.keys(lineSchema.shape));
const profileNames = canonicalNames(['email', 'profileID']);

function renameKeys(value: unknown, names: Map<string, string>): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const name = names.get(key.toLowerCase());
    if (name !== undefined && !(name in out)) out[name] = field;
  }
  return out;
}

/** XML gives `<lines><line/>…</lines>` as {line: x | x[]}; JSON gives an array. */
function linesAsList(value: unknown): unknown {
  if (Array.isArray(value) || value === undefined) return value;
  if (value === '') return [];
  if (!isRecord(value)) return value;
  const keys = Object.keys(value).map((k) => k.toLowerCase());
  if (keys.includes('identifier') || keys.includes('qty')) return [value];
  return Object.values(value).flatMap((child) =>
    Array.isArray(child) ? (child as unknown[]) : [child],
  );
}

function normalize(body: unknown): unknown {
  const top = renameKeys(body, topNames);
  if (!isRecord(top)) return top;
  const lines = linesAsList(top.lines);
  return {
    ...top,
    shippingAddress: renameKeys(top.shippingAddress, addressNames),
    paymentProfile: renameKeys(top.paymentProfile, profileNames),
    lines: Array.isArray(lines) ? lines.map((line) => renameKeys(line, lineNames)) : lines,
  };
}

function fieldOf(path: readonly PropertyKey[]): string {
  let field = '';
  for (const part of path) {
    if (typeof part === 'number') field += `[${part}]`;
    else field += field === '' ? String(part) : `.${String(part)}`;
  }
  return field === '' ? 'body' : field;
}

function toCommand(request: OrderRequest): PlaceOrderCommand {
  const warehouses = request.autoselectWarehouse_Warehouses
    ?.split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return {
    shippingAddress: request.shippingAddress,
    shippingMethod: request.shippingMethod,
    ...(request.shipBlind !== undefined ? { shipBlind: request.shipBlind } : {}),
    poNumber: request.poNumber,
    emailConfirmation: request.emailConfirmation,
    testOrder: request.testOrder,
    autoselectWarehouse: request.autoselectWarehouse,
    ...(warehouses && warehouses.length > 0 ? { autoselectWarehouses: warehouses } : {}),
    autoselectPreference: request.AutoSelectWarehouse_Preference,
    fewestMaxDaysInTransit: request.AutoSelectWarehouse_Fewest_MaxDIT,
    ...(request.promotionCode !== undefined
      ? { promotionCode: request.promotionCode.toUpperCase() }
      : {}),
    ...(request.quoteNumber !== undefined ? { quoteNumber: request.quoteNumber } : {}),
    rejectLineErrors: request.rejectLineErrors,
    rejectLineErrorsEmail: request.rejectLineErrors_Email,
    ...(request.paymentProfile
      ? {
          paymentProfile: {
            email: request.paymentProfile.email,
            profileId: request.paymentProfile.profileID,
          },
        }
      : {}),
    ...(request.shipByDate !== undefined ? { shipByDate: shipByIso(request.shipByDate) } : {}),
    lines: request.lines.map((line) => ({
      identifier: line.identifier,
      qty: line.qty,
      ...(line.warehouseAbbr !== undefined ? { warehouseAbbr: line.warehouseAbbr } : {}),
    })),
  };
}

/** A decoded body object (JSON value, or the XML root) -> command, or every problem at once. */
export function placeOrderCommandFrom(body: unknown): PlaceOrderCommand {
  if (!isRecord(body)) throw DomainError.field('body', 'The body must be an Order object.');
  const parsed = placeOrderRequestSchema.safeParse(normalize(body));
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((issue) => ({
      field: fieldOf(issue.path),
      message: issue.message,
    }));
    throw DomainError.invalid(errors);
  }
  return toCommand(parsed.data);
}

export function parsePlaceOrderRequest(
  contentType: string | undefined,
  body: Uint8Array | undefined,
): PlaceOrderCommand {
  const format = orderBodyFormat(contentType);
  const source = new TextDecoder().decode(body ?? new Uint8Array()).trim();
  if (source === '') throw DomainError.field('body', 'The order body is empty.');
  return placeOrderCommandFrom(format === 'json' ? parseJson(source) : parseXml(source));
}
