// Adding, changing and removing the lines of a user's cart. Several lines arrive at once from
// the style grid and quick order; they are resolved and validated together, all or nothing.
import type { Caller } from '@/lib/domain/accounts';
import { MAX_CART_QTY, type CartLineKey } from '@/lib/domain/cart';
import { DomainError, type FieldError } from '@/lib/domain/errors';
import { cartOwner } from './cart-owner';
import type { ServiceDeps } from './service-deps';

export interface AddCartLine {
  identifier: string;
  qty: number;
  /** '' or undefined: let the service choose. */
  warehouseAbbr?: string;
}

async function checkWarehouse(deps: ServiceDeps, code: string): Promise<boolean> {
  return code === '' || (await deps.repos.cart.warehouseCodes()).includes(code);
}

export async function addCartLines(
  deps: ServiceDeps,
  caller: Caller,
  lines: AddCartLine[],
): Promise<void> {
  const userId = cartOwner(caller);
  const resolved = await deps.repos.cart.resolveProducts(
    caller.account.id,
    lines.map((line) => line.identifier),
  );
  const known = new Set(await deps.repos.cart.warehouseCodes());
  const errors: FieldError[] = [];
  const writes = lines.flatMap((line, index) => {
    const productId = resolved.get(line.identifier);
    const warehouseCode = line.warehouseAbbr ?? '';
    if (productId === undefined) {
      errors.push({
        field: `lines[${index}].identifier`,
        message: `Identifier ${line.identifier} was not found or has been discontinued.`,
      });
    }
    if (warehouseCode !== '' && !known.has(warehouseCode)) {
      errors.push({
        field: `lines[${index}].warehouseAbbr`,
        message: `Unknown warehouse code ${warehouseCode}.`,
      });
    }
    return productId === undefined ? [] : [{ productId, warehouseCode, qty: line.qty }];
  });
  if (errors.length > 0) throw DomainError.invalid(errors);
  await deps.repos.cart.addLines(userId, writes, deps.clock.now());
}

export async function updateCartLine(
  deps: ServiceDeps,
  caller: Caller,
  key: CartLineKey,
  change: { qty?: number; warehouseAbbr?: string },
): Promise<void> {
  const userId = cartOwner(caller);
  const existing = (await deps.repos.cart.listLines(userId)).find(
    (line) => line.productId === key.productId && line.warehouseCode === key.warehouseCode,
  );
  if (!existing) throw DomainError.notFound('line', 'That line is not in the cart.');
  const warehouseCode = change.warehouseAbbr ?? key.warehouseCode;
  if (!(await checkWarehouse(deps, warehouseCode))) {
    throw DomainError.field('warehouseAbbr', `Unknown warehouse code ${warehouseCode}.`);
  }
  const qty = change.qty ?? existing.qty;
  if (!Number.isInteger(qty) || qty < 1 || qty > MAX_CART_QTY) {
    throw DomainError.field('qty', `Quantity must be a whole number from 1 to ${MAX_CART_QTY}.`);
  }
  await deps.repos.cart.replaceLine(
    userId,
    key,
    { productId: key.productId, warehouseCode, qty },
    deps.clock.now(),
  );
}

export async function removeCartLine(
  deps: ServiceDeps,
  caller: Caller,
  key: CartLineKey,
): Promise<void> {
  const removed = await deps.repos.cart.removeLine(cartOwner(caller), key);
  if (!removed) throw DomainError.notFound('line', 'That line is not in the cart.');
}

export async function clearCart(deps: ServiceDeps, caller: Caller): Promise<void> {
  await deps.repos.cart.clear(cartOwner(caller));
}
