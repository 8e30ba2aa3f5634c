// The portal's catalog search over styles (lib/domain/ports/catalog-search-repository.ts). The SQL
// depends on which filters are set, so statements are prepared per shape and cached by their text.
import type { Statement } from 'better-sqlite3';
import type {
  CatalogSearchQuery,
  CatalogSearchRepository,
  StyleSearchRow,
} from '@/lib/domain/ports/catalog-search-repository';
import type { DatabaseHandle } from '../client';

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

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereClause(query: CatalogSearchQuery): { sql: string; params: Param[] } {
  const parts: string[] = [];
  const params: Param[] = [];
  for (const word of query.words) {
    const contains = `%${likeEscape(word)}%`;
    parts.push(`(b.name LIKE ? ESCAPE '\\' OR s.style_name LIKE ? ESCAPE '\\'
      OR s.title LIKE ? ESCAPE '\\' OR s.part_number LIKE ? ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM products p WHERE p.style_id = s.id AND (p.sku = ? OR p.gtin = ?)))`);
    params.push(contains, contains, contains, `${likeEscape(word)}%`, word.toUpperCase(), word);
  }
  if (query.brandIds.length) {
    parts.push(`s.brand_id IN (${placeholders(query.brandIds.length)})`);
    params.push(...query.brandIds);
  }
  if (query.categoryIds.length) {
    // categories are stored as the wire shows them: a comma-separated id list.
    const any = query.categoryIds.map(() => `(',' || s.category_ids || ',') LIKE ?`);
    parts.push(
      `(s.base_category_id IN (${placeholders(query.categoryIds.length)}) OR ${any.join(' OR ')})`,
    );
    params.push(...query.categoryIds, ...query.categoryIds.map((id) => `%,${id},%`));
  }
  if (query.newOnly) parts.push('s.new_style = 1');
  if (query.sustainableOnly) parts.push('s.sustainable_style = 1');
  if (query.inStockAt.length) {
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
      if (!text) return { sql: 'b.name, s.style_name, s.id', params: [] };
      // A style named exactly as typed (or its part number) first, then the rest by brand.
      return {
        sql: `CASE WHEN s.style_name LIKE ? ESCAPE '\\' OR s.part_number = ?
                OR (b.name || ' ' || s.style_name) LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END,
              b.name, s.style_name, s.id`,
        params: [likeEscape(text), text, likeEscape(text)],
      };
    }
  }
}

export function createCatalogSearchRepository(handle: DatabaseHandle): CatalogSearchRepository {
  const statements = new Map<string, Statement<Param[], unknown>>();
  function all<Row>(sql: string, params: Param[]): Row[] {
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
