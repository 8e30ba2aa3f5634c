import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import { presentCancelled, recordsToCancel } from '@/lib/domain/order-cancellation';
import type { OrderView } from '@/lib/domain/orders';
import type { ServiceDeps } from './service-deps';

/**
 * DELETE /v2/orders/{orderNumber} (interface-v2.md §4.3): cancels every record of the order that
 * still can be, within ten minutes of placement, restoring stock once. Answers the records this
 * call cancelled, shown with zero amounts (§3).
 */
export async function cancelOrder(
  deps: ServiceDeps,
  caller: Caller,
  orderNumberInput: string | undefined,
): Promise<OrderView[]> {
  const orderNumber = orderNumberInput?.trim() ?? '';
  if (orderNumber === '') throw DomainError.field('orderNumber', 'Required.');
  const accountId = caller.account.id;
  const records = await deps.repos.orderLifecycle.recordsForCancel(accountId, orderNumber);
  if (records.length === 0) {
    throw DomainError.notFound('orderNumber', `Order ${orderNumber} was not found.`);
  }
  // Issue 12: a return's Credit and Replacement records are cancelled with the return, never
  // here (a credit's negative quantities must not "restore" stock).
  const kinds = await deps.repos.orderQueries.byOrderNumber(accountId, orderNumber);
  if (kinds.some((v) => v.orderType === 'Credit' || v.orderType === 'Replacement')) {
    throw DomainError.field(
      'orderNumber',
      `Order ${orderNumber} belongs to a return: cancel it with DELETE /v2/returns/{raNumber}.`,
    );
  }
  const now = deps.clock.now();
  const ids = recordsToCancel(records, now);
  const cancelled = await deps.repos.orderLifecycle.cancelRecords(ids, now);
  if (cancelled.length === 0) {
    // A concurrent DELETE won the race between our read and our guarded update.
    throw DomainError.field('orderNumber', `Order ${orderNumber} is already cancelled.`);
  }
  const views = await deps.repos.orderQueries.byIds(accountId, cancelled);
  return views.map(presentCancelled);
}
