// When an invoice must be paid: `Net N` terms give N days from the invoice date; an order paid
// with a saved card or bank account (its terms name the payment method) is due at once.
const NET_TERMS = /^\s*net\s*(\d{1,3})\b/i;
const DAY_MS = 86_400_000;

export function paymentDueAt(terms: string, invoicedAt: number): number {
  const days = NET_TERMS.exec(terms)?.[1];
  return days === undefined ? invoicedAt : invoicedAt + Number(days) * DAY_MS;
}
