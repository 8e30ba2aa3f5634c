// The account's quotes as the portal and GET /v2/quotes/ read them.
import type {
  QuoteItemView,
  QuoteRepository,
  QuoteView,
} from '@/lib/domain/ports/quote-repository';
import type { DatabaseHandle } from '../client';
import { lazyStatement } from './prepared';

interface QuoteRow {
  id: number;
  number: string;
  status: string;
  expires_at: number;
  single_use: number;
  min_pieces: number;
  used_at: number | null;
  used_by_order_number: string | null;
}

interface ItemRow {
  product_id: number;
  sku: string;
  brand_name: string;
  style_name: string;
  color_name: string;
  size_name: string;
  price_cents: number;
}

export function createQuoteRepository(handle: DatabaseHandle): QuoteRepository {
  const columns =
    'id, number, status, expires_at, single_use, min_pieces, used_at, used_by_order_number';
  const list = lazyStatement<[number], QuoteRow>(
    handle,
    `SELECT ${columns} FROM quotes WHERE account_id = ? ORDER BY created_at DESC, id DESC`,
  );
  const one = lazyStatement<[number, string], QuoteRow>(
    handle,
    `SELECT ${columns} FROM quotes WHERE account_id = ? AND number = ?`,
  );
  const items = lazyStatement<[number], ItemRow>(
    handle,
    `SELECT q.product_id, p.sku, b.name AS brand_name, s.style_name, c.color_name, p.size_name,
            q.price_cents
       FROM quote_items q JOIN products p ON p.id = q.product_id
       JOIN styles s ON s.id = p.style_id JOIN brands b ON b.id = s.brand_id
       JOIN style_colors c ON c.id = p.style_color_id
      WHERE q.quote_id = ? ORDER BY p.sku`,
  );

  function toView(row: QuoteRow): QuoteView {
    return {
      quoteNumber: row.number,
      status: row.status,
      expiresAt: row.expires_at,
      singleUse: row.single_use === 1,
      minPieces: row.min_pieces,
      ...(row.used_at !== null ? { usedAt: row.used_at } : {}),
      ...(row.used_by_order_number !== null ? { usedByOrderNumber: row.used_by_order_number } : {}),
      items: items()
        .all(row.id)
        .map((i): QuoteItemView => ({
          skuID: i.product_id,
          sku: i.sku,
          brandName: i.brand_name,
          styleName: i.style_name,
          colorName: i.color_name,
          sizeName: i.size_name,
          priceCents: i.price_cents,
        })),
    };
  }

  return {
    listForAccount(accountId) {
      return Promise.resolve(list().all(accountId).map(toView));
    },
    findForAccount(accountId, quoteNumber) {
      const row = one().get(accountId, quoteNumber);
      return Promise.resolve(row ? toView(row) : undefined);
    },
  };
}
