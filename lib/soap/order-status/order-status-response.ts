// GetOrderStatusResponse, GetIssueResponse and GetServiceMethodsResponse as strings. The wrappers
// are in OS (prefix o), everything inside them in its SharedObjects (prefix s).
import type { OrderLineView, OrderView } from '@/lib/domain/orders';
import {
  lastChangedAt,
  orderStatusOf,
  recordStatusOf,
  statusRowOf,
  type IssueTemplate,
} from '@/lib/domain/promostandards-status';
import { issueIdOf } from '@/lib/services/get-order-issue';
import { serviceMessageArray, type ServiceMessage } from '../core/service-messages';
import { el, optionalTextEl, textEl } from '../core/xml-writer';
import { xsdDate, xsdDateTime } from '../core/xsd-time';
import { ORDER_STATUS_NS, ORDER_STATUS_SHARED_NS } from './namespaces';
import type { IssueDetail } from './order-status-request';

const namespaces = `xmlns:o="${ORDER_STATUS_NS}" xmlns:s="${ORDER_STATUS_SHARED_NS}"`;

export interface StatusAnswerOptions {
  timeZone: string;
  issueDetail: IssueDetail;
  productDetail: boolean;
  /** Style part number (productId) of each sku id. */
  styleNumbers: ReadonlyMap<number, string>;
}

function quantity(name: string, value: number): string {
  return el(`s:${name}`, el('s:value', String(value)) + el('s:uom', 'EA'));
}

function product(record: OrderView, line: OrderLineView, options: StatusAnswerOptions): string {
  const productId = options.styleNumbers.get(line.skuId) || line.styleName || line.sku;
  return el(
    's:Product',
    textEl('s:productId', productId, 64) +
      textEl('s:partId', line.sku, 64) +
      textEl('s:salesOrderLineNumber', `${record.warehouseAbbr}-${line.lineNumber}`, 64) +
      quantity('QuantityOrdered', line.qtyOrdered) +
      quantity('QuantityShipped', line.qtyShipped) +
      textEl('s:status', recordStatusOf(record)),
  );
}

export function issueElement(record: OrderView, issue: IssueTemplate): string {
  return el(
    's:Issue',
    textEl('s:issueId', issueIdOf(record, issue), 64) +
      textEl('s:issueStatus', 'Open') +
      textEl('s:issueCategory', issue.category) +
      textEl('s:issueName', issue.name, 64) +
      textEl('s:urgentResponseRequired', String(issue.urgentResponseRequired)) +
      textEl('s:issueDescription', `${issue.description} Warehouse ${record.warehouseAbbr}.`, 1024),
  );
}

function issuesOf(records: readonly OrderView[]): [OrderView, IssueTemplate][] {
  return records.flatMap((record) => {
    const issue = statusRowOf(record)?.issue;
    return issue ? [[record, issue] as [OrderView, IssueTemplate]] : [];
  });
}

/** One line per warehouse record: what a person reading the status wants to know. */
function explanation(records: readonly OrderView[]): string {
  return records
    .map((r) => {
      const parts = [r.orderStatus, r.deliveryStatus].filter((p) => p !== '');
      const refs = [
        r.invoiceNumber ? `invoice ${r.invoiceNumber}` : '',
        r.trackingNumber ? `${r.shippingCarrier} tracking ${r.trackingNumber}` : '',
      ].filter((p) => p !== '');
      return `Warehouse ${r.warehouseAbbr}: ${[...new Set(parts)].join(', ')}${refs.length ? ` (${refs.join(', ')})` : ''}.`;
    })
    .join(' ');
}

function statusDetail(records: readonly OrderView[], options: StatusAnswerOptions): string {
  const first = records[0];
  if (!first) return '';
  const zone = options.timeZone;
  const issues = issuesOf(records);
  const deliveries = records
    .filter((r) => r.orderStatus !== 'Cancelled')
    .map((r) => r.expectedDeliveryAt)
    .filter((at): at is number => at !== undefined);
  const shipped = records.map((r) => r.shippedAt).filter((at): at is number => at !== undefined);
  const products = options.productDetail
    ? el(
        's:ProductArray',
        records.flatMap((r) => r.lines.map((line) => product(r, line, options))).join(''),
      )
    : '';
  const hasLines = records.some((r) => r.lines.length > 0);
  const issueArray =
    options.issueDetail !== 'noIssues' && issues.length > 0
      ? el('s:IssueArray', issues.map(([r, issue]) => issueElement(r, issue)).join(''))
      : '';
  return el(
    's:OrderStatusDetail',
    textEl('s:salesOrderNumber', first.orderNumber, 64) +
      textEl('s:status', orderStatusOf(records)) +
      (issues[0] ? textEl('s:issueCategory', issues[0][1].category) : '') +
      (shipped.length > 0
        ? textEl('s:expectedShipDate', xsdDate(Math.min(...shipped), zone))
        : '') +
      (deliveries.length > 0
        ? textEl('s:expectedDeliveryDate', xsdDate(Math.max(...deliveries), zone))
        : '') +
      textEl('s:additionalExplanation', explanation(records), 1024) +
      (hasLines ? products : '') +
      issueArray +
      textEl('s:validTimestamp', xsdDateTime(Math.max(...records.map(lastChangedAt)), zone)),
  );
}

/** Orders grouped by PO number (the order number stands in for a PO an order was placed without). */
export function getOrderStatusResponse(
  orders: readonly OrderView[][],
  options: StatusAnswerOptions,
  messages: readonly ServiceMessage[] = [],
): string {
  const byPo = new Map<string, OrderView[][]>();
  for (const records of orders) {
    const first = records[0];
    if (!first) continue;
    const po = first.poNumber || first.orderNumber;
    byPo.set(po, [...(byPo.get(po) ?? []), records]);
  }
  const statuses = [...byPo.entries()].map(([po, group]) =>
    el(
      's:OrderStatus',
      textEl('s:purchaseOrderNumber', po, 64) +
        el('s:OrderStatusDetailArray', group.map((r) => statusDetail(r, options)).join('')),
    ),
  );
  const array = statuses.length > 0 ? el('s:OrderStatusArray', statuses.join('')) : '';
  return `<o:GetOrderStatusResponse ${namespaces}>${array}${serviceMessageArray(messages, 's')}</o:GetOrderStatusResponse>`;
}

export function getIssueResponse(
  issue: { record: OrderView; issue: IssueTemplate } | undefined,
  messages: readonly ServiceMessage[] = [],
): string {
  const array = issue ? el('s:IssueArray', issueElement(issue.record, issue.issue)) : '';
  return `<o:GetIssueResponse ${namespaces}>${array}${serviceMessageArray(messages, 's')}</o:GetIssueResponse>`;
}

export function getServiceMethodsResponse(
  methods: readonly string[],
  messages: readonly ServiceMessage[] = [],
): string {
  const array =
    methods.length > 0
      ? el(
          's:ServiceMethodArray',
          methods.map((m) => optionalTextEl('s:serviceMethod', m)).join(''),
        )
      : '';
  return `<o:GetServiceMethodsResponse ${namespaces}>${array}${serviceMessageArray(messages, 's')}</o:GetServiceMethodsResponse>`;
}
