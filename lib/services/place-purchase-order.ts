import { createHash } from 'node:crypto';
import type { Caller } from '@/lib/domain/accounts';
import type { PlaceOrderCommand, PlaceOrderResult } from '@/lib/domain/orders';
import { placeOrder } from './place-order';
import { ABANDONED_RUN_MS, IDEMPOTENCY_KEY_TTL_MS } from './run-idempotent';
import type { ServiceDeps } from './service-deps';

export type PlacePurchaseOrderOutcome =
  | { kind: 'placed'; result: PlaceOrderResult }
  | { kind: 'duplicate'; orderNumber: string }
  | { kind: 'in-progress' };

/** Every resend of one PO number is "the same request", whatever else it carries. */
export const PO_CLAIM_HASH = 'promostandards-po';
const CLAIM_HASH = PO_CLAIM_HASH;

/** The idempotency key that reserves a PO number of an account while it is being placed. */
export function purchaseOrderClaimKey(poNumber: string): string {
  return `promostandards-po:${createHash('sha256').update(poNumber).digest('hex')}`;
}

/**
 * A purchase order sent through the PromoStandards PO service. The standard treats the PO number
 * as the transaction's identity: one the account already sent is not placed again (its code 200),
 * so a client retrying after a lost answer never orders twice. The existing orders answer for POs
 * placed earlier (through any door); a claim on the PO number in the idempotency table (one
 * statement, shared by every process) answers for a resend that arrives while the first is still
 * being placed. A PO that fails is released, so the corrected PO can be sent again.
 */
export async function placePurchaseOrder(
  deps: ServiceDeps,
  caller: Caller,
  command: PlaceOrderCommand,
): Promise<PlacePurchaseOrderOutcome> {
  const accountId = caller.account.id;
  const existing = await deps.repos.poLookup.findOrderNumberByPoNumber(accountId, command.poNumber);
  if (existing !== undefined) return { kind: 'duplicate', orderNumber: existing };

  const key = purchaseOrderClaimKey(command.poNumber);
  const now = deps.clock.now();
  const claim = await deps.repos.idempotency.begin(
    accountId,
    key,
    CLAIM_HASH,
    now,
    now + IDEMPOTENCY_KEY_TTL_MS,
    now - ABANDONED_RUN_MS,
  );
  if (claim.kind === 'running') return { kind: 'in-progress' };
  if (claim.kind === 'done') return { kind: 'duplicate', orderNumber: claim.answer.body };

  let result: PlaceOrderResult;
  try {
    result = await placeOrder(deps, caller, command, 'API');
  } catch (error) {
    await deps.repos.idempotency.release(accountId, key, CLAIM_HASH);
    throw error;
  }
  await deps.repos.idempotency.complete(accountId, key, CLAIM_HASH, {
    status: 200,
    contentType: 'text/plain',
    body: result.orderNumber,
  });
  return { kind: 'placed', result };
}
