import type { CartLineRecord } from '@/lib/domain/cart';
import type { CartRepository } from '@/lib/domain/ports/cart-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface LineRow {
  product_id: number;
  warehouse_code: string;
  qty: number;
  added_at: number;
  sku: string;
  gtin: string;
  brand_name: string;
  style_id: number;
  style_name: string;
  title: string;
  color_name: string;
  size_name: string;
  image: string;
  piece_price_cents: number;
  dozen_price_cents: number;
  case_price_cents: number;
  case_qty: number;
  sale_price_cents: number | null;
  sale_expires_at: number | null;
}

interface StockRow {
  product_id: number;
  warehouse_code: string;
  qty: number;
}

export function createCartRepository(handle: DatabaseHandle): CartRepository {
  const lines = lazyStatement<[number], LineRow>(
    handle,
    `SELECT c.product_id, c.warehouse_code, c.qty, c.added_at, p.sku, p.gtin, b.name AS brand_name,
            s.id AS style_id, s.style_name, s.title, sc.color_name, p.size_name,
            COALESCE(NULLIF(sc.front_image, ''), s.style_image) AS image,
            p.piece_price_cents, p.dozen_price_cents, p.case_price_cents, p.case_qty,
            p.sale_price_cents, p.sale_expires_at
       FROM cart_lines c
       JOIN products p ON p.id = c.product_id
       JOIN styles s ON s.id = p.style_id
       JOIN brands b ON b.id = s.brand_id
       JOIN style_colors sc ON sc.id = p.style_color_id
      WHERE c.user_id = ?
      ORDER BY c.added_at, p.style_id, sc.color_name, p.size_order, c.warehouse_code`,
  );
  const stock = lazyStatement<[number], StockRow>(
    handle,
    `SELECT st.product_id, st.warehouse_code, st.qty FROM stock st
      WHERE st.product_id IN (SELECT product_id FROM cart_lines WHERE user_id = ?)
      ORDER BY st.warehouse_code`,
  );
  const upsertAdd = lazyStatement<[number, number, string, number, number], unknown>(
    handle,
    `INSERT INTO cart_lines (user_id, product_id, warehouse_code, qty, added_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, product_id, warehouse_code) DO UPDATE SET qty = qty + excluded.qty`,
  );
  const upsertSet = lazyStatement<[number, number, string, number, number], unknown>(
    handle,
    `INSERT INTO cart_lines (user_id, product_id, warehouse_code, qty, added_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, product_id, warehouse_code) DO UPDATE SET qty = excluded.qty`,
  );
  const findLine = lazyStatement<[number, number, string], { qty: number; added_at: number }>(
    handle,
    `SELECT qty, added_at FROM cart_lines WHERE user_id = ? AND product_id = ? AND warehouse_code = ?`,
  );
  const deleteLine = lazyStatement<[number, number, string], unknown>(
    handle,
    `DELETE FROM cart_lines WHERE user_id = ? AND product_id = ? AND warehouse_code = ?`,
  );
  const deleteAll = lazyStatement<[number], unknown>(
    handle,
    `DELETE FROM cart_lines WHERE user_id = ?`,
  );
  const loadSettings = lazyStatement<[number], { settings_json: string }>(
    handle,
    `SELECT settings_json FROM cart_settings WHERE user_id = ?`,
  );
  const saveSettings = lazyStatement<[number, string, number], unknown>(
    handle,
    `INSERT INTO cart_settings (user_id, settings_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET settings_json = excluded.settings_json,
       updated_at = excluded.updated_at`,
  );
  const byId = lazyStatement<[number], { id: number }>(
    handle,
    `SELECT id FROM products WHERE id = ?`,
  );
  const byCode = lazyStatement<[string, string], { id: number }>(
    handle,
    `SELECT id FROM products WHERE sku = ? OR gtin = ?`,
  );
  const byYourSku = lazyStatement<[number, string], { id: number }>(
    handle,
    `SELECT product_id AS id FROM cross_refs WHERE account_id = ? AND your_sku = ?`,
  );
  const warehouseCodes = lazyStatement<[], { code: string }>(
    handle,
    `SELECT code FROM warehouses ORDER BY code`,
  );

  return {
    listLines(userId) {
      const byProduct = new Map<number, CartLineRecord['stock']>();
      for (const row of stock().all(userId)) {
        const list = byProduct.get(row.product_id) ?? [];
        list.push({ warehouseCode: row.warehouse_code, qty: row.qty });
        byProduct.set(row.product_id, list);
      }
      return Promise.resolve(
        lines()
          .all(userId)
          .map((row) => ({
            productId: row.product_id,
            warehouseCode: row.warehouse_code,
            qty: row.qty,
            addedAt: row.added_at,
            sku: row.sku,
            gtin: row.gtin,
            brandName: row.brand_name,
            styleId: row.style_id,
            styleName: row.style_name,
            title: row.title,
            colorName: row.color_name,
            sizeName: row.size_name,
            image: row.image,
            piecePriceCents: row.piece_price_cents,
            dozenPriceCents: row.dozen_price_cents,
            casePriceCents: row.case_price_cents,
            caseQty: row.case_qty,
            salePriceCents: row.sale_price_cents,
            saleExpiresAt: row.sale_expires_at,
            stock: byProduct.get(row.product_id) ?? [],
          })),
      );
    },
    addLines(userId, toAdd, now) {
      handle.sqlite.transaction(() => {
        for (const line of toAdd) {
          upsertAdd().run(userId, line.productId, line.warehouseCode, line.qty, now);
        }
      })();
      return Promise.resolve();
    },
    replaceLine(userId, from, to, now) {
      const replaced = handle.sqlite.transaction(() => {
        const existing = findLine().get(userId, from.productId, from.warehouseCode);
        if (!existing) return false;
        const sameKey = from.productId === to.productId && from.warehouseCode === to.warehouseCode;
        if (sameKey) {
          upsertSet().run(userId, to.productId, to.warehouseCode, to.qty, existing.added_at);
          return true;
        }
        deleteLine().run(userId, from.productId, from.warehouseCode);
        upsertAdd().run(
          userId,
          to.productId,
          to.warehouseCode,
          to.qty,
          Math.min(existing.added_at, now),
        );
        return true;
      })();
      return Promise.resolve(replaced);
    },
    removeLine(userId, key) {
      const result = deleteLine().run(userId, key.productId, key.warehouseCode) as {
        changes: number;
      };
      return Promise.resolve(result.changes > 0);
    },
    clear(userId) {
      deleteAll().run(userId);
      return Promise.resolve();
    },
    loadSettings(userId) {
      return Promise.resolve(loadSettings().get(userId)?.settings_json);
    },
    saveSettings(userId, settingsJson, now) {
      saveSettings().run(userId, settingsJson, now);
      return Promise.resolve();
    },
    resolveProducts(accountId, identifiers) {
      const found = new Map<string, number>();
      for (const identifier of identifiers) {
        const token = identifier.trim();
        const own = byYourSku().get(accountId, token);
        const asId = /^\d{1,15}$/.test(token) ? byId().get(Number(token)) : undefined;
        const code = byCode().get(token.toUpperCase(), token);
        const id = asId?.id ?? code?.id ?? own?.id;
        if (id !== undefined) found.set(identifier, id);
      }
      return Promise.resolve(found);
    },
    warehouseCodes() {
      return Promise.resolve(
        warehouseCodes()
          .all()
          .map((row) => row.code),
      );
    },
  };
}
