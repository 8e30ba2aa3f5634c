import { describe, expect, it } from 'vitest';
import {
  parseXsdBoolean,
  parseXsdDateTime,
  parseXsdDecimal,
  xsdDecimalToInteger,
} from './xsd-lexical';

describe('xsd:boolean', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [' true\n', true],
  ])('reads %j as %s', (text, value) => expect(parseXsdBoolean(text)).toBe(value));

  it.each(['TRUE', 'yes', '', '2'])('refuses %j', (text) =>
    expect(parseXsdBoolean(text)).toBeUndefined(),
  );
});

describe('xsd:decimal', () => {
  it.each([
    ['12', 12],
    ['+12', 12],
    ['012.000', 12],
    ['12.', 12],
    [' 7 ', 7],
    ['-3', -3],
    ['0', 0],
    ['-0.0', 0],
  ])('reads %j as the whole number %s', (text, value) => {
    const decimal = parseXsdDecimal(text);
    expect(decimal && xsdDecimalToInteger(decimal)).toBe(value);
  });

  it.each(['1.5', '.5', '0.25'])('reads %j as a decimal that is not whole', (text) => {
    const decimal = parseXsdDecimal(text);
    expect(decimal).toBeDefined();
    expect(decimal && xsdDecimalToInteger(decimal)).toBeUndefined();
  });

  it.each(['', '.', '1e3', '1,5', 'abc', '--1'])('refuses %j', (text) =>
    expect(parseXsdDecimal(text)).toBeUndefined(),
  );
});

describe('xsd:dateTime', () => {
  const noon = Date.UTC(2026, 10, 18, 12, 0, 0);
  it.each([
    ['2026-11-18T12:00:00', noon],
    ['2026-11-18T12:00:00Z', noon],
    ['2026-11-18T12:00:00.000Z', noon],
    ['2026-11-18T12:00:00.5', noon + 500],
    ['2026-11-18T06:00:00-06:00', noon],
    ['2026-11-18T13:00:00+01:00', noon],
    ['2026-11-17T24:00:00Z', Date.UTC(2026, 10, 18)],
  ])('reads %j', (text, value) => expect(parseXsdDateTime(text)).toBe(value));

  it.each([
    '2026-11-18',
    '2026-02-30T00:00:00',
    '2026-11-18 12:00:00',
    '2026-11-18T25:00:00',
    '18/11/2026',
  ])('refuses %j', (text) => expect(parseXsdDateTime(text)).toBeUndefined());
});
