// Writing response elements as strings: text is escaped and cut to the schema's length, so an
// answer never fails validation because a stored value is longer than the standard allows.
import { escapeXml } from './xml-tree';

/** `<qname>…</qname>` around content already serialised. */
export function el(qname: string, content: string): string {
  return `<${qname}>${content}</${qname}>`;
}

/** A text element, escaped and cut to `maxLength` characters. */
export function textEl(qname: string, value: string | number, maxLength = 1024): string {
  const text = String(value);
  return el(qname, escapeXml(text.length > maxLength ? text.slice(0, maxLength) : text));
}

/** A text element, left out when the value is empty (the schemas' minLength is 1). */
export function optionalTextEl(
  qname: string,
  value: string | number | undefined,
  maxLength = 1024,
): string {
  return value === undefined || value === '' ? '' : textEl(qname, value, maxLength);
}

/** Cents as an xsd:decimal with two places: 1234 -> "12.34", -5 -> "-0.05". */
export function decimalOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
