// The quick-order box: one line per item, "identifier quantity" (sku, gtin or the account's own
// sku), separated by spaces, tabs or a comma, as buyers paste them from spreadsheets.

export type QuickOrderLine =
  | { lineNumber: number; text: string; identifier: string; qty: number }
  | { lineNumber: number; text: string; error: string };

export const QUICK_ORDER_MAX_LINES = 200;
const MAX_QTY = 100_000;

export function parseQuickOrderLines(input: string): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  input.split(/\r?\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const lineNumber = index + 1;
    // The quantity is the last token, so a yourSku with spaces ("TEE BLACK L 12") still works.
    const match = /^(.*?)[\s,;]+(\S+)$/.exec(text);
    if (!match) {
      lines.push({ lineNumber, text, error: 'Add a quantity after the identifier.' });
      return;
    }
    const identifier = (match[1] ?? '').trim();
    const qtyText = match[2] ?? '';
    const qty = Number(qtyText);
    if (!identifier) {
      lines.push({ lineNumber, text, error: 'Add the sku, gtin or your sku before the quantity.' });
    } else if (!/^\d+$/.test(qtyText) || qty < 1 || qty > MAX_QTY) {
      lines.push({
        lineNumber,
        text,
        error: `The quantity must be a whole number from 1 to ${MAX_QTY}.`,
      });
    } else {
      lines.push({ lineNumber, text, identifier, qty });
    }
  });
  return lines;
}
