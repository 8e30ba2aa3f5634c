// Rows of what ordering needs beyond the catalog: quotes in every state for both demo accounts,
// promotion codes (running and expired) and the website users' saved payment profiles.
// Built after the catalog (quotes reference its fixture skus, promotions its brands).
import {
  DEMO_PAYMENT_PROFILES,
  DEMO_PROMOTIONS,
  DEMO_QUOTES,
  type PromotionFixture,
  type QuoteFixture,
} from './commerce-fixtures';
import { demoAccounts, demoUserIds } from './reference-data';
import type { CatalogFacts } from './seed-catalog';
import { rowsOf, type SeedBatch, type SeedRow } from './seed-rows';

const DAY_MS = 86_400_000;

/** The skus quotes name: seedCatalog keeps their product ids while it writes them. */
export function commerceSkus(): Set<string> {
  return new Set(
    (Object.values(DEMO_QUOTES) as QuoteFixture[]).flatMap((q) => q.items.map((i) => i.sku)),
  );
}

function accountIdOf(number: string): number {
  const demo = demoAccounts.find((d) => d.account.number === number);
  if (!demo) throw new Error(`Seed: no account ${number}`);
  return demo.account.id;
}

export function commerceRows(now: number, catalog: CatalogFacts): SeedBatch {
  const quotes: SeedRow<'quotes'>[] = [];
  const items: SeedRow<'quoteItems'>[] = [];
  let created = now - 20 * DAY_MS;
  for (const [index, quote] of (Object.values(DEMO_QUOTES) as QuoteFixture[]).entries()) {
    const id = index + 1;
    const used = quote.alreadyUsed === true;
    quotes.push({
      id,
      number: quote.number,
      accountId: accountIdOf(quote.accountNumber),
      status: quote.status,
      expiresAt: now + quote.expiresInDays * DAY_MS,
      singleUse: quote.singleUse,
      minPieces: quote.minPieces,
      usedAt: used ? now - 2 * DAY_MS : null,
      usedByOrderNumber: used ? '4999001' : null,
      createdAt: (created += DAY_MS),
    });
    for (const item of quote.items) {
      const productId = catalog.productIdBySku.get(item.sku);
      if (productId === undefined) {
        throw new Error(`Seed: quote ${quote.number} names unknown sku ${item.sku}`);
      }
      items.push({ quoteId: id, productId, priceCents: item.priceCents });
    }
  }

  const promotions = (Object.values(DEMO_PROMOTIONS) as PromotionFixture[]).map((promotion) => {
    const brandId =
      promotion.brandName !== undefined ? catalog.brandIdByName.get(promotion.brandName) : null;
    if (brandId === undefined) {
      throw new Error(
        `Seed: promotion ${promotion.code} names unknown brand ${promotion.brandName}`,
      );
    }
    return {
      code: promotion.code,
      description: promotion.description,
      discountBasisPoints: promotion.discountBasisPoints,
      brandId,
      styleId: promotion.styleId ?? null,
      startsAt: now + promotion.startsInDays * DAY_MS,
      endsAt: now + promotion.endsInDays * DAY_MS,
    };
  });

  const profiles = DEMO_PAYMENT_PROFILES.map((profile) => {
    const userId = demoUserIds.get(profile.userEmail);
    if (userId === undefined) throw new Error(`Seed: no website user ${profile.userEmail}`);
    return {
      id: profile.profileId,
      userId,
      profileType: profile.profileType,
      name: profile.name,
    };
  });

  return [
    rowsOf('quotes', quotes),
    rowsOf('quoteItems', items),
    rowsOf('promotions', promotions),
    rowsOf('paymentProfiles', profiles),
  ];
}
