import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CartRepository } from '@/lib/domain/ports/cart-repository';
import { withCartStock } from '@/db/shared/cart-records';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
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

const placeholder = sql.placeholder;
const userId = placeholder('userId');
const thisLine = and(
  eq(cartLines.userId, userId),
  eq(cartLines.productId, placeholder('productId')),
  eq(cartLines.warehouseCode, placeholder('warehouseCode')),
);

export function createCartRepository({ db }: DatabaseHandle): CartRepository {
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
      .prepare(),
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
      .prepare(),
  );
  const newLine = {
    userId,
    productId: placeholder('productId'),
    warehouseCode: placeholder('warehouseCode'),
    qty: placeholder('qty'),
    addedAt: placeholder('addedAt'),
  };
  const lineKey = [cartLines.userId, cartLines.productId, cartLines.warehouseCode];
  // `excluded` (the row that was refused) has no drizzle word.
  const upsertAdd = lazy(() =>
    db
      .insert(cartLines)
      .values(newLine)
      .onConflictDoUpdate({ target: lineKey, set: { qty: sql`${cartLines.qty} + excluded.qty` } })
      .prepare(),
  );
  const upsertSet = lazy(() =>
    db
      .insert(cartLines)
      .values(newLine)
      .onConflictDoUpdate({ target: lineKey, set: { qty: sql`excluded.qty` } })
      .prepare(),
  );
  const findLine = lazy(() =>
    db.select({ addedAt: cartLines.addedAt }).from(cartLines).where(thisLine).prepare(),
  );
  const deleteLine = lazy(() => db.delete(cartLines).where(thisLine).prepare());
  const deleteAll = lazy(() => db.delete(cartLines).where(eq(cartLines.userId, userId)).prepare());
  const loadSettings = lazy(() =>
    db
      .select({ settingsJson: cartSettings.settingsJson })
      .from(cartSettings)
      .where(eq(cartSettings.userId, userId))
      .prepare(),
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
      .prepare(),
  );
  const byId = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, placeholder('id')))
      .prepare(),
  );
  const byCode = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.sku, placeholder('sku')), eq(products.gtin, placeholder('gtin'))))
      .prepare(),
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
      .prepare(),
  );
  const warehouseCodes = lazy(() =>
    db.select({ code: warehouses.code }).from(warehouses).orderBy(asc(warehouses.code)).prepare(),
  );

  return {
    listLines(user) {
      return Promise.resolve(
        withCartStock(lines().all({ userId: user }), lineStock().all({ userId: user })),
      );
    },
    addLines(user, toAdd, now) {
      db.transaction(() => {
        for (const line of toAdd) upsertAdd().run({ ...line, userId: user, addedAt: now });
      });
      return Promise.resolve();
    },
    replaceLine(user, from, to, now) {
      const replaced = db.transaction(() => {
        const existing = findLine().get({ ...from, userId: user });
        if (!existing) return false;
        const sameKey = from.productId === to.productId && from.warehouseCode === to.warehouseCode;
        if (sameKey) {
          upsertSet().run({ ...to, userId: user, addedAt: existing.addedAt });
          return true;
        }
        deleteLine().run({ ...from, userId: user });
        upsertAdd().run({ ...to, userId: user, addedAt: Math.min(existing.addedAt, now) });
        return true;
      });
      return Promise.resolve(replaced);
    },
    removeLine(user, key) {
      return Promise.resolve(deleteLine().run({ ...key, userId: user }).changes > 0);
    },
    clear(user) {
      deleteAll().run({ userId: user });
      return Promise.resolve();
    },
    loadSettings(user) {
      return Promise.resolve(loadSettings().get({ userId: user })?.settingsJson);
    },
    saveSettings(user, settingsJson, now) {
      saveSettings().run({ userId: user, settingsJson, now });
      return Promise.resolve();
    },
    resolveProducts(accountId, identifiers) {
      const found = new Map<string, number>();
      for (const identifier of identifiers) {
        const token = identifier.trim();
        const own = byYourSku().get({ accountId, yourSku: token });
        const asId = /^\d{1,15}$/.test(token) ? byId().get({ id: Number(token) }) : undefined;
        const code = byCode().get({ sku: token.toUpperCase(), gtin: token });
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
