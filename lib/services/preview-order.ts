// Price an order without placing it: the planning step of placeOrder (same snapshot, same pure
// plan, same validation and messages) with no commit. Nothing is written, no order number is
// taken, no stock is held and no e-mail is queued, so a cart page may preview as often as the
// buyer edits it (unlike a test order, which is stored).
import type { Caller } from '@/lib/domain/accounts';
import { planOrder } from '@/lib/domain/order-plan';
import { orderViewsOf } from '@/lib/domain/order-records';
import type { LineError, OrderChannel, OrderView, PlaceOrderCommand } from '@/lib/domain/orders';
import { quotedLineSavings, type QuotedLineSaving } from '@/lib/domain/quote-savings';
import { allocate } from '@/lib/domain/warehouse-autoselect';
import { checkPaymentProfile, readSnapshot } from './place-order';
import { transitWarehouses } from './place-order-transit';
import type { ServiceDeps } from './service-deps';

export interface OrderPreview {
  /** One record per warehouse, as placing would make them; orderNumber and guid are ''. */
  orders: OrderView[];
  /** Lines that could not be filled as asked (the preview never rejects for them). */
  lineErrors: LineError[];
  /** The lines charged the quoted price, with the account's price without the quote. */
  quotedLines: QuotedLineSaving[];
}

export async function previewOrder(
  deps: ServiceDeps,
  caller: Caller,
  command: PlaceOrderCommand,
  channel: OrderChannel,
): Promise<OrderPreview> {
  // Line errors are reported beside the priced records instead of rejecting the whole preview,
  // so the page can mark each line that needs the buyer's decision.
  const planned: PlaceOrderCommand = { ...command, rejectLineErrors: false, testOrder: false };
  const paymentProfile = await checkPaymentProfile(deps, caller, planned);
  const warehouses = await transitWarehouses(deps, planned.shippingAddress.zip);
  const snapshot = await readSnapshot(deps, caller, planned, warehouses);
  const plan = planOrder(planned, snapshot, allocate);
  const orders = orderViewsOf(plan, {
    orderNumber: '',
    guids: plan.records.map(() => ''),
    account: caller.account,
    command: planned,
    channel,
    now: snapshot.now,
    ...(paymentProfile ? { paymentProfile } : {}),
  });
  return { orders, lineErrors: plan.lineErrors, quotedLines: quotedLineSavings(plan.records) };
}
