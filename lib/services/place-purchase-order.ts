import type { Caller } from '@/lib/domain/accounts';
import type { PlaceOrderCommand, PlaceOrderResult } from '@/lib/domain/orders';
import { placeOrder } from './place-order';
import type { ServiceDeps } from './service-deps';

export type PlacePurchaseOrderOutcome =
  { kind: 'placed'; result: PlaceOrderResult } | { kind: 'duplicate'; orderNumber: string };

/**
 * A purchase order sent through the PromoStandards PO service. The standard treats the PO number
 * as the transaction's identity: one the account already sent is not placed again (its code 200),
 * so a client retrying after a lost answer never orders twice. Everything else is placeOrder's.
 */
export async function placePurchaseOrder(
  deps: ServiceDeps,
  caller: Caller,
  command: PlaceOrderCommand,
): Promise<PlacePurchaseOrderOutcome> {
  const existing = await deps.repos.poLookup.findOrderNumberByPoNumber(
    caller.account.id,
    command.poNumber,
  );
  if (existing !== undefined) return { kind: 'duplicate', orderNumber: existing };
  return { kind: 'placed', result: await placeOrder(deps, caller, command, 'API') };
}
