// The calling account's quotes (GET /v2/quotes/, the portal's quote picker).
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { QuoteView } from '@/lib/domain/ports/quote-repository';
import { ownQuoteUnavailableReason, quoteMessages } from '@/lib/domain/pricing';
import type { ServiceDeps } from './service-deps';

/** A quote with whether an order may use it now, and if not why (the pricing rules decide). */
export interface QuoteState extends QuoteView {
  unavailableReason?: 'pending' | 'rejected' | 'expired' | 'used';
}

function withState(quote: QuoteView, now: number): QuoteState {
  const reason = ownQuoteUnavailableReason(quote, now);
  return reason ? { ...quote, unavailableReason: reason } : quote;
}

export async function listQuotes(deps: ServiceDeps, caller: Caller): Promise<QuoteState[]> {
  const now = deps.clock.now();
  const quotes = await deps.repos.quotes.listForAccount(caller.account.id);
  return quotes.map((quote) => withState(quote, now));
}

/** Another account's quote is a 404 exactly like a missing one (invariant 5). */
export async function getQuote(
  deps: ServiceDeps,
  caller: Caller,
  quoteNumber: string,
): Promise<QuoteState> {
  const number = quoteNumber.trim();
  if (!/^\d{1,18}$/.test(number)) throw DomainError.field('quoteNumber', quoteMessages.notANumber);
  const quote = await deps.repos.quotes.findForAccount(caller.account.id, number);
  if (!quote) throw DomainError.notFound('quoteNumber', `Quote ${number} was not found.`);
  return withState(quote, deps.clock.now());
}
