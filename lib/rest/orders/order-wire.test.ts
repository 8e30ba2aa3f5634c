import { describe, expect, it } from 'vitest';
import type { OrderView } from '@/lib/domain/orders';
import { toOrderWire } from './order-wire';

const at = Date.UTC(2026, 10, 21, 16, 59, 6, 433); // 10:59:06.433 in Chicago
const view: OrderView = {
  guid: 'g-1',
  companyName: 'Northside',
  warehouseAbbr: 'IL',
  orderNumber: '5000001',
  invoiceNumber: '',
  poNumber: 'PO',
  customerNumber: '100001',
  orderedAt: at,
  expectedDeliveryAt: at,
  orderType: 'API',
  terms: 'Net 30',
  orderStatus: 'In Progress',
  dropship: false,
  shippingCarrier: 'UPS',
  shippingMethod: 'UPS Ground',
  shipBlind: false,
  shippingCollectNumber: '',
  trackingNumber: '',
  shippingAddress: {
    name: 'Ship Co',
    attn: 'A',
    address: '1 Main',
    city: 'Chicago',
    state: 'IL',
    zip: '60607',
  },
  billingAddress: {
    name: 'Bill Co',
    attn: 'B',
    address: '2 Main',
    city: 'Chicago',
    state: 'IL',
    zip: '60607',
  },
  subtotalCents: 1550,
  shippingCents: 1250,
  shippingSavedCents: 0,
  codCents: 0,
  taxCents: 97,
  lostCashDiscountCents: 0,
  smallOrderFeeCents: 500,
  cuponDiscountCents: 0,
  sampleDiscountCents: 0,
  setUpFeeCents: 0,
  restockFeeCents: 0,
  debitCreditCents: 0,
  totalCents: 3397,
  totalPieces: 5,
  totalLines: 1,
  totalWeight: 2.6000000001,
  totalBoxes: 1,
  deliveryStatus: '',
  conveyorLane: 'A3',
  isTest: false,
  lines: [],
};

describe('order wire', () => {
  it('shows money as numbers with two decimals, datetimes in business time, and the contract names', () => {
    const wire = toOrderWire(view, 'America/Chicago');
    expect(wire).toMatchObject({
      orderDate: '2026-11-21T10:59:06.433',
      subtotal: 15.5,
      shipping: 12.5,
      tax: 0.97,
      total: 33.97,
      cuponDiscount: 0,
      totalWeight: 2.6,
      shippingAddress: { customer: 'Ship Co' },
      billingAddress: { billTo: 'Bill Co' },
    });
  });

  it('leaves out shipDate, invoiceDate and trackingNumber until they exist', () => {
    const placed = toOrderWire(view, 'America/Chicago');
    expect(placed).not.toHaveProperty('shipDate');
    expect(placed).not.toHaveProperty('invoiceDate');
    expect(placed).not.toHaveProperty('trackingNumber');
    const shipped = toOrderWire(
      { ...view, shippedAt: at, invoicedAt: at, trackingNumber: '1Z9' },
      'America/Chicago',
    );
    expect(shipped).toMatchObject({
      shipDate: '2026-11-21T10:59:06.433',
      invoiceDate: '2026-11-21T10:59:06.433',
      trackingNumber: '1Z9',
    });
  });
});

describe('order wire shipByDate', () => {
  it('shows the stored calendar day as mm/dd/YYYY, and nothing when none was given', () => {
    expect(toOrderWire({ ...view, shipByDate: '2026-12-01' }, 'America/Chicago').shipByDate).toBe(
      '12/01/2026',
    );
    expect(toOrderWire(view, 'America/Chicago')).not.toHaveProperty('shipByDate');
  });
});
