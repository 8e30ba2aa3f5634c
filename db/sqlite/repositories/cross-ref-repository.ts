import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CrossRefRepository } from '@/lib/domain/ports/cross-ref-repository';
import { lazy } from '@/db/shared/lazy';
import type { DatabaseHandle } from '../client';
import { brands, crossRefs, products, styleColors, styles } from '../schema';
import { inJsonList, jsonList } from './json-list';

const placeholder = sql.placeholder;

export function createCrossRefRepository({ db }: DatabaseHandle): CrossRefRepository {
  // Under the CrossRef's own names, so a row is the record.
  const selectCrossRefs = () =>
    db
      .select({
        yourSku: crossRefs.yourSku,
        skuId: products.id,
        sku: products.sku,
        gtin: products.gtin,
        brandName: brands.name,
        styleName: styles.styleName,
        colorName: styleColors.colorName,
        sizeName: products.sizeName,
      })
      .from(crossRefs)
      .innerJoin(products, eq(products.id, crossRefs.productId))
      .innerJoin(styles, eq(styles.id, products.styleId))
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .innerJoin(styleColors, eq(styleColors.id, products.styleColorId));
  const ofAccount = eq(crossRefs.accountId, placeholder('accountId'));
  const all = lazy(() =>
    selectCrossRefs().where(ofAccount).orderBy(asc(crossRefs.yourSku)).prepare(),
  );
  const some = lazy(() =>
    selectCrossRefs()
      .where(and(ofAccount, inJsonList(crossRefs.yourSku, 'yourSkus')))
      .orderBy(asc(crossRefs.yourSku))
      .prepare(),
  );
  const productById = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, placeholder('id')))
      .prepare(),
  );
  const productByCode = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(
        or(
          // drizzle has no word for a collation.
          sql`${products.sku} = ${placeholder('code')} COLLATE NOCASE`,
          eq(products.gtin, placeholder('code')),
        ),
      )
      .limit(1)
      .prepare(),
  );
  const thisRef = and(ofAccount, eq(crossRefs.yourSku, placeholder('yourSku')));
  const existing = lazy(() =>
    db.select({ productId: crossRefs.productId }).from(crossRefs).where(thisRef).prepare(),
  );
  const remove = lazy(() => db.delete(crossRefs).where(thisRef).prepare());

  return {
    list(accountId, yourSkus) {
      const rows =
        yourSkus === undefined
          ? all().all({ accountId })
          : some().all({ accountId, yourSkus: jsonList(yourSkus) });
      return Promise.resolve(rows);
    },
    findProductId(identifier) {
      const token = identifier.trim();
      if (/^\d{1,15}$/.test(token)) {
        const byId = productById().get({ id: Number(token) });
        if (byId) return Promise.resolve(byId.id);
      }
      return Promise.resolve(productByCode().get({ code: token })?.id);
    },
    upsert(accountId, yourSku, productId, now) {
      // Read-then-write in one immediate transaction, so two PUTs of a new yourSku cannot both
      // answer "created".
      const outcome = db.transaction(
        (tx) => {
          const before = existing().get({ accountId, yourSku });
          tx.insert(crossRefs)
            .values({ accountId, yourSku, productId, updatedAt: now })
            .onConflictDoUpdate({
              target: [crossRefs.accountId, crossRefs.yourSku],
              set: { productId, updatedAt: now },
            })
            .run();
          return before ? ('updated' as const) : ('created' as const);
        },
        { behavior: 'immediate' },
      );
      return Promise.resolve(outcome);
    },
    remove(accountId, yourSku) {
      return Promise.resolve(remove().run({ accountId, yourSku }).changes > 0);
    },
  };
}
