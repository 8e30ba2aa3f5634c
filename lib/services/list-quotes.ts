// The calling account's quotes (GET /v2/quotes/, the portal's quote picker).
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { QuoteView } from '@/lib/domain/ports/quote-repository';
import { quoteMessages } from '@/lib/domain/pricing';
import type { ServiceDeps } from './service-deps';

export function listQuotes(deps: ServiceDeps, caller: Caller): Promise<QuoteView[]> {
  return deps.repos.quotes.listForAccount(caller.account.id);
}

/** Another account's quote is a 404 exactly like a missing one (invariant 5). */
export async function getQuote(
  deps: ServiceDeps,
  caller: Caller,
  quoteNumber: string,
): Promise<QuoteView> {
  const number = quoteNumber.trim();
  if (!/^\d{1,18}$/.test(number)) throw DomainError.field('quoteNumber', quoteMessages.notANumber);
  const quote = await deps.repos.quotes.findForAccount(caller.account.id, number);
  if (!quote) throw DomainError.notFound('quoteNumber', `Quote ${number} was not found.`);
  return quote;
}
