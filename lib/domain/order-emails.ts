// The two e-mails of interface-v2.md §6, as text and HTML: the order confirmation and the
// details of lines that could not be filled. Written to the outbox in the order's transaction.
import { toBusinessDateTime } from './business-time';
import { formatUsd } from './money';
import type { LineError, OrderView } from './orders';

export interface EmailContent {
  subject: string;
  textBody: string;
  htmlBody: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'Fri, Nov 20, 2026' in the business time zone. */
function deliveryDate(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(epochMs));
}

export function orderConfirmationEmail(
  orders: readonly OrderView[],
  timeZone: string,
): EmailContent {
  const first = orders[0];
  if (!first) throw new Error('A confirmation needs at least one order record.');
  const test = first.isTest ? ' (test order, not shipped)' : '';
  const subject = `Order ${first.orderNumber} confirmation${first.poNumber ? ` - PO ${first.poNumber}` : ''}${test}`;
  const text: string[] = [
    `Thank you for your order${test}.`,
    `Order number: ${first.orderNumber}`,
    `PO number: ${first.poNumber || '-'}`,
    `Placed: ${toBusinessDateTime(first.orderedAt, timeZone)}`,
    '',
  ];
  const html: string[] = [
    `<p>Thank you for your order${escapeHtml(test)}.</p>`,
    `<p>Order number: <strong>${escapeHtml(first.orderNumber)}</strong><br>PO number: ${escapeHtml(first.poNumber || '-')}</p>`,
  ];
  for (const order of orders) {
    // Issue 4: each warehouse section tells when its goods arrive.
    const delivery =
      order.expectedDeliveryAt === undefined
        ? ''
        : ` - expected delivery ${deliveryDate(order.expectedDeliveryAt, timeZone)}`;
    text.push(`Ships from ${order.warehouseAbbr} by ${order.shippingMethod}${delivery}`);
    html.push(
      `<h3>Ships from ${escapeHtml(order.warehouseAbbr)} by ${escapeHtml(order.shippingMethod)}${escapeHtml(delivery)}</h3><table>`,
    );
    for (const line of order.lines) {
      const desc = `${line.brandName} ${line.styleName}, ${line.colorName}, ${line.sizeName}`;
      text.push(`  ${line.qtyOrdered} x ${line.sku} (${desc}) @ ${formatUsd(line.priceCents)}`);
      html.push(
        `<tr><td>${line.qtyOrdered}</td><td>${escapeHtml(line.sku)}</td><td>${escapeHtml(desc)}</td><td>${formatUsd(line.priceCents)}</td></tr>`,
      );
    }
    const totals = `Subtotal ${formatUsd(order.subtotalCents)}, shipping ${formatUsd(order.shippingCents)}, tax ${formatUsd(order.taxCents)}, total ${formatUsd(order.totalCents)}`;
    text.push(`  ${totals}`, '');
    html.push(`</table><p>${escapeHtml(totals)}</p>`);
  }
  return { subject, textBody: text.join('\n'), htmlBody: html.join('\n') };
}

export function lineErrorsEmail(
  lineErrors: readonly LineError[],
  context: { orderNumber?: string; poNumber: string },
): EmailContent {
  const about = context.orderNumber ? `Order ${context.orderNumber}` : 'Your order';
  const subject = `${about}: ${lineErrors.length} line(s) could not be filled${context.poNumber ? ` - PO ${context.poNumber}` : ''}`;
  const intro = context.orderNumber
    ? 'The order was placed without these lines:'
    : 'The order was not placed because these lines could not be filled:';
  const rows = lineErrors.map(
    (e) =>
      `Line ${e.lineNumber}: ${e.message} (requested ${e.qtyRequested}, available ${e.qtyAvailable})`,
  );
  return {
    subject,
    textBody: [intro, ...rows].join('\n'),
    htmlBody: `<p>${escapeHtml(intro)}</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
  };
}
