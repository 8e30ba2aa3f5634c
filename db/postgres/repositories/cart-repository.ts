// PostgreSQL twin of db/sqlite/repositories/cart-repository.ts. The cart lives in the database,
// so every process serves the same cart; writes are single upserts or short transactions that
// lock the line they read.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CartRepository } from '@/lib/domain/ports/cart-repository';
import { withCartStock } from '@/db/shared/cart-records';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import {
  brands,
  cartLines,
  cartSettings,
  crossRefs,
  products,
  stock,
  styleColors,
  styles,
  warehouses,
} from '../schema';
import { fitsInteger } from './integer-ids';

const placeholder = sql.placeholder;
const userId = placeholder('userId');
const thisLine = and(
  eq(cartLines.userId, userId),
  eq(cartLines.productId, placeholder('productId')),
  eq(cartLines.warehouseCode, placeholder('warehouseCode')),
);

export function createCartRepository({ db }: PostgresHandle): CartRepository {
  const lines = lazy(() =>
    db
      .select({
        productId: cartLines.productId,
        warehouseCode: cartLines.warehouseCode,
        qty: cartLines.qty,
        addedAt: cartLines.addedAt,
        sku: products.sku,
        gtin: products.gtin,
        brandName: brands.name,
        styleId: styles.id,
        styleName: styles.styleName,
        title: styles.title,
        colorName: styleColors.colorName,
        sizeName: products.sizeName,
        // The color's front image, else the style's: drizzle has no coalesce/nullif helpers.
        image: sql<string>`COALESCE(NULLIF(${styleColors.frontImage}, ''), ${styles.styleImage})`,
        piecePriceCents: products.piecePriceCents,
        dozenPriceCents: products.dozenPriceCents,
        casePriceCents: products.casePriceCents,
        caseQty: products.caseQty,
        salePriceCents: products.salePriceCents,
        saleExpiresAt: products.saleExpiresAt,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .innerJoin(styles, eq(styles.id, products.styleId))
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .innerJoin(styleColors, eq(styleColors.id, products.styleColorId))
      .where(eq(cartLines.userId, userId))
      .orderBy(
        asc(cartLines.addedAt),
        asc(products.styleId),
        asc(styleColors.colorName),
        asc(products.sizeOrder),
        asc(cartLines.warehouseCode),
      )
      .prepare('c_cart_lines'),
  );
  const lineStock = lazy(() =>
    db
      .select({ productId: stock.productId, warehouseCode: stock.warehouseCode, qty: stock.qty })
      .from(stock)
      .where(
        inArray(
          stock.productId,
          db
            .select({ productId: cartLines.productId })
            .from(cartLines)
            .where(eq(cartLines.userId, userId)),
        ),
      )
      .orderBy(asc(stock.warehouseCode))
      .prepare('c_cart_stock'),
  );
  const lineKey = [cartLines.userId, cartLines.productId, cartLines.warehouseCode];
  // `excluded` (the row that was refused) has no drizzle word.
  const addedQty = sql`${cartLines.qty} + excluded.qty`;
  const deleteLine = lazy(() =>
    db
      .delete(cartLines)
      .where(thisLine)
      .returning({ productId: cartLines.productId })
      .prepare('c_cart_delete_line'),
  );
  const deleteAll = lazy(() =>
    db.delete(cartLines).where(eq(cartLines.userId, userId)).prepare('c_cart_clear'),
  );
  const loadSettings = lazy(() =>
    db
      .select({ settingsJson: cartSettings.settingsJson })
      .from(cartSettings)
      .where(eq(cartSettings.userId, userId))
      .prepare('c_cart_settings'),
  );
  const saveSettings = lazy(() =>
    db
      .insert(cartSettings)
      .values({
        userId,
        settingsJson: placeholder('settingsJson'),
        updatedAt: placeholder('now'),
      })
      .onConflictDoUpdate({
        target: cartSettings.userId,
        set: { settingsJson: sql`excluded.settings_json`, updatedAt: sql`excluded.updated_at` },
      })
      .prepare('c_cart_save_settings'),
  );
  const byId = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, placeholder('id')))
      .prepare('c_cart_product_by_id'),
  );
  const byCode = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.sku, placeholder('sku')), eq(products.gtin, placeholder('gtin'))))
      .prepare('c_cart_product_by_code'),
  );
  const byYourSku = lazy(() =>
    db
      .select({ id: crossRefs.productId })
      .from(crossRefs)
      .where(
        and(
          eq(crossRefs.accountId, placeholder('accountId')),
          eq(crossRefs.yourSku, placeholder('yourSku')),
        ),
      )
      .prepare('c_cart_product_by_your_sku'),
  );
  const warehouseCodes = lazy(() =>
    db
      .select({ code: warehouses.code })
      .from(warehouses)
      .orderBy(asc(warehouses.code))
      .prepare('c_cart_warehouse_codes'),
  );

  return {
    async listLines(user) {
      const [lineRows, stockRows] = await Promise.all([
        lines().execute({ userId: user }),
        lineStock().execute({ userId: user }),
      ]);
      return withCartStock(lineRows, stockRows);
    },
    async addLines(user, toAdd, now) {
      // Each upsert is atomic on its own (ON CONFLICT adds to the stored qty under the row's
      // lock); the transaction makes the batch all-or-nothing.
      await db.transaction(async (tx) => {
        for (const line of toAdd) {
          await tx
            .insert(cartLines)
            .values({ ...line, userId: user, addedAt: now })
            .onConflictDoUpdate({
              target: lineKey,
              set: { qty: addedQty },
            });
        }
      });
    },
    replaceLine(user, from, to, now) {
      return db.transaction(async (tx) => {
        // FOR UPDATE: a concurrent replace or remove of the same line waits for us.
        const [existing] = await tx
          .select({ addedAt: cartLines.addedAt })
          .from(cartLines)
          .where(
            and(
              eq(cartLines.userId, user),
              eq(cartLines.productId, from.productId),
              eq(cartLines.warehouseCode, from.warehouseCode),
            ),
          )
          .for('update');
        if (!existing) return false;
        const sameKey = from.productId === to.productId && from.warehouseCode === to.warehouseCode;
        if (sameKey) {
          await tx
            .update(cartLines)
            .set({ qty: to.qty })
            .where(
              and(
                eq(cartLines.userId, user),
                eq(cartLines.productId, to.productId),
                eq(cartLines.warehouseCode, to.warehouseCode),
              ),
            );
          return true;
        }
        await tx
          .delete(cartLines)
          .where(
            and(
              eq(cartLines.userId, user),
              eq(cartLines.productId, from.productId),
              eq(cartLines.warehouseCode, from.warehouseCode),
            ),
          );
        await tx
          .insert(cartLines)
          .values({ ...to, userId: user, addedAt: Math.min(existing.addedAt, now) })
          .onConflictDoUpdate({
            target: lineKey,
            set: { qty: addedQty },
          });
        return true;
      });
    },
    async removeLine(user, key) {
      return (await deleteLine().execute({ ...key, userId: user })).length > 0;
    },
    async clear(user) {
      await deleteAll().execute({ userId: user });
    },
    async loadSettings(user) {
      const [row] = await loadSettings().execute({ userId: user });
      return row?.settingsJson;
    },
    async saveSettings(user, settingsJson, now) {
      await saveSettings().execute({ userId: user, settingsJson, now });
    },
    async resolveProducts(accountId, identifiers) {
      const found = new Map<string, number>();
      for (const identifier of identifiers) {
        const token = identifier.trim();
        const [[own], [asId], [code]] = await Promise.all([
          byYourSku().execute({ accountId, yourSku: token }),
          /^\d{1,15}$/.test(token) && fitsInteger(Number(token))
            ? byId().execute({ id: Number(token) })
            : Promise.resolve([]),
          byCode().execute({ sku: token.toUpperCase(), gtin: token }),
        ]);
        const id = asId?.id ?? code?.id ?? own?.id;
        if (id !== undefined) found.set(identifier, id);
      }
      return found;
    },
    async warehouseCodes() {
      return (await warehouseCodes().execute()).map((row) => row.code);
    },
  };
}
