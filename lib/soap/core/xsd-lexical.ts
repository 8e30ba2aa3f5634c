// Reading the XML Schema lexical forms clients send (compatibility.md §6: accept every form of
// xsd:boolean, xsd:decimal and xsd:dateTime). XSD whitespace rules collapse the value first.

/** xsd:boolean: true, false, 1 or 0; undefined when the text is none of them. */
export function parseXsdBoolean(text: string): boolean | undefined {
  const value = text.trim();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

export interface XsdDecimal {
  negative: boolean;
  /** Digits before the point, without leading zeros ('0' for none). */
  integer: string;
  /** Digits after the point, without trailing zeros ('' for none). */
  fraction: string;
}

/** xsd:decimal: optional sign, digits with an optional point ("+5", "5.", ".5", "007.50"). */
export function parseXsdDecimal(text: string): XsdDecimal | undefined {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', intDigits = '', fracDigits = ''] = match;
  if (intDigits === '' && fracDigits === '') return undefined;
  return {
    negative: sign === '-',
    integer: intDigits.replace(/^0+/, '') || '0',
    fraction: fracDigits.replace(/0+$/, ''),
  };
}

/** An xsd:decimal that is a whole number within the safe integer range, else undefined. */
export function xsdDecimalToInteger(decimal: XsdDecimal): number | undefined {
  if (decimal.fraction !== '') return undefined;
  const value = Number(decimal.integer);
  if (!Number.isSafeInteger(value)) return undefined;
  return decimal.negative && value !== 0 ? -value : value;
}

/**
 * xsd:dateTime: `[-]YYYY-MM-DDThh:mm:ss[.fff…][Z|±hh:mm]`, 24:00:00 included. Returns epoch
 * milliseconds; a value without a zone is read as UTC (the schema leaves its zone unknown).
 */
export function parseXsdDateTime(text: string): number | undefined {
  const match =
    /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(
      text.trim(),
    );
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, frac = '', zone = ''] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const endOfDay = hour === 24 && minute === 0 && second === 0 && Number(frac || '0') === 0;
  if ((hour > 23 && !endOfDay) || minute > 59 || second > 59) return undefined;
  let offsetMinutes = 0;
  if (zone && zone !== 'Z') {
    const zh = Number(zone.slice(1, 3));
    const zm = Number(zone.slice(4, 6));
    if (zh > 14 || zm > 59 || (zh === 14 && zm > 0)) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (zh * 60 + zm);
  }
  const millis = frac ? Math.floor(Number(`0${frac}`) * 1000) : 0;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return utc - offsetMinutes * 60_000;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
