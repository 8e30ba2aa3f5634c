// E-mails of issue 12, written to the outbox in the transaction that makes them true: a return
// authorized (RA number and where to send the goods), a return received (credit memo follows),
// and an order shipped (carrier and tracking number).
import type { EmailContent } from './order-emails';
import { formatUsd } from './money';
import type { OrderView } from './orders';
import type { ReturnAddress } from './return-records';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function both(subject: string, paragraphs: string[]): EmailContent {
  return {
    subject,
    textBody: paragraphs.join('\n\n'),
    htmlBody: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}

const addressText = (a: ReturnAddress) =>
  [a.name, a.attn, a.address, `${a.city}, ${a.state} ${a.zip}`].filter((s) => s !== '').join('\n');

export function returnAuthorizedEmail(
  raNumber: string,
  records: readonly { view: OrderView; returnTo: ReturnAddress; itemsRequired: boolean }[],
): EmailContent {
  const parts = [`Your return is authorized. RA number: ${raNumber}.`];
  for (const { view, returnTo, itemsRequired } of records) {
    const lines = view.lines.map((l) => `${l.sku} x ${Math.abs(l.qtyOrdered)}`).join(', ');
    parts.push(
      `${view.orderType} ${view.orderNumber} (${formatUsd(view.totalCents)}): ${lines}.` +
        (itemsRequired
          ? `\nSend the goods, marked with RA ${raNumber}, to:\n${addressText(returnTo)}`
          : '\nNothing needs to be sent back.'),
    );
  }
  return both(`Return authorized - RA ${raNumber}`, parts);
}

export function returnReceivedEmail(raNumber: string, credits: readonly OrderView[]): EmailContent {
  const parts = [`We received the goods of return ${raNumber}.`];
  for (const credit of credits) {
    parts.push(
      `Credit ${credit.orderNumber}: ${formatUsd(Math.abs(credit.totalCents))} will be credited to your account.`,
    );
  }
  if (credits.length === 0) parts.push('The replacement goods ship as a separate order.');
  return both(`Return received - RA ${raNumber}`, parts);
}

export type ShippedRecordFacts = Pick<
  OrderView,
  | 'orderNumber'
  | 'poNumber'
  | 'warehouseAbbr'
  | 'shippingCarrier'
  | 'shippingMethod'
  | 'trackingNumber'
  | 'totalPieces'
  | 'totalBoxes'
>;

export function orderShippedEmail(view: ShippedRecordFacts): EmailContent {
  return both(
    `Order ${view.orderNumber} has shipped${view.poNumber ? ` - PO ${view.poNumber}` : ''}`,
    [
      `Your order ${view.orderNumber} shipped from warehouse ${view.warehouseAbbr}.`,
      `Carrier: ${view.shippingCarrier} ${view.shippingMethod}\nTracking number: ${view.trackingNumber}`,
      `${view.totalPieces} pieces in ${view.totalBoxes} box${view.totalBoxes === 1 ? '' : 'es'}.`,
    ],
  );
}
