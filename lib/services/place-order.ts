// Place an order — the one door every channel uses (REST, SOAP, portal; invariant 1).
// Plan, then commit (invariant 2): read a snapshot through the ports, plan with pure functions,
// commit in one transaction with guarded stock decrements. When stock or the quote moved between
// the snapshot and the commit, or the database aborted the commit as colliding with a concurrent
// one, the plan is made again from a fresh snapshot, a bounded number of times.
import { randomUUID } from 'node:crypto';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import { lineErrorsEmail, orderConfirmationEmail } from '@/lib/domain/order-emails';
import { orderPlacedEvent } from '@/lib/domain/webhooks';
import {
  planOrder,
  rejectionOf,
  type OrderPlan,
  type PlacementSnapshot,
  type PlanWarehouse,
} from '@/lib/domain/order-plan';
import { orderViewsOf } from '@/lib/domain/order-records';
import { shouldPlanAgain } from '@/lib/domain/placement-attempts';
import type {
  LineError,
  OrderChannel,
  OrderView,
  PlaceOrderCommand,
  PlaceOrderResult,
} from '@/lib/domain/orders';
import type { StoredAnswer } from '@/lib/domain/ports/idempotency-repository';
import type { OrderRecordWrite, OutboxEmail } from '@/lib/domain/ports/order-placement-repository';
import type { PaymentProfile } from '@/lib/domain/ports/payment-profile-repository';
import { allocate } from '@/lib/domain/warehouse-autoselect';
import { transitWarehouses } from './place-order-transit';
import { AnsweredMeanwhile, type IdempotencyScope } from './run-idempotent';
import type { ServiceDeps } from './service-deps';

const STOCK_MOVED =
  'Stock changed while the order was being placed and the order could not be filled. Please try again.';

/** Exported for previews (preview-order.ts), which plan with the same steps but commit nothing. */
export async function checkPaymentProfile(
  deps: ServiceDeps,
  caller: Caller,
  command: PlaceOrderCommand,
): Promise<PaymentProfile | undefined> {
  const profile = command.paymentProfile;
  if (!profile) return undefined;
  const profiles = await deps.repos.paymentProfiles.listForUser(caller.account.id, profile.email);
  const saved = profiles?.find((p) => p.profileId === profile.profileId);
  if (!saved) {
    throw DomainError.field(
      'paymentProfile',
      'No saved payment profile with that email and profileID belongs to this account.',
    );
  }
  return saved;
}

export async function readSnapshot(
  deps: ServiceDeps,
  caller: Caller,
  command: PlaceOrderCommand,
  warehouses: PlanWarehouse[],
): Promise<PlacementSnapshot> {
  const repo = deps.repos.orderPlacement;
  const identifiers = [...new Set(command.lines.map((l) => l.identifier.trim()))];
  const products = await repo.resolveProducts(caller.account.id, identifiers);
  const [stock, quote, promotion] = await Promise.all([
    repo.stockFor([...products.values()].map((p) => p.productId)),
    command.quoteNumber !== undefined && /^\d+$/.test(command.quoteNumber)
      ? repo.findQuote(command.quoteNumber)
      : undefined,
    command.promotionCode !== undefined ? repo.findPromotion(command.promotionCode) : undefined,
  ]);
  return {
    now: deps.clock.now(),
    businessTimeZone: deps.settings.businessTimeZone,
    account: caller.account,
    products,
    stock,
    warehouses,
    ...(quote ? { quote } : {}),
    ...(promotion ? { promotion } : {}),
  };
}

function emailsFor(
  command: PlaceOrderCommand,
  views: readonly OrderView[],
  lineErrors: readonly LineError[],
  timeZone: string,
): OutboxEmail[] {
  const to = command.emailConfirmation;
  if (to === '') return [];
  const emails: OutboxEmail[] = [];
  // A test order is never sent for real: it ships nothing and would confuse the receiver.
  if (views.length > 0 && !command.testOrder) {
    emails.push({
      kind: 'order-confirmation',
      toAddress: to,
      ...orderConfirmationEmail(views, timeZone),
    });
  }
  if (command.rejectLineErrorsEmail && lineErrors.length > 0 && !command.testOrder) {
    emails.push({
      kind: 'line-errors',
      toAddress: to,
      ...lineErrorsEmail(lineErrors, {
        ...(views[0] ? { orderNumber: views[0].orderNumber } : {}),
        poNumber: command.poNumber,
      }),
    });
  }
  return emails;
}

function recordWrites(
  plan: OrderPlan,
  views: OrderView[],
  command: PlaceOrderCommand,
  nextEventAt: number | undefined,
): OrderRecordWrite[] {
  return views.map((view, index) => ({
    view,
    shippingMethodCode: command.shippingMethod,
    residential: command.shippingAddress.residential,
    ...(command.paymentProfile ? { paymentProfileId: command.paymentProfile.profileId } : {}),
    emailConfirmation: command.emailConfirmation,
    ...(nextEventAt !== undefined ? { nextEventAt } : {}),
    lines: (plan.records[index]?.lines ?? []).map((l) => ({
      lineNumber: l.lineNumber,
      productId: l.product.productId,
      quoted: l.quoted,
    })),
  }));
}

export interface PlaceOrderOptions {
  /**
   * The Idempotency-Key the placement runs under and how its answer reads: the answer is recorded
   * in the order's own transaction, so a crash cannot separate the order from the key's outcome
   * (issue 9, finding 7). Must be pure and synchronous.
   */
  idempotency?: IdempotencyScope & { answerOf(result: PlaceOrderResult): StoredAnswer };
  /** The portal's checkout empties the buyer's cart in the order's own transaction. */
  clearCartOfUserId?: number;
}

export async function placeOrder(
  deps: ServiceDeps,
  caller: Caller,
  command: PlaceOrderCommand,
  channel: OrderChannel,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const { idempotency } = options;
  const paymentProfile = await checkPaymentProfile(deps, caller, command);
  const warehouses = await transitWarehouses(deps, command.shippingAddress.zip);
  const zone = deps.settings.businessTimeZone;

  for (let attempt = 1; ; attempt++) {
    const snapshot = await readSnapshot(deps, caller, command, warehouses);
    const plan = planOrder(command, snapshot, allocate);
    const rejection = rejectionOf(plan);
    if (rejection) {
      const emails = emailsFor(command, [], plan.lineErrors, zone);
      if (emails.length > 0)
        await deps.repos.orderPlacement.enqueueEmails(caller.account.id, snapshot.now, emails);
      throw rejection;
    }
    const now = snapshot.now;
    const guids = plan.records.map(() => randomUUID());
    const quote = snapshot.quote;
    let views: OrderView[] = [];
    const outcome = await deps.repos.orderPlacement.commitPlacement({
      accountId: caller.account.id,
      now,
      ...(options.clearCartOfUserId !== undefined
        ? { clearCartOfUserId: options.clearCartOfUserId }
        : {}),
      // A test order is priced and stored, but takes no stock and uses up no quote (§3).
      decrements: command.testOrder ? [] : plan.decrements,
      ...(!command.testOrder && plan.quoteSavedMoney && quote?.singleUse
        ? { useQuoteNumber: quote.number }
        : {}),
      ...(idempotency
        ? { idempotencyKey: { key: idempotency.key, requestHash: idempotency.requestHash } }
        : {}),
      build(orderNumber) {
        views = orderViewsOf(plan, {
          orderNumber,
          guids,
          account: caller.account,
          command,
          channel,
          now,
          ...(paymentProfile ? { paymentProfile } : {}),
        });
        const nextEventAt = command.testOrder
          ? undefined
          : now + deps.settings.invoiceDelaySeconds * 1000;
        const result = { orderNumber, orders: views, lineErrors: plan.lineErrors };
        return {
          records: recordWrites(plan, views, command, nextEventAt),
          emails: emailsFor(command, views, plan.lineErrors, zone),
          webhookEvents: [orderPlacedEvent(views, now)],
          ...(idempotency ? { idempotentAnswer: idempotency.answerOf(result) } : {}),
        };
      },
    });
    if (outcome.ok)
      return { orderNumber: outcome.orderNumber, orders: views, lineErrors: plan.lineErrors };
    // Another run of this request already placed it and stored its answer: runIdempotent
    // replays that (lib/services/run-idempotent.ts).
    if (outcome.reason === 'idempotency') throw new AnsweredMeanwhile();
    if (!shouldPlanAgain(outcome.reason, attempt)) {
      throw DomainError.invalid([{ field: 'Lines', message: STOCK_MOVED }]);
    }
  }
}
