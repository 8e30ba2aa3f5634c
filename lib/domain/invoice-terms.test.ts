import { describe, expect, it } from 'vitest';
import { paymentDueAt } from './invoice-terms';

const invoiced = Date.UTC(2026, 10, 18, 15, 0, 0);
const day = 86_400_000;

describe('payment due date', () => {
  it.each([
    ['Net 30', invoiced + 30 * day],
    ['net15', invoiced + 15 * day],
    ['Credit Card (Visa 4242)', invoiced],
    ['ACH (Operating account)', invoiced],
    ['', invoiced],
  ])('%s', (terms, due) => expect(paymentDueAt(terms, invoiced)).toBe(due));
});
