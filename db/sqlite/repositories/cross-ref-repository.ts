import type { CrossRef } from '@/lib/domain/cross-refs';
import type { CrossRefRepository } from '@/lib/domain/ports/cross-ref-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface CrossRefRow {
  your_sku: string;
  sku_id: number;
  sku: string;
  gtin: string;
  brand_name: string;
  style_name: string;
  color_name: string;
  size_name: string;
}

const selectCrossRefs = `SELECT x.your_sku, p.id AS sku_id, p.sku, p.gtin, b.name AS brand_name,
    s.style_name, c.color_name, p.size_name
  FROM cross_refs x
  JOIN products p ON p.id = x.product_id
  JOIN styles s ON s.id = p.style_id
  JOIN brands b ON b.id = s.brand_id
  JOIN style_colors c ON c.id = p.style_color_id
 WHERE x.account_id = ?`;

function toCrossRef(row: CrossRefRow): CrossRef {
  return {
    yourSku: row.your_sku,
    skuId: row.sku_id,
    sku: row.sku,
    gtin: row.gtin,
    brandName: row.brand_name,
    styleName: row.style_name,
    colorName: row.color_name,
    sizeName: row.size_name,
  };
}

export function createCrossRefRepository(handle: DatabaseHandle): CrossRefRepository {
  const all = lazyStatement<[number], CrossRefRow>(
    handle,
    `${selectCrossRefs} ORDER BY x.your_sku`,
  );
  const some = lazyStatement<[number, string], CrossRefRow>(
    handle,
    `${selectCrossRefs} AND x.your_sku IN (SELECT value FROM json_each(?)) ORDER BY x.your_sku`,
  );
  const productById = lazyStatement<[number], { id: number }>(
    handle,
    'SELECT id FROM products WHERE id = ?',
  );
  const productByCode = lazyStatement<[string, string], { id: number }>(
    handle,
    'SELECT id FROM products WHERE sku = ? COLLATE NOCASE OR gtin = ? LIMIT 1',
  );
  const existing = lazyStatement<[number, string], { product_id: number }>(
    handle,
    'SELECT product_id FROM cross_refs WHERE account_id = ? AND your_sku = ?',
  );
  const insertOrUpdate = lazyStatement<[number, string, number, number], unknown>(
    handle,
    `INSERT INTO cross_refs (account_id, your_sku, product_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, your_sku) DO UPDATE SET product_id = excluded.product_id,
       updated_at = excluded.updated_at`,
  );
  const remove = lazyStatement<[number, string], unknown>(
    handle,
    'DELETE FROM cross_refs WHERE account_id = ? AND your_sku = ?',
  );
  // Read-then-write in one immediate transaction, so two PUTs of a new yourSku cannot both
  // answer "created".
  const upsert = handle.sqlite.transaction(
    (accountId: number, yourSku: string, productId: number, now: number) => {
      const before = existing().get(accountId, yourSku);
      insertOrUpdate().run(accountId, yourSku, productId, now);
      return before ? ('updated' as const) : ('created' as const);
    },
  );

  return {
    list(accountId, yourSkus) {
      const rows =
        yourSkus === undefined
          ? all().all(accountId)
          : some().all(accountId, JSON.stringify(yourSkus));
      return Promise.resolve(rows.map(toCrossRef));
    },
    findProductId(identifier) {
      const token = identifier.trim();
      if (/^\d{1,15}$/.test(token)) {
        const byId = productById().get(Number(token));
        if (byId) return Promise.resolve(byId.id);
      }
      return Promise.resolve(productByCode().get(token, token)?.id);
    },
    upsert(accountId, yourSku, productId, now) {
      return Promise.resolve(upsert.immediate(accountId, yourSku, productId, now));
    },
    remove(accountId, yourSku) {
      return Promise.resolve(remove().run(accountId, yourSku).changes > 0);
    },
  };
}
