// How the words a buyer types become what the full-text index is asked: synonyms of the trade
// ("hoodie" is a hooded sweatshirt, "tshirt" a T-Shirt), prefixes while typing, and corrections of
// typos against the index's own vocabulary. Pure rules; the repositories only run the result.

/** One way a word may match: a phrase of index tokens, the last one optionally a prefix. */
export interface TermAlternative {
  tokens: string[];
  prefix: boolean;
}

export interface SearchTerm {
  word: string;
  alternatives: TermAlternative[];
}

const phrase = (text: string): string[] => text.split(' ');

/** Buyers' words -> phrases as the catalog writes them (the index splits "T-Shirt" into t shirt). */
const SYNONYMS: Record<string, string[]> = {
  hoodie: ['hooded', 'hood'],
  hoodies: ['hooded', 'hood'],
  hoody: ['hooded', 'hood'],
  tee: ['t shirt', 'tee'],
  tees: ['t shirt', 'tee'],
  tshirt: ['t shirt', 'tee'],
  tshirts: ['t shirt', 'tee'],
  't-shirt': ['t shirt', 'tee'],
  crew: ['crewneck', 'crew neck', 'crew'],
  crewneck: ['crewneck', 'crew neck'],
  sweatshirt: ['sweatshirt', 'fleece'],
  sweater: ['sweatshirt', 'fleece'],
  zip: ['zip'],
  zipup: ['zip'],
  longsleeve: ['long sleeve', 'long sleeves'],
  ls: ['long sleeve', 'long sleeves'],
  hat: ['cap', 'hat', 'headwear'],
  cap: ['cap', 'hat', 'headwear'],
  beanie: ['beanie', 'knit'],
  tank: ['tank', 'sleeveless'],
  polo: ['polo', 'sport shirt'],
  jogger: ['jogger', 'sweatpants'],
  joggers: ['jogger', 'sweatpants'],
  sweats: ['sweatpants', 'sweatshirt'],
  kids: ['youth'],
  kid: ['youth'],
  ladies: ['women', 'womens'],
  womens: ['women', 'womens'],
  mens: ['men', 'mens', 'unisex'],
};

/** Optimal string alignment distance (adjacent swaps count one), stopping beyond `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos allowed for a word of this length: none for short words (too many near neighbours). */
export function typoBudget(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}

/** Index tokens of a typed word ("t-shirt" -> t shirt), as the index's tokenizer splits it. */
export function tokensOf(word: string): string[] {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface IndexVocabulary {
  /** Every token of the index with the number of styles holding it. */
  terms: ReadonlyMap<string, number>;
}

/** The closest index tokens to a word no token starts with, most common first (at most 3). */
export function corrections(word: string, vocabulary: IndexVocabulary): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  for (const term of vocabulary.terms.keys()) if (term.startsWith(word)) return [];
  const found: { term: string; distance: number; docs: number }[] = [];
  for (const [term, docs] of vocabulary.terms) {
    const distance = editDistance(word, term, budget);
    if (distance <= budget) found.push({ term, distance, docs });
  }
  found.sort((a, b) => a.distance - b.distance || b.docs - a.docs || a.term.localeCompare(b.term));
  return found.slice(0, 3).map((f) => f.term);
}

/**
 * A typed word -> the ways it may match: as typed (the last word of the box as a prefix, so
 * results come while typing), its synonyms, and corrections of a typo.
 */
export function searchTermOf(
  word: string,
  options: { prefix: boolean; vocabulary?: IndexVocabulary },
): SearchTerm {
  const typed = tokensOf(word);
  const alternatives: TermAlternative[] = [];
  const seen = new Set<string>();
  const add = (tokens: string[], prefix: boolean) => {
    const key = `${tokens.join(' ')}${prefix ? '*' : ''}`;
    if (tokens.length === 0 || seen.has(key)) return;
    seen.add(key);
    alternatives.push({ tokens, prefix });
  };
  // Words of three letters or more are prefixes ("hood" finds hooded); shorter ones must be whole.
  add(typed, options.prefix || (typed.length === 1 && (typed[0]?.length ?? 0) >= 3));
  for (const synonym of SYNONYMS[word.toLowerCase()] ?? []) add(phrase(synonym), false);
  const single = typed.length === 1 ? typed[0] : undefined;
  if (single && options.vocabulary && !SYNONYMS[word.toLowerCase()]) {
    for (const term of corrections(single, options.vocabulary)) add([term], false);
  }
  return { word, alternatives };
}
