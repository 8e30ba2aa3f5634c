// PostgreSQL twin of db/sqlite/repositories/quote-repository.ts.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { QuoteRepository } from '@/lib/domain/ports/quote-repository';
import { lazy } from '../../shared/lazy';
import { toQuoteView, type QuoteViewRow } from '../../shared/quote-rows';
import type { PostgresHandle } from '../client';
import { brands, products, quoteItems, quotes, styleColors, styles } from '../schema';

export function createQuoteRepository({ db }: PostgresHandle): QuoteRepository {
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
      .prepare('b_quotes_of_account'),
  );
  const one = lazy(() =>
    db
      .select(columns)
      .from(quotes)
      .where(and(eq(quotes.accountId, account), eq(quotes.number, sql.placeholder('number'))))
      .prepare('b_quote_of_account'),
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
      .prepare('b_quote_items'),
  );
  const toView = async (row: QuoteViewRow) =>
    toQuoteView(row, await items().execute({ quoteId: row.id }));

  return {
    async listForAccount(accountId) {
      return Promise.all((await list().execute({ accountId })).map(toView));
    },
    async findForAccount(accountId, quoteNumber) {
      const [row] = await one().execute({ accountId, number: quoteNumber });
      return row ? toView(row) : undefined;
    },
  };
}
