// Lenient readers of request values shared by the order contracts: XML carries every value as
// text, and JSON clients send numbers for zip and qty or strings for booleans.
import { z } from 'zod';
// ---------------------------------------------------------------------------------------------
// Field helpers: XML carries every value as text, JSON clients send numbers for zip and qty.
// ---------------------------------------------------------------------------------------------

export const asText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;
export const blankToUndefined = (value: unknown) => {
  const text = asText(value);
  return text === '' || text === null ? undefined : text;
};
export const asBoolean = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return text === '' || text === null ? undefined : text;
};
export const asInteger = (value: unknown) => {
  const text = asText(value);
  return typeof text === 'string' && /^-?\d+$/.test(text) ? Number(text) : text;
};

export const bool = (fallback: boolean) =>
  z.preprocess(asBoolean, z.boolean({ error: 'Must be true or false.' }).default(fallback));
export const optionalBool = z.preprocess(
  asBoolean,
  z.boolean({ error: 'Must be true or false.' }).optional(),
);
export const text = (max: number, fallback = '') =>
  z.preprocess(
    asText,
    z
      .string({ error: 'Must be a string.' })
      .max(max, `At most ${max} characters.`)
      .default(fallback),
  );
export const requiredText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? 'Required.' : 'Must be a string.') })
      .max(max, `At most ${max} characters.`),
  );
export const positiveInteger = (max: number) =>
  z.preprocess(
    asInteger,
    z
      .number({ error: 'Must be a positive integer.' })
      .int('Must be a positive integer.')
      .positive('Must be a positive integer.')
      .max(max, `At most ${max}.`),
  );

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SHIP_BY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function shipByIso(value: string): string | undefined {
  const match = SHIP_BY.exec(value);
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${match[3]}-${match[1]}-${match[2]}`;
}
