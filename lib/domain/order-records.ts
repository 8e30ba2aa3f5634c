// A planned order -> the OrderView records stored and answered (interface-v2.md §2.1, §3): one
// per warehouse, sharing the order number, each with its own guid. Status In Progress; a test
// order is stored created-and-cancelled with the same pricing.
import type { Account } from './accounts';
import type { OrderPlan } from './order-plan';
import type { OrderChannel, OrderView, PlaceOrderCommand } from './orders';
import type { PaymentProfile } from './ports/payment-profile-repository';

export interface RecordContext {
  orderNumber: string;
  /** One per planned record, in order. */
  guids: readonly string[];
  account: Account;
  command: PlaceOrderCommand;
  channel: OrderChannel;
  now: number;
  /** The saved card or bank account the order is paid with; the account's terms otherwise. */
  paymentProfile?: PaymentProfile;
}

/** An order paid with a saved payment method shows that method as its terms. */
export function orderTermsOf(account: Account, paymentProfile?: PaymentProfile): string {
  if (!paymentProfile) return account.terms;
  const kind = paymentProfile.profileType === 'Bank' ? 'ACH' : 'Credit Card';
  return `${kind} (${paymentProfile.name})`;
}

export function orderViewsOf(plan: OrderPlan, context: RecordContext): OrderView[] {
  const { account, command, now } = context;
  const shipBlind = command.shipBlind ?? account.shipBlindDefault;
  return plan.records.map((record, index): OrderView => {
    const guid = context.guids[index];
    if (guid === undefined) throw new Error('One guid per record is required.');
    return {
      guid,
      companyName: account.companyName,
      warehouseAbbr: record.warehouseCode,
      orderNumber: context.orderNumber,
      invoiceNumber: '',
      poNumber: command.poNumber,
      customerNumber: account.number,
      orderedAt: now,
      expectedDeliveryAt: record.expectedDeliveryAt,
      ...(command.shipByDate !== undefined ? { shipByDate: command.shipByDate } : {}),
      orderType: context.channel,
      terms: orderTermsOf(account, context.paymentProfile),
      orderStatus: command.testOrder ? 'Cancelled' : 'In Progress',
      dropship: record.dropship,
      shippingCarrier: record.carrier,
      shippingMethod: record.shippingMethodLabel,
      shipBlind,
      shippingCollectNumber: account.shippingCollectNumber,
      trackingNumber: '',
      shippingAddress: {
        name: command.shippingAddress.customer,
        attn: command.shippingAddress.attn,
        address: command.shippingAddress.address,
        city: command.shippingAddress.city,
        state: command.shippingAddress.state,
        zip: command.shippingAddress.zip,
      },
      billingAddress: {
        name: account.billing.billTo,
        attn: account.billing.attn,
        address: account.billing.address,
        city: account.billing.city,
        state: account.billing.state,
        zip: account.billing.zip,
      },
      ...record.totals,
      codCents: 0,
      lostCashDiscountCents: 0,
      cuponDiscountCents: 0,
      sampleDiscountCents: 0,
      setUpFeeCents: 0,
      restockFeeCents: 0,
      debitCreditCents: 0,
      deliveryStatus: '',
      conveyorLane: record.conveyorLane,
      ...(record.quoteNumber !== undefined ? { quoteNumber: record.quoteNumber } : {}),
      ...(record.promotionCode !== undefined ? { promotionCode: record.promotionCode } : {}),
      isTest: command.testOrder,
      ...(command.testOrder ? { cancelledAt: now } : {}),
      lines: record.lines.map((line) => ({
        lineNumber: line.lineNumber,
        // Dropship stock ships from the mill: not a sku we stock.
        type: record.dropship ? 'NS' : 'S',
        skuId: line.product.productId,
        sku: line.product.sku,
        gtin: line.product.gtin,
        yourSku: line.product.yourSku,
        qtyOrdered: line.qty,
        qtyShipped: 0,
        priceCents: line.unitCents,
        brandName: line.product.brandName,
        styleName: line.product.styleName,
        title: line.product.title,
        colorName: line.product.colorName,
        sizeName: line.product.sizeName,
        returnable: line.returnable,
      })),
    };
  });
}
