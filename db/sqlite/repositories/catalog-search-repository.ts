// The portal's catalog search over styles (lib/domain/ports/catalog-search-repository.ts): words
// through the FTS5 index (catalog-fulltext-index.ts; synonyms, prefixes and corrections arrive as
// each term's alternatives), filters, counts per filter value, suggestions. The SQL depends on
// which filters are set, so statements are prepared per shape and cached by their text. Raw SQL:
// MATCH, bm25() and the virtual table are beyond drizzle's query builder.
import type { Statement } from 'better-sqlite3';
import type {
  CatalogSearchQuery,
  CatalogSearchRepository,
  FacetCounts,
  StyleSearchRow,
} from '@/lib/domain/ports/catalog-search-repository';
import type { DatabaseHandle } from '../client';
import { createCatalogFulltextIndex, FTS_TABLE, matchExpression } from './catalog-fulltext-index';

type Param = string | number;

interface StyleRow {
  id: number;
  part_number: string;
  brand_name: string;
  style_name: string;
  title: string;
  base_category: string;
  style_image: string;
  new_style: number;
  sustainable_style: number;
}

interface LevelRow {
  style_id: number;
  piece_price_cents: number;
  sale_price_cents: number | null;
  sale_expires_at: number | null;
}

const styleColumns = `s.id, s.part_number, b.name AS brand_name, s.style_name, s.title,
  s.base_category, s.style_image, s.new_style, s.sustainable_style`;

/** Lets pending I/O (other requests) run before the next synchronous statement. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

type Facet = 'brand' | 'category' | 'instock' | 'new' | 'sustainable';

/** The WHERE of a search; `omit` leaves one filter out (a facet is counted without its own). */
function whereClause(query: CatalogSearchQuery, omit?: Facet): { sql: string; params: Param[] } {
  const parts: string[] = [];
  const params: Param[] = [];
  query.words.forEach((word, index) => {
    const term = query.terms[index];
    const match = term ? matchExpression(term) : undefined;
    // A sku or gtin typed whole finds its style even though they are not in the text index.
    const sku =
      'EXISTS (SELECT 1 FROM products p WHERE p.style_id = s.id AND (p.sku = ? OR p.gtin = ?))';
    if (match) {
      parts.push(`(s.id IN (SELECT rowid FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ?) OR ${sku})`);
      params.push(match, word.toUpperCase(), word);
    } else {
      parts.push(sku);
      params.push(word.toUpperCase(), word);
    }
  });
  if (query.brandIds.length && omit !== 'brand') {
    parts.push(`s.brand_id IN (${placeholders(query.brandIds.length)})`);
    params.push(...query.brandIds);
  }
  if (query.categoryIds.length && omit !== 'category') {
    // categories are stored as the wire shows them: a comma-separated id list.
    const any = query.categoryIds.map(() => `(',' || s.category_ids || ',') LIKE ?`);
    parts.push(
      `(s.base_category_id IN (${placeholders(query.categoryIds.length)}) OR ${any.join(' OR ')})`,
    );
    params.push(...query.categoryIds, ...query.categoryIds.map((id) => `%,${id},%`));
  }
  if (query.newOnly && omit !== 'new') parts.push('s.new_style = 1');
  if (query.sustainableOnly && omit !== 'sustainable') parts.push('s.sustainable_style = 1');
  if (query.inStockAt.length && omit !== 'instock') {
    parts.push(`EXISTS (SELECT 1 FROM products p JOIN stock k ON k.product_id = p.id
      WHERE p.style_id = s.id AND k.qty > 0 AND k.warehouse_code IN (${placeholders(query.inStockAt.length)}))`);
    params.push(...query.inStockAt);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

function orderClause(query: CatalogSearchQuery): { sql: string; params: Param[] } {
  const minPrice = '(SELECT MIN(p.piece_price_cents) FROM products p WHERE p.style_id = s.id)';
  switch (query.order) {
    case 'name':
      return { sql: 's.style_name, b.name, s.id', params: [] };
    case 'brand':
      return { sql: 'b.name, s.style_name, s.id', params: [] };
    case 'price-asc':
      return { sql: `${minPrice} ASC, s.id`, params: [] };
    case 'price-desc':
      return { sql: `${minPrice} DESC, s.id`, params: [] };
    case 'newest':
      return { sql: 's.new_style DESC, s.id DESC', params: [] };
    case 'relevance': {
      const text = query.words.join(' ');
      const any = query.terms.flatMap((t) => matchExpression(t) ?? []).join(' OR ');
      if (!text || !any) return { sql: 'b.name, s.style_name, s.id', params: [] };
      // A style named exactly as typed (or its part number) first, then by bm25 with the style
      // name and title weighing most, then by brand.
      return {
        sql: `CASE WHEN s.style_name LIKE ? ESCAPE '\\' OR s.part_number = ?
                OR (b.name || ' ' || s.style_name) LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END,
              coalesce((SELECT bm25(${FTS_TABLE}, 3.0, 5.0, 4.0, 5.0, 1.0) FROM ${FTS_TABLE}
                 WHERE ${FTS_TABLE} MATCH ? AND rowid = s.id), 0),
              b.name, s.style_name, s.id`,
        params: [likeEscape(text), text, likeEscape(text), any],
      };
    }
  }
}

export function createCatalogSearchRepository(handle: DatabaseHandle): CatalogSearchRepository {
  const statements = new Map<string, Statement<Param[], unknown>>();
  const index = createCatalogFulltextIndex(handle);
  function all<Row>(sql: string, params: Param[]): Row[] {
    index.ensureFresh();
    let statement = statements.get(sql);
    if (!statement) {
      statement = handle.sqlite.prepare<Param[], unknown>(sql);
      statements.set(sql, statement);
    }
    return statement.all(...params) as Row[];
  }

  function groupLevels(rows: LevelRow[]): Map<number, StyleSearchRow['priceLevels']> {
    const levels = new Map<number, StyleSearchRow['priceLevels']>();
    for (const r of rows) {
      const list = levels.get(r.style_id) ?? [];
      list.push({
        piecePriceCents: r.piece_price_cents,
        salePriceCents: r.sale_price_cents,
        saleExpiresAt: r.sale_expires_at,
      });
      levels.set(r.style_id, list);
    }
    return levels;
  }

  // Colors, stock and price levels of one page of styles: three grouped reads, not one per style.
  function withDetails(rows: StyleRow[], inStockAt: readonly string[]): StyleSearchRow[] {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const inIds = placeholders(ids.length);
    const colors = new Map(
      all<{ style_id: number; n: number }>(
        `SELECT style_id, count(*) AS n FROM style_colors WHERE style_id IN (${inIds}) GROUP BY style_id`,
        ids,
      ).map((r) => [r.style_id, r.n]),
    );
    const warehouseFilter = inStockAt.length
      ? `AND k.warehouse_code IN (${placeholders(inStockAt.length)})`
      : '';
    const qty = new Map(
      all<{ style_id: number; qty: number }>(
        `SELECT p.style_id, SUM(k.qty) AS qty FROM products p JOIN stock k ON k.product_id = p.id
          WHERE p.style_id IN (${inIds}) ${warehouseFilter} GROUP BY p.style_id`,
        [...ids, ...inStockAt],
      ).map((r) => [r.style_id, r.qty]),
    );
    const levels = groupLevels(
      all<LevelRow>(
        `SELECT DISTINCT style_id, piece_price_cents, sale_price_cents, sale_expires_at
           FROM products WHERE style_id IN (${inIds})`,
        ids,
      ),
    );
    return rows.map((r) => ({
      styleId: r.id,
      partNumber: r.part_number,
      brandName: r.brand_name,
      styleName: r.style_name,
      title: r.title,
      baseCategory: r.base_category,
      styleImage: r.style_image,
      newStyle: r.new_style === 1,
      sustainableStyle: r.sustainable_style === 1,
      colorCount: colors.get(r.id) ?? 0,
      qty: qty.get(r.id) ?? 0,
      priceLevels: levels.get(r.id) ?? [],
    }));
  }

  return {
    search(query) {
      const where = whereClause(query);
      const order = orderClause(query);
      const from = 'FROM styles s JOIN brands b ON b.id = s.brand_id';
      const total =
        all<{ n: number }>(`SELECT count(*) AS n ${from} ${where.sql}`, where.params)[0]?.n ?? 0;
      const rows = all<StyleRow>(
        `SELECT ${styleColumns}
           ${from} ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
        [...where.params, ...order.params, query.limit, query.offset],
      );
      return Promise.resolve({ total, rows: withDetails(rows, query.inStockAt) });
    },
    matchingPriceLevels(query) {
      const where = whereClause(query);
      const rows = all<LevelRow>(
        `SELECT DISTINCT p.style_id, p.piece_price_cents, p.sale_price_cents, p.sale_expires_at
           FROM products p WHERE p.style_id IN (
             SELECT s.id FROM styles s JOIN brands b ON b.id = s.brand_id ${where.sql})`,
        where.params,
      );
      const levels = groupLevels(rows);
      return Promise.resolve(
        [...levels.entries()].map(([styleId, priceLevels]) => ({ styleId, priceLevels })),
      );
    },
    rowsByIds(styleIds, inStockAt) {
      if (styleIds.length === 0) return Promise.resolve([]);
      const rows = all<StyleRow>(
        `SELECT ${styleColumns} FROM styles s JOIN brands b ON b.id = s.brand_id
          WHERE s.id IN (${placeholders(styleIds.length)})`,
        [...styleIds],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = styleIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      return Promise.resolve(withDetails(ordered, inStockAt));
    },
    // better-sqlite3 runs each statement on the event loop: the counts (about a second at full
    // scale, mostly the in-stock count) are cut into one statement per facet and per warehouse,
    // with a turn of the event loop between them, so a page streaming its filters' counts keeps
    // answering its own image and script requests meanwhile (issue 15, the portal's LCP).
    async facetCounts(query): Promise<FacetCounts> {
      const from = 'FROM styles s JOIN brands b ON b.id = s.brand_id';
      const count = async <K extends string | number>(omit: Facet, select: string, rest = '') => {
        await yieldToEventLoop();
        const where = whereClause(query, omit);
        return new Map(
          all<{ k: K; n: number }>(
            `${select} ${from} ${rest} ${where.sql} GROUP BY k`,
            where.params,
          ).map((r) => [r.k, r.n]),
        );
      };
      const flags = async (omit: Facet, column: string) => {
        await yieldToEventLoop();
        const where = whereClause(query, omit);
        return (
          all<{ n: number }>(`SELECT total(${column}) AS n ${from} ${where.sql}`, where.params)[0]
            ?.n ?? 0
        );
      };
      // Styles with stock at each warehouse, one warehouse per statement.
      const inStock = new Map<string, number>();
      const stocked = whereClause(query, 'instock');
      const inStockAt = `SELECT count(*) AS n ${from}
        ${stocked.sql ? `${stocked.sql} AND` : 'WHERE'} EXISTS (SELECT 1 FROM products p
          JOIN stock k ON k.product_id = p.id
         WHERE p.style_id = s.id AND k.warehouse_code = ? AND k.qty > 0)`;
      for (const { code } of all<{ code: string }>('SELECT code FROM warehouses', [])) {
        await yieldToEventLoop();
        const n = all<{ n: number }>(inStockAt, [...stocked.params, code])[0]?.n ?? 0;
        if (n > 0) inStock.set(code, n);
      }
      return {
        brands: await count<number>('brand', 'SELECT s.brand_id AS k, count(*) AS n'),
        categories: await count<number>(
          'category',
          'SELECT c.id AS k, count(DISTINCT s.id) AS n',
          `JOIN categories c ON (s.base_category_id = c.id
             OR (',' || s.category_ids || ',') LIKE '%,' || c.id || ',%')`,
        ),
        warehouses: inStock,
        newStyles: await flags('new', 's.new_style'),
        sustainableStyles: await flags('sustainable', 's.sustainable_style'),
      };
    },
    vocabulary() {
      return Promise.resolve(index.vocabulary());
    },
    suggest(terms, limit) {
      const expressions = terms.flatMap((t) => matchExpression(t) ?? []);
      if (expressions.length === 0) return Promise.resolve([]);
      const rows = all<{ id: number; brand_name: string; style_name: string; title: string }>(
        `SELECT s.id, b.name AS brand_name, s.style_name, s.title
           FROM ${FTS_TABLE} f JOIN styles s ON s.id = f.rowid JOIN brands b ON b.id = s.brand_id
          WHERE ${FTS_TABLE} MATCH ?
          ORDER BY bm25(${FTS_TABLE}, 3.0, 5.0, 4.0, 5.0, 1.0), s.id LIMIT ?`,
        [expressions.join(' AND '), limit],
      );
      return Promise.resolve(
        rows.map((r) => ({
          styleId: r.id,
          brandName: r.brand_name,
          styleName: r.style_name,
          title: r.title,
        })),
      );
    },
    facets() {
      return Promise.resolve({
        brands: all<{ id: number; name: string }>('SELECT id, name FROM brands ORDER BY name', []),
        categories: all<{ id: number; name: string }>(
          'SELECT id, name FROM categories ORDER BY name',
          [],
        ),
        warehouses: all<{ code: string; name: string }>(
          'SELECT code, name FROM warehouses ORDER BY sort_order',
          [],
        ),
      });
    },
  };
}
