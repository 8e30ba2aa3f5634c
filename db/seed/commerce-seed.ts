// Seeds what ordering needs beyond the catalog: quotes in every state for both demo accounts,
// promotion codes (running and expired) and the website users' saved payment profiles.
// Runs after the catalog (quotes reference its fixture skus).
import type { DatabaseHandle } from '../sqlite/client';
import {
  DEMO_PAYMENT_PROFILES,
  DEMO_PROMOTIONS,
  DEMO_QUOTES,
  type PromotionFixture,
} from './commerce-fixtures';

const DAY_MS = 86_400_000;

export function seedCommerce(handle: DatabaseHandle, now: number): void {
  const sqlite = handle.sqlite;
  const accountId = sqlite.prepare<[string], { id: number }>(
    'SELECT id FROM accounts WHERE number = ?',
  );
  const productId = sqlite.prepare<[string], { id: number }>(
    'SELECT id FROM products WHERE sku = ?',
  );
  const brandId = sqlite.prepare<[string], { id: number }>('SELECT id FROM brands WHERE name = ?');
  const userId = sqlite.prepare<[string], { id: number }>(
    'SELECT id FROM website_users WHERE email = ?',
  );
  const insertQuote = sqlite.prepare(
    `INSERT INTO quotes (number, account_id, status, expires_at, single_use, min_pieces, used_at,
       used_by_order_number, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertItem = sqlite.prepare(
    'INSERT INTO quote_items (quote_id, product_id, price_cents) VALUES (?, ?, ?)',
  );
  const insertPromotion = sqlite.prepare(
    `INSERT INTO promotions (code, description, discount_basis_points, brand_id, style_id, starts_at,
       ends_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProfile = sqlite.prepare(
    'INSERT INTO payment_profiles (id, user_id, profile_type, name) VALUES (?, ?, ?, ?)',
  );

  sqlite.transaction(() => {
    let created = now - 20 * DAY_MS;
    for (const quote of Object.values(DEMO_QUOTES)) {
      const account = accountId.get(quote.accountNumber);
      if (!account) throw new Error(`Seed: no account ${quote.accountNumber}`);
      const used = 'alreadyUsed' in quote && quote.alreadyUsed;
      const { id } = insertQuote.get(
        quote.number,
        account.id,
        quote.status,
        now + quote.expiresInDays * DAY_MS,
        quote.singleUse ? 1 : 0,
        quote.minPieces,
        used ? now - 2 * DAY_MS : null,
        used ? '4999001' : null,
        (created += DAY_MS),
      ) as { id: number };
      for (const item of quote.items) {
        const product = productId.get(item.sku);
        if (!product) throw new Error(`Seed: quote ${quote.number} names unknown sku ${item.sku}`);
        insertItem.run(id, product.id, item.priceCents);
      }
    }
    for (const promotion of Object.values(DEMO_PROMOTIONS) as PromotionFixture[]) {
      const brand =
        promotion.brandName !== undefined ? brandId.get(promotion.brandName) : undefined;
      if (promotion.brandName !== undefined && !brand) {
        throw new Error(
          `Seed: promotion ${promotion.code} names unknown brand ${promotion.brandName}`,
        );
      }
      insertPromotion.run(
        promotion.code,
        promotion.description,
        promotion.discountBasisPoints,
        brand?.id ?? null,
        promotion.styleId ?? null,
        now + promotion.startsInDays * DAY_MS,
        now + promotion.endsInDays * DAY_MS,
      );
    }
    for (const profile of DEMO_PAYMENT_PROFILES) {
      const user = userId.get(profile.userEmail);
      if (!user) throw new Error(`Seed: no website user ${profile.userEmail}`);
      insertProfile.run(profile.profileId, user.id, profile.profileType, profile.name);
    }
  })();
}
