// GetOrderShipmentNotificationResponse as a string: per PO, its sales orders, per sales order one
// shipment per shipped warehouse record, each a package with its tracking number and every item
// shipped in it (the standard's guidance when items cannot be told apart by package).
import type { AddressView, OrderView } from '@/lib/domain/orders';
import { warehouseAddressOf } from '@/lib/domain/warehouse-addresses';
import { freightPairOf } from '../purchase-order/freight-methods';
import { serviceMessageArray, type ServiceMessage } from '../core/service-messages';
import { el, optionalTextEl, textEl } from '../core/xml-writer';
import { xsdDateTime } from '../core/xsd-time';
import { OSN_NS, OSN_SHARED_NS } from './namespaces';

const namespaces = `xmlns:n="${OSN_NS}" xmlns:s="${OSN_SHARED_NS}"`;

export interface ShipmentAnswerOptions {
  timeZone: string;
  styleNumbers: ReadonlyMap<number, string>;
  /** The guids of the records that are shipments of the answer. */
  shipments: ReadonlySet<string>;
}

/** Address lines of at most 35 characters, split where the stored address has commas. */
function addressLines(address: string): string[] {
  const parts = address
    .split(/,\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const lines = [parts[0] ?? address, parts[1], parts.slice(2).join(', ')];
  return lines.filter((l): l is string => l !== undefined && l !== '').map((l) => l.slice(0, 35));
}

function contact(fields: {
  attentionTo?: string;
  companyName?: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country?: string;
}): string {
  const [a1 = '-', a2, a3] = addressLines(fields.address);
  return (
    optionalTextEl('s:attentionTo', fields.attentionTo, 35) +
    optionalTextEl('s:companyName', fields.companyName, 35) +
    textEl('s:address1', a1, 35) +
    optionalTextEl('s:address2', a2, 35) +
    optionalTextEl('s:address3', a3, 35) +
    textEl('s:city', fields.city || '-', 30) +
    textEl('s:region', fields.region || '-', 3) +
    textEl('s:postalCode', fields.postalCode || '-', 10) +
    optionalTextEl('s:country', fields.country, 2)
  );
}

function shipTo(address: AddressView): string {
  return contact({
    attentionTo: address.attn,
    companyName: address.name,
    address: address.address,
    city: address.city,
    region: address.state,
    postalCode: address.zip,
    country: 'US',
  });
}

function shipFrom(warehouse: string): string {
  const from = warehouseAddressOf(warehouse);
  return contact({ ...from, address: from.address1 });
}

const isShipped = (r: OrderView) => r.shippedAt !== undefined;
const live = (records: readonly OrderView[]) =>
  records.filter((r) => r.orderStatus !== 'Cancelled');

function freight(record: OrderView): string {
  const pair =
    record.orderStatus === 'Completed'
      ? { carrier: 'WILLCALL', service: 'WILLCALL' }
      : freightPairOf(record.shippingCarrier, record.shippingMethod);
  return el(
    's:FreightDetails',
    textEl('s:carrier', pair.carrier, 64) + textEl('s:service', pair.service, 64),
  );
}

function packageOf(record: OrderView, options: ShipmentAnswerOptions): string {
  const items = record.lines
    .filter((line) => line.qtyShipped > 0)
    .map((line) =>
      el(
        'n:Item',
        textEl('s:supplierProductId', options.styleNumbers.get(line.skuId) || line.styleName, 64) +
          textEl('s:supplierPartId', line.sku, 64) +
          optionalTextEl('s:distributorPartId', line.yourSku, 64) +
          el('s:Quantity', el('s:value', String(line.qtyShipped)) + el('s:uom', 'EA')),
      ),
    );
  const weight =
    record.totalWeight > 0
      ? el(
          's:Dimension',
          el(
            's:DimensionWeight',
            el('s:weightUOM', 'Pounds') + el('s:weight', record.totalWeight.toFixed(2)),
          ),
        )
      : '';
  return el(
    'n:Package',
    el('n:id', '1') +
      optionalTextEl('s:trackingNumber', record.trackingNumber, 128) +
      textEl(
        'n:shipmentDate',
        xsdDateTime(record.shippedAt ?? record.orderedAt, options.timeZone),
      ) +
      weight +
      freight(record) +
      optionalTextEl('s:shippingAccount', record.shippingCollectNumber, 128) +
      textEl('s:shipmentTerms', record.shippingCollectNumber ? 'Collect' : 'Prepaid') +
      (items.length > 0 ? el('n:ItemArray', items.join('')) : '') +
      el('n:preProductionProof', 'No'),
  );
}

function shipment(
  record: OrderView,
  records: readonly OrderView[],
  options: ShipmentAnswerOptions,
): string {
  const inFull = live(records).every(isShipped);
  return el(
    'n:Shipment',
    el('n:destinationShippedInFull', String(inFull)) +
      el('n:customerPickup', String(record.orderStatus === 'Completed')) +
      el('n:shipFromAddress', shipFrom(record.warehouseAbbr)) +
      el('n:shipToAddress', shipTo(record.shippingAddress)) +
      el('n:PackageArray', packageOf(record, options)),
  );
}

export function getOrderShipmentNotificationResponse(
  orders: readonly OrderView[][],
  options: ShipmentAnswerOptions,
  messages: readonly ServiceMessage[] = [],
): string {
  const byPo = new Map<string, OrderView[][]>();
  for (const records of orders) {
    if (!records.some((r) => options.shipments.has(r.guid))) continue;
    const first = records[0];
    if (!first) continue;
    const po = first.poNumber || first.orderNumber;
    byPo.set(po, [...(byPo.get(po) ?? []), records]);
  }
  const notifications = [...byPo.entries()].map(([po, group]) => {
    const salesOrders = group.map((records) =>
      el(
        'n:SalesOrder',
        textEl('s:salesOrderNumber', records[0]?.orderNumber ?? '', 64) +
          el('n:salesOrderShippedInFull', String(live(records).every(isShipped))) +
          el(
            'n:ShipmentArray',
            records
              .filter((r) => options.shipments.has(r.guid))
              .map((r) => shipment(r, records, options))
              .join(''),
          ),
      ),
    );
    return el(
      'n:OrderShipmentNotification',
      textEl('s:purchaseOrderNumber', po, 64) +
        el('n:purchaseOrderShippedInFull', String(group.every((r) => live(r).every(isShipped)))) +
        el('n:SalesOrderArray', salesOrders.join('')),
    );
  });
  const array =
    notifications.length > 0 ? el('n:OrderShipmentNotificationArray', notifications.join('')) : '';
  const messageArray = serviceMessageArray(messages, 'n', 's');
  return `<n:GetOrderShipmentNotificationResponse ${namespaces}>${array}${messageArray}</n:GetOrderShipmentNotificationResponse>`;
}
