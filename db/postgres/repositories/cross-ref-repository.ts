// PostgreSQL twin of db/sqlite/repositories/cross-ref-repository.ts.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CrossRefRepository } from '@/lib/domain/ports/cross-ref-repository';
import { lazy } from '@/db/shared/lazy';
import type { PostgresHandle } from '../client';
import { brands, crossRefs, products, styleColors, styles } from '../schema';
import { inArrayParam } from './array-param';
import { fitsInteger } from './integer-ids';

const placeholder = sql.placeholder;

export function createCrossRefRepository({ db }: PostgresHandle): CrossRefRepository {
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
    selectCrossRefs().where(ofAccount).orderBy(asc(crossRefs.yourSku)).prepare('c_crossrefs'),
  );
  const some = lazy(() =>
    selectCrossRefs()
      .where(and(ofAccount, inArrayParam(crossRefs.yourSku, 'yourSkus')))
      .orderBy(asc(crossRefs.yourSku))
      .prepare('c_crossrefs_some'),
  );
  const productById = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, placeholder('id')))
      .prepare('c_crossref_product_by_id'),
  );
  const productByCode = lazy(() =>
    db
      .select({ id: products.id })
      .from(products)
      .where(
        or(
          // Case-insensitive like SQLite's COLLATE NOCASE (drizzle has no word for a collation).
          sql`upper(${products.sku}) = upper(${placeholder('code')})`,
          eq(products.gtin, placeholder('code')),
        ),
      )
      .limit(1)
      .prepare('c_crossref_product_by_code'),
  );
  const thisRef = and(ofAccount, eq(crossRefs.yourSku, placeholder('yourSku')));
  const insertNew = lazy(() =>
    db
      .insert(crossRefs)
      .values({
        accountId: placeholder('accountId'),
        yourSku: placeholder('yourSku'),
        productId: placeholder('productId'),
        updatedAt: placeholder('now'),
      })
      .onConflictDoNothing()
      .returning({ productId: crossRefs.productId })
      .prepare('c_crossref_insert'),
  );
  const update = lazy(() =>
    db
      .update(crossRefs)
      .set({
        // drizzle's set() takes values or SQL, not a bare placeholder.
        productId: sql`${placeholder('productId')}`,
        updatedAt: sql`${placeholder('now')}`,
      })
      .where(thisRef)
      .returning({ productId: crossRefs.productId })
      .prepare('c_crossref_update'),
  );
  const remove = lazy(() =>
    db
      .delete(crossRefs)
      .where(thisRef)
      .returning({ productId: crossRefs.productId })
      .prepare('c_crossref_delete'),
  );

  return {
    list(accountId, yourSkus) {
      return yourSkus === undefined
        ? all().execute({ accountId })
        : some().execute({ accountId, yourSkus: [...yourSkus] });
    },
    async findProductId(identifier) {
      const token = identifier.trim();
      if (/^\d{1,15}$/.test(token) && fitsInteger(Number(token))) {
        const [byId] = await productById().execute({ id: Number(token) });
        if (byId) return byId.id;
      }
      const [byCode] = await productByCode().execute({ code: token });
      return byCode?.id;
    },
    async upsert(accountId, yourSku, productId, now) {
      // Insert-or-nothing, then update: of two processes PUTting a new yourSku at once, the
      // second's insert waits on the first's row and does nothing, so exactly one answers
      // "created". A delete slipping between our two statements sends us round again.
      const values = { accountId, yourSku, productId, now };
      for (let attempt = 0; attempt < 3; attempt++) {
        if ((await insertNew().execute(values)).length > 0) return 'created';
        if ((await update().execute(values)).length > 0) return 'updated';
      }
      throw new Error(`Cross reference ${yourSku} keeps changing under us.`);
    },
    async remove(accountId, yourSku) {
      return (await remove().execute({ accountId, yourSku })).length > 0;
    },
  };
}
