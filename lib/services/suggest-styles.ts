// Search-as-you-type: styles whose text matches what is typed so far (the last word a prefix),
// with the trade's synonyms and typo corrections, best first.
import type { StyleSuggestion } from '@/lib/domain/ports/catalog-search-repository';
import { searchTermsOf, searchWords } from './search-catalog';
import type { ServiceDeps } from './service-deps';

export const MAX_SUGGESTIONS = 8;

export async function suggestStyles(deps: ServiceDeps, text: string): Promise<StyleSuggestion[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const terms = await searchTermsOf(deps, words, true);
  return deps.repos.catalogSearch.suggest(terms, MAX_SUGGESTIONS);
}
