// The catalog's full-text index on SQLite: an FTS5 virtual table of styles (brand, style name,
// title, part number, category names), kept beside the drizzle schema. Raw SQL because drizzle
// has no words for virtual tables, MATCH or bm25(). The index is rebuilt from the styles whenever
// their fingerprint changes (a seed or an import), inside one IMMEDIATE transaction, so any number
// of processes over the same file agree on it without a migration step.
import type { IndexVocabulary, SearchTerm } from '@/lib/domain/catalog-search-terms';
import type { DatabaseHandle } from '../client';

export const FTS_TABLE = 'catalog_search_fts';
const STATE_TABLE = 'catalog_search_fts_state';
/** How long a process trusts its last freshness check (the catalog changes by seeding only). */
const RECHECK_MS = 10_000;

const fingerprintSql = `SELECT count(*) || ':' || coalesce(max(s.id), 0) || ':' ||
  total(length(s.title) + length(s.style_name) + length(s.part_number) + s.brand_id) AS f
  FROM styles s`;

const quote = (token: string) => `"${token.replace(/"/g, '""')}"`;

/** A term as an FTS5 expression: its alternatives OR-ed, each a phrase, maybe a prefix. */
export function matchExpression(term: SearchTerm): string | undefined {
  const parts = term.alternatives
    .filter((a) => a.tokens.length > 0)
    .map((a) => `${quote(a.tokens.join(' '))}${a.prefix ? '*' : ''}`);
  return parts.length ? `(${parts.join(' OR ')})` : undefined;
}

export function createCatalogFulltextIndex(handle: DatabaseHandle) {
  const sqlite = handle.sqlite;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let vocabulary: IndexVocabulary | undefined;

  function rebuild(fingerprint: string) {
    sqlite.exec(`DELETE FROM ${FTS_TABLE}`);
    sqlite.exec(`INSERT INTO ${FTS_TABLE} (rowid, brand, style_name, title, part_number, categories)
      SELECT s.id, b.name, s.style_name, s.title, s.part_number,
             s.base_category || ' ' || coalesce((SELECT group_concat(c.name, ' ') FROM categories c
               WHERE (',' || s.category_ids || ',') LIKE '%,' || c.id || ',%'), '')
        FROM styles s JOIN brands b ON b.id = s.brand_id`);
    sqlite.prepare(`DELETE FROM ${STATE_TABLE}`).run();
    sqlite.prepare(`INSERT INTO ${STATE_TABLE} (fingerprint) VALUES (?)`).run(fingerprint);
  }

  /** Creates the index on first use and rebuilds it when the styles changed. */
  function ensureFresh(): void {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return;
    const sync = sqlite.transaction(() => {
      sqlite.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${FTS_TABLE} USING fts5(
        brand, style_name, title, part_number, categories,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`);
      sqlite.exec(`CREATE TABLE IF NOT EXISTS ${STATE_TABLE} (fingerprint TEXT NOT NULL)`);
      const current = sqlite.prepare<[], { f: string }>(fingerprintSql).get()?.f ?? '';
      const stored = sqlite
        .prepare<[], { fingerprint: string }>(`SELECT fingerprint FROM ${STATE_TABLE}`)
        .get()?.fingerprint;
      if (stored !== current) {
        rebuild(current);
        vocabulary = undefined;
      }
    });
    sync.immediate();
    checkedAt = now;
  }

  return {
    ensureFresh,
    vocabulary(): IndexVocabulary {
      ensureFresh();
      if (!vocabulary) {
        sqlite.exec(
          `CREATE VIRTUAL TABLE IF NOT EXISTS temp.${FTS_TABLE}_vocab USING fts5vocab(main, ${FTS_TABLE}, 'row')`,
        );
        const rows = sqlite
          .prepare<[], { term: string; doc: number }>(
            `SELECT term, doc FROM temp.${FTS_TABLE}_vocab`,
          )
          .all();
        vocabulary = { terms: new Map(rows.map((r) => [r.term, r.doc])) };
      }
      return vocabulary;
    },
  };
}
