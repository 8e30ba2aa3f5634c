// The account's quotes as the portal and GET /v2/quotes/ read them.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { QuoteRepository } from '@/lib/domain/ports/quote-repository';
import { lazy } from '../../shared/lazy';
import { toQuoteView, type QuoteViewRow } from '../../shared/quote-rows';
import type { DatabaseHandle } from '../client';
import { brands, products, quoteItems, quotes, styleColors, styles } from '../schema';

export function createQuoteRepository({ db }: DatabaseHandle): QuoteRepository {
  const columns = {
    id: quotes.id,
    number: quotes.number,
    status: quotes.status,
    expiresAt: quotes.expiresAt,
    singleUse: quotes.singleUse,
    minPieces: quotes.minPieces,
    usedAt: quotes.usedAt,
    usedByOrderNumber: quotes.usedByOrderNumber,
  };
  const account = sql.placeholder('accountId');
  const list = lazy(() =>
    db
      .select(columns)
      .from(quotes)
      .where(eq(quotes.accountId, account))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .prepare(),
  );
  const one = lazy(() =>
    db
      .select(columns)
      .from(quotes)
      .where(and(eq(quotes.accountId, account), eq(quotes.number, sql.placeholder('number'))))
      .prepare(),
  );
  const items = lazy(() =>
    db
      .select({
        skuID: quoteItems.productId,
        sku: products.sku,
        brandName: brands.name,
        styleName: styles.styleName,
        colorName: styleColors.colorName,
        sizeName: products.sizeName,
        priceCents: quoteItems.priceCents,
      })
      .from(quoteItems)
      .innerJoin(products, eq(products.id, quoteItems.productId))
      .innerJoin(styles, eq(styles.id, products.styleId))
      .innerJoin(brands, eq(brands.id, styles.brandId))
      .innerJoin(styleColors, eq(styleColors.id, products.styleColorId))
      .where(eq(quoteItems.quoteId, sql.placeholder('quoteId')))
      .orderBy(asc(products.sku))
      .prepare(),
  );
  const toView = (row: QuoteViewRow) => toQuoteView(row, items().all({ quoteId: row.id }));

  return {
    listForAccount(accountId) {
      return Promise.resolve(list().all({ accountId }).map(toView));
    },
    findForAccount(accountId, quoteNumber) {
      const row = one().get({ accountId, number: quoteNumber });
      return Promise.resolve(row ? toView(row) : undefined);
    },
  };
}
