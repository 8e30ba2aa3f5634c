// A planned return -> the order records it adds (after-the-order.md, Returns): per original
// invoice a `Credit` record (negative quantities and amounts, completed with a credit memo number
// when the goods are received) and/or a `Replacement` record that ships the same goods again like
// an order, at no charge (its merchandise value is offset in debitCredit). Both keep the original
// record's warehouse, addresses and PO, so they read as what they are: the original's sequel.
import type { OrderLineView, OrderView } from './orders';
import type { ReturnPlanGroup, ReturnPlanLine } from './returns';
import { SUPPLIER } from './supplier';
import type { Warehouse } from './ports/warehouse-repository';

export type ReturnRecordKind = 'Credit' | 'Replacement';

export interface ReturnAddress {
  name: string;
  attn: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

// Street addresses of the warehouses' return docks (the catalog data has only city and state).
const RETURN_DOCKS: Readonly<Record<string, { address: string; zip: string }>> = {
  IL: { address: '1600 Distribution Way, Dock R', zip: '60441' },
  NV: { address: '4800 Logistics Ct, Dock R', zip: '89506' },
  NJ: { address: '200 Applegarth Rd, Dock R', zip: '08691' },
  KS: { address: '1850 W Sheridan St, Dock R', zip: '66061' },
  GA: { address: '300 Westridge Pkwy, Dock R', zip: '30253' },
  TX: { address: '4600 Mark IV Pkwy, Dock R', zip: '76106' },
  FL: { address: '1500 NW 18th St, Dock R', zip: '33069' },
  OH: { address: '9700 Cincinnati-Dayton Rd, Dock R', zip: '45069' },
};

/** Where goods of a record go back to: its own warehouse; dropship goods go to the main one. */
export function returnToAddress(
  warehouseCode: string,
  warehouses: readonly Warehouse[],
): ReturnAddress {
  const code = RETURN_DOCKS[warehouseCode] ? warehouseCode : 'IL';
  const dock = RETURN_DOCKS[code]!;
  const warehouse = warehouses.find((w) => w.code === code);
  return {
    name: `${SUPPLIER.name} Returns`,
    attn: `Warehouse ${code}`,
    address: dock.address,
    city: warehouse?.city ?? SUPPLIER.city,
    state: warehouse?.state ?? SUPPLIER.state,
    zip: dock.zip,
  };
}

/** The warehouse that receives a record's returned goods (and is restocked). */
export function returnWarehouseOf(warehouseCode: string): string {
  return RETURN_DOCKS[warehouseCode] ? warehouseCode : 'IL';
}

function linesOf(lines: readonly ReturnPlanLine[], sign: 1 | -1): OrderLineView[] {
  return lines.map((l, i) => ({
    ...l.original,
    lineNumber: i + 1,
    qtyOrdered: sign * l.qty,
    qtyShipped: 0,
  }));
}

const zeroCharges = {
  shippingCents: 0,
  shippingSavedCents: 0,
  codCents: 0,
  lostCashDiscountCents: 0,
  smallOrderFeeCents: 0,
  cuponDiscountCents: 0,
  sampleDiscountCents: 0,
  setUpFeeCents: 0,
  restockFeeCents: 0,
};

export interface ReturnRecordDraft {
  kind: ReturnRecordKind;
  view: Omit<OrderView, 'guid' | 'orderNumber'>;
  planLines: ReturnPlanLine[];
}

/** The records one group adds, before numbers and guids are assigned. */
export function returnRecordDrafts(group: ReturnPlanGroup, now: number): ReturnRecordDraft[] {
  const original = group.original.view;
  const base = {
    companyName: original.companyName,
    warehouseAbbr: original.warehouseAbbr,
    invoiceNumber: '',
    poNumber: original.poNumber,
    customerNumber: original.customerNumber,
    orderedAt: now,
    terms: original.terms,
    orderStatus: 'In Progress' as const,
    dropship: original.dropship,
    shippingCarrier: original.shippingCarrier,
    shippingMethod: original.shippingMethod,
    shipBlind: original.shipBlind,
    shippingCollectNumber: original.shippingCollectNumber,
    trackingNumber: '',
    shippingAddress: original.shippingAddress,
    billingAddress: original.billingAddress,
    deliveryStatus: '',
    conveyorLane: '',
    isTest: false,
    ...zeroCharges,
  };
  const drafts: ReturnRecordDraft[] = [];
  if (group.credit.length > 0) {
    const pieces = group.credit.reduce((n, l) => n + l.qty, 0);
    drafts.push({
      kind: 'Credit',
      planLines: group.credit,
      view: {
        ...base,
        orderType: 'Credit',
        subtotalCents: -group.creditSubtotalCents,
        taxCents: -group.creditTaxCents,
        debitCreditCents: 0,
        totalCents: -(group.creditSubtotalCents + group.creditTaxCents),
        totalPieces: -pieces,
        totalLines: group.credit.length,
        totalWeight: 0,
        totalBoxes: 0,
        lines: linesOf(group.credit, -1),
      },
    });
  }
  if (group.replacement.length > 0) {
    const pieces = group.replacement.reduce((n, l) => n + l.qty, 0);
    const weightPerPiece =
      original.totalPieces > 0 ? original.totalWeight / original.totalPieces : 0;
    drafts.push({
      kind: 'Replacement',
      planLines: group.replacement,
      view: {
        ...base,
        orderType: 'Replacement',
        subtotalCents: group.replacementSubtotalCents,
        taxCents: 0,
        // Replaced goods are not charged again.
        debitCreditCents: -group.replacementSubtotalCents,
        totalCents: 0,
        totalPieces: pieces,
        totalLines: group.replacement.length,
        totalWeight: Math.round(weightPerPiece * pieces * 100) / 100,
        totalBoxes: Math.max(
          1,
          Math.ceil(original.totalBoxes * (pieces / Math.max(1, original.totalPieces))),
        ),
        lines: linesOf(group.replacement, 1),
      },
    });
  }
  return drafts;
}
