// The checkout settings of a user's cart: loaded over the defaults (so settings saved by an
// older version gain new fields) and updated field by field as the buyer edits the cart page.
import type { Caller } from '@/lib/domain/accounts';
import { defaultCartSettings, type CartSettings } from '@/lib/domain/cart';
import { DomainError, type FieldError } from '@/lib/domain/errors';
import { cartOwner } from './cart-owner';
import type { ServiceDeps } from './service-deps';

export type CartSettingsPatch = Partial<Omit<CartSettings, 'shippingAddress'>> & {
  shippingAddress?: Partial<CartSettings['shippingAddress']>;
};

function merge(base: CartSettings, patch: CartSettingsPatch): CartSettings {
  return {
    ...base,
    ...patch,
    shippingAddress: { ...base.shippingAddress, ...patch.shippingAddress },
  };
}

export async function loadCartSettings(deps: ServiceDeps, caller: Caller): Promise<CartSettings> {
  const userId = cartOwner(caller);
  const defaults = defaultCartSettings(caller.account);
  const stored = await deps.repos.cart.loadSettings(userId);
  if (stored === undefined) return defaults;
  try {
    return merge(defaults, JSON.parse(stored) as CartSettingsPatch);
  } catch {
    // Unreadable settings must not lock a buyer out of the cart: start again from defaults.
    return defaults;
  }
}

export async function updateCartSettings(
  deps: ServiceDeps,
  caller: Caller,
  patch: CartSettingsPatch,
): Promise<CartSettings> {
  const userId = cartOwner(caller);
  const errors: FieldError[] = [];
  if (patch.warehouses) {
    const known = new Set(await deps.repos.cart.warehouseCodes());
    const unknown = patch.warehouses.filter((code) => !known.has(code));
    if (unknown.length > 0) {
      errors.push({
        field: 'warehouses',
        message: `Unknown warehouse code(s): ${unknown.join(', ')}.`,
      });
    }
  }
  if (errors.length > 0) throw DomainError.invalid(errors);
  // A quote together with a promotion code is saved as typed: the preview answers with the
  // contract's own message, so the buyer sees exactly what an order would say.
  const clean = patch.warehouses ? { ...patch, warehouses: [...new Set(patch.warehouses)] } : patch;
  const next = merge(await loadCartSettings(deps, caller), clean);
  await deps.repos.cart.saveSettings(userId, JSON.stringify(next), deps.clock.now());
  return next;
}
