// The wire shape of POST /v2/returns/ (after-the-order.md) in JSON or XML (root <Return>, lines as
// <lines><line>…</line></lines>), parsed into a ReturnCommand. Field names match without regard to
// case; unknown fields are ignored; every problem is one `{field, message}` entry of a 400.
import { z } from 'zod';
import { DomainError, type FieldError } from '@/lib/domain/errors';
import type { ReturnCommand } from '@/lib/domain/returns';
import { orderBodyFormat } from './place-order-request';
import { isRecord, parseJson, parseXml } from './request-body';
import { asInteger, bool, EMAIL, positiveInteger, requiredText, text } from './wire-values';

export const MAX_RETURN_LINES = 100;

const lineSchema = z.object(
  {
    invoiceNumber: requiredText(20),
    identifier: requiredText(100),
    qty: positiveInteger(1_000_000),
    returnReason: z.preprocess(
      asInteger,
      z.number({ error: 'Required: a return reason code.' }).int('Must be a return reason code.'),
    ),
    isReplace: bool(false),
    returnReasonComment: text(500),
    // Client programs send it per line too; the request's own flag decides.
    showBoxes: bool(false),
  },
  { error: 'Must be an object with invoiceNumber, identifier, qty and returnReason.' },
);

const returnRequestSchema = z.object({
  emailConfirmation: text(200).refine(
    (v) => v === '' || EMAIL.test(v),
    'Must be an e-mail address (or empty for no e-mail).',
  ),
  testOrder: bool(false),
  shippingLabelRequired: bool(true),
  showBoxes: bool(false),
  lines: z
    .array(lineSchema, { error: 'Required: a list of lines.' })
    .min(1, 'At least one line is required.')
    .max(MAX_RETURN_LINES, `At most ${MAX_RETURN_LINES} lines.`),
});

const names = (keys: string[]) => new Map(keys.map((k) => [k.toLowerCase(), k]));
const topNames = names(Object.keys(returnRequestSchema.shape));
const lineNames = names(Object.keys(lineSchema.shape));

function renameKeys(value: unknown, known: Map<string, string>): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const name = known.get(key.toLowerCase());
    if (name !== undefined && !(name in out)) out[name] = field;
  }
  return out;
}

function linesAsList(value: unknown): unknown {
  if (Array.isArray(value) || value === undefined || !isRecord(value)) return value;
  const keys = Object.keys(value).map((k) => k.toLowerCase());
  if (keys.includes('invoicenumber') || keys.includes('identifier')) return [value];
  return Object.values(value).flatMap((child) =>
    Array.isArray(child) ? (child as unknown[]) : [child],
  );
}

function fieldOf(path: readonly PropertyKey[]): string {
  let field = '';
  for (const part of path) {
    if (typeof part === 'number') field += `[${part}]`;
    else field += field === '' ? String(part) : `.${String(part)}`;
  }
  return field === '' ? 'body' : field;
}

export function returnCommandFrom(body: unknown): ReturnCommand {
  if (!isRecord(body)) throw DomainError.field('body', 'The body must be a Return object.');
  const top = renameKeys(body, topNames) as Record<string, unknown>;
  const lines = linesAsList(top.lines);
  const parsed = returnRequestSchema.safeParse({
    ...top,
    lines: Array.isArray(lines) ? lines.map((l) => renameKeys(l, lineNames)) : lines,
  });
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((issue) => ({
      field: fieldOf(issue.path),
      message: issue.message,
    }));
    throw DomainError.invalid(errors);
  }
  const request = parsed.data;
  return {
    emailConfirmation: request.emailConfirmation,
    testOrder: request.testOrder,
    shippingLabelRequired: request.shippingLabelRequired,
    showBoxes: request.showBoxes || request.lines.some((l) => l.showBoxes),
    lines: request.lines.map((l) => ({
      invoiceNumber: l.invoiceNumber,
      identifier: l.identifier,
      qty: l.qty,
      returnReason: l.returnReason,
      isReplace: l.isReplace,
      returnReasonComment: l.returnReasonComment,
    })),
  };
}

export function parseReturnRequest(
  contentType: string | undefined,
  body: Uint8Array | undefined,
): ReturnCommand {
  const format = orderBodyFormat(contentType);
  const source = new TextDecoder().decode(body ?? new Uint8Array()).trim();
  if (source === '') throw DomainError.field('body', 'The return body is empty.');
  return returnCommandFrom(format === 'json' ? parseJson(source) : parseXml(source));
}
