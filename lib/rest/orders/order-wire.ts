// OrderView (domain units) -> the Order record of interface-v2.md §2.1/§2.2 as clients parse it:
// exact field names (including the contract's `cuponDiscount`), money as JSON numbers with at most
// two decimals, datetimes in the business time zone without a zone suffix (compatibility.md §1),
// shipDate / invoiceDate / trackingNumber only once they exist. GET and DELETE reuse this mapping.
import { toBusinessDateTime } from '@/lib/domain/business-time';
import { centsToNumber } from '@/lib/domain/money';
import type { AddressView, LineError, OrderLineView, OrderView } from '@/lib/domain/orders';
import type { LineErrorWire, OrderLineWire, OrderWire } from '@/lib/contracts/order-record';

function address(view: AddressView) {
  return {
    attn: view.attn,
    address: view.address,
    city: view.city,
    state: view.state,
    zip: view.zip,
  };
}

export function toOrderLineWire(line: OrderLineView): OrderLineWire {
  return {
    lineNumber: line.lineNumber,
    type: line.type,
    skuID: line.skuId,
    sku: line.sku,
    gtin: line.gtin,
    yourSku: line.yourSku,
    qtyOrdered: line.qtyOrdered,
    qtyShipped: line.qtyShipped,
    price: centsToNumber(line.priceCents),
    brandName: line.brandName,
    styleName: line.styleName,
    title: line.title,
    colorName: line.colorName,
    sizeName: line.sizeName,
    returnable: line.returnable,
  };
}

// Weight is a decimal on the wire; two decimals are plenty and avoid float noise (12.600000001).
const weight = (pounds: number) => Math.round(pounds * 100) / 100;

/** yyyy-mm-dd -> mm/dd/YYYY, the format the request takes it in (interface-v2.md). */
function shipByWire(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
}

export function toOrderWire(view: OrderView, timeZone: string): OrderWire {
  const at = (epochMs: number) => toBusinessDateTime(epochMs, timeZone);
  const wire: OrderWire = {
    guid: view.guid,
    companyName: view.companyName,
    warehouseAbbr: view.warehouseAbbr,
    orderNumber: view.orderNumber,
    invoiceNumber: view.invoiceNumber,
    poNumber: view.poNumber,
    customerNumber: view.customerNumber,
    orderDate: at(view.orderedAt),
    ...(view.shippedAt !== undefined ? { shipDate: at(view.shippedAt) } : {}),
    ...(view.invoicedAt !== undefined ? { invoiceDate: at(view.invoicedAt) } : {}),
    // A calendar day: typed clients refuse a time other than midnight, and a fraction or zone
    // (after-the-order.md, "Dates that are dates").
    ...(view.expectedDeliveryAt !== undefined
      ? { expectedDeliveryDate: `${at(view.expectedDeliveryAt).slice(0, 10)}T00:00:00` }
      : {}),
    ...(view.shipByDate !== undefined ? { shipByDate: shipByWire(view.shipByDate) } : {}),
    orderType: view.orderType,
    terms: view.terms,
    orderStatus: view.orderStatus,
    dropship: view.dropship,
    shippingCarrier: view.shippingCarrier,
    shippingMethod: view.shippingMethod,
    shipBlind: view.shipBlind,
    shippingCollectNumber: view.shippingCollectNumber,
    ...(view.trackingNumber !== '' ? { trackingNumber: view.trackingNumber } : {}),
    shippingAddress: { customer: view.shippingAddress.name, ...address(view.shippingAddress) },
    billingAddress: { billTo: view.billingAddress.name, ...address(view.billingAddress) },
    subtotal: centsToNumber(view.subtotalCents),
    shipping: centsToNumber(view.shippingCents),
    shippingSaved: centsToNumber(view.shippingSavedCents),
    cod: centsToNumber(view.codCents),
    tax: centsToNumber(view.taxCents),
    lostCashDiscount: centsToNumber(view.lostCashDiscountCents),
    smallOrderFee: centsToNumber(view.smallOrderFeeCents),
    cuponDiscount: centsToNumber(view.cuponDiscountCents),
    sampleDiscount: centsToNumber(view.sampleDiscountCents),
    setUpFee: centsToNumber(view.setUpFeeCents),
    restockFee: centsToNumber(view.restockFeeCents),
    debitCredit: centsToNumber(view.debitCreditCents),
    total: centsToNumber(view.totalCents),
    totalPieces: view.totalPieces,
    totalLines: view.totalLines,
    totalWeight: weight(view.totalWeight),
    totalBoxes: Math.round(view.totalBoxes),
    deliveryStatus: view.deliveryStatus,
    conveyorLane: view.conveyorLane,
    lines: view.lines.map(toOrderLineWire),
    ...(view.boxes !== undefined ? { boxes: view.boxes } : {}),
  };
  return wire;
}

export function toLineErrorWire(error: LineError): LineErrorWire {
  return {
    lineNumber: error.lineNumber,
    identifier: error.identifier,
    warehouseAbbr: error.warehouseAbbr,
    qtyRequested: error.qtyRequested,
    qtyAvailable: error.qtyAvailable,
    message: error.message,
  };
}
