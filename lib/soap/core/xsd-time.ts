// Instants on the SOAP wire: xsd:dateTime in the business time zone with its offset (the same
// wall-clock time REST shows, unambiguous for a schema-typed client), xsd:date as the business
// day, and parsing what clients send.
import { toBusinessDateTime, zoneOffsetMinutes } from '@/lib/domain/business-time';

const pad = (n: number) => String(n).padStart(2, '0');

export function xsdDateTime(epochMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(epochMs, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${toBusinessDateTime(epochMs, timeZone)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The business day of an instant, 'YYYY-MM-DD'. */
export function xsdDate(epochMs: number, timeZone: string): string {
  return toBusinessDateTime(epochMs, timeZone).slice(0, 10);
}
