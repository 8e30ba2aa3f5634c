// PostgreSQL's half of the catalog's full-text search (twin of db/sqlite/repositories/
// catalog-fulltext-index.ts): a style's text as a tsvector ('simple' configuration: no stemming,
// so trade words stay as written; "T-Shirt" becomes t-shirt, t, shirt), and each search term as
// a tsquery (phrases with <->, prefixes with :*, alternatives with |). Raw SQL fragments: drizzle
// has no words for to_tsvector, @@, ts_rank or ts_stat.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchTerm } from '@/lib/domain/catalog-search-terms';
import { brands, styles } from '../schema';

/** The searchable text of the style in the current row (styles joined with brands). */
export const styleDocument = sql`to_tsvector('simple',
  ${brands.name} || ' ' || ${styles.styleName} || ' ' || ${styles.title} || ' ' ||
  ${styles.partNumber} || ' ' || ${styles.baseCategory} || ' ' ||
  coalesce((SELECT string_agg(c.name, ' ') FROM categories c
    WHERE (',' || ${styles.categoryIds} || ',') LIKE '%,' || c.id || ',%'), ''))`;

/** The tokens come from tokensOf (a-z, 0-9 only), so they need no quoting inside the tsquery. */
export function tsQueryOf(term: SearchTerm): string | undefined {
  const parts = term.alternatives.flatMap((a) => {
    const tokens = a.tokens.filter((t) => /^[a-z0-9]+$/.test(t));
    return tokens.length ? [`(${tokens.join(' <-> ')}${a.prefix ? ':*' : ''})`] : [];
  });
  return parts.length ? parts.join(' | ') : undefined;
}

export function matchesTerm(query: string): SQL {
  return sql`${styleDocument} @@ to_tsquery('simple', ${query})`;
}

/** Every token of the catalog's text with the number of styles holding it. */
export const vocabularySql = sql`SELECT word, ndoc FROM ts_stat($$
  SELECT to_tsvector('simple', b.name || ' ' || s.style_name || ' ' || s.title || ' ' ||
    s.part_number || ' ' || s.base_category)
    FROM styles s JOIN brands b ON b.id = s.brand_id $$)`;
