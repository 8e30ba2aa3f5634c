// GET /v2/quotes/ and GET /v2/quotes/{n} (beyond the contract, for the portal and scripts): the
// account's quotes with number, status, expiry, single-use flag, minimum pieces and quoted items.
import type { QuoteWire } from '@/lib/contracts/wire/account-records';
import { getQuote, listQuotes, type QuoteState } from '@/lib/services/list-quotes';
import { toBusinessDateTime } from '@/lib/domain/business-time';
import { centsToNumber } from '@/lib/domain/money';
import { json } from '../responses';
import type { Route } from '../router';

function toWire(quote: QuoteState, zone: string): QuoteWire {
  return {
    quoteNumber: quote.quoteNumber,
    status: quote.status,
    expirationDate: toBusinessDateTime(quote.expiresAt, zone),
    singleUse: quote.singleUse,
    minPieces: quote.minPieces,
    used: quote.usedAt !== undefined,
    usable: quote.unavailableReason === undefined,
    ...(quote.unavailableReason ? { unavailableReason: quote.unavailableReason } : {}),
    ...(quote.usedByOrderNumber !== undefined
      ? { usedByOrderNumber: quote.usedByOrderNumber }
      : {}),
    items: quote.items.map((item) => ({
      skuID: item.skuID,
      sku: item.sku,
      brandName: item.brandName,
      styleName: item.styleName,
      colorName: item.colorName,
      sizeName: item.sizeName,
      price: centsToNumber(item.priceCents),
    })),
  };
}

export const quoteRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/quotes/:number?',
    async handler({ params, caller, app }) {
      const zone = app.deps.settings.businessTimeZone;
      if (params.number === undefined) {
        const quotes = await listQuotes(app.deps, caller);
        return json(
          200,
          quotes.map((q) => toWire(q, zone)),
        );
      }
      const quote = await getQuote(app.deps, caller, params.number);
      return json(200, [toWire(quote, zone)]);
    },
  },
];
