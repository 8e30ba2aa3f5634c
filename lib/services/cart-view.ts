// The cart as the cart page shows it: lines priced as the order will price them (the account's
// level for the sku's quantity over the whole cart, before any quote or promotion), the checkout
// settings, and the days in transit and cut-offs of every warehouse to the shipping zip.
import type { Caller } from '@/lib/domain/accounts';
import type { CartLineRecord, CartSettings } from '@/lib/domain/cart';
import { accountUnitCents } from '@/lib/domain/pricing';
import { DomainError } from '@/lib/domain/errors';
import { cartOwner } from './cart-owner';
import { loadCartSettings } from './cart-settings';
import { getDaysInTransit, type WarehouseTransit } from './get-days-in-transit';
import type { ServiceDeps } from './service-deps';

export interface PricedCartLine extends CartLineRecord {
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface CartSnapshot {
  lines: PricedCartLine[];
  settings: CartSettings;
  totalPieces: number;
  subtotalCents: number;
  warehouses: string[];
  /** undefined while the shipping zip is not a known 5-digit code. */
  transit?: WarehouseTransit[];
  now: number;
}

async function transitTo(deps: ServiceDeps, zip: string): Promise<WarehouseTransit[] | undefined> {
  if (!/^\d{5}$/.test(zip)) return undefined;
  try {
    return (await getDaysInTransit(deps, zip)).warehouses;
  } catch (error) {
    // An unknown zip is a state of the form being typed, not a failure of the cart.
    if (error instanceof DomainError && error.code === 'invalid') return undefined;
    throw error;
  }
}

export async function getCart(deps: ServiceDeps, caller: Caller): Promise<CartSnapshot> {
  const userId = cartOwner(caller);
  const now = deps.clock.now();
  const [records, settings, warehouses] = await Promise.all([
    deps.repos.cart.listLines(userId),
    loadCartSettings(deps, caller),
    deps.repos.cart.warehouseCodes(),
  ]);
  // An order prices a sku by its quantity over every warehouse line, so the cart does too.
  const qtyBySku = new Map<number, number>();
  for (const r of records) qtyBySku.set(r.productId, (qtyBySku.get(r.productId) ?? 0) + r.qty);
  const lines = records.map((record) => {
    const unitPriceCents = accountUnitCents(
      { levels: record, caseQty: record.caseQty },
      qtyBySku.get(record.productId) ?? record.qty,
      caller.account.tierDiscountBasisPoints,
      now,
    );
    return { ...record, unitPriceCents, lineTotalCents: unitPriceCents * record.qty };
  });
  return {
    lines,
    settings,
    totalPieces: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    warehouses,
    transit: await transitTo(deps, settings.shippingAddress.zip),
    now,
  };
}

/** Pieces in the caller's cart, for the portal's header: one read, no pricing or transit. */
export async function getCartPieces(deps: ServiceDeps, caller: Caller): Promise<number> {
  const records = await deps.repos.cart.listLines(cartOwner(caller));
  return records.reduce((sum, record) => sum + record.qty, 0);
}
