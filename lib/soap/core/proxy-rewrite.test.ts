// The Next door matches SOAP paths in any case: the proxy rewrites other spellings to the route's.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

function rewrittenTo(path: string): string | null {
  const response = proxy(new NextRequest(`http://h${path}`));
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
}

describe('SOAP paths through the proxy', () => {
  it.each([
    ['/orderstatus/V2/ORDERSTATUSSERVICE.SVC', '/OrderStatus/v2/OrderStatusService.svc'],
    ['/INVOICE/v1/invoiceservice.svc', '/Invoice/v1/InvoiceService.svc'],
    ['/inventory/v2/SharedObjectsInventory.xsd', '/Inventory/v2/SharedObjectsInventory.xsd'],
    [
      '/ordershipmentnotification/v2/OrderShipmentNotificationService.svc',
      '/OrderShipmentNotification/v2/OrderShipmentNotificationService.svc',
    ],
    ['/purchaseorder/v1/purchaseorderservice.svc', '/PurchaseOrder/v1/PurchaseOrderService.svc'],
  ])('%s -> %s', (path, canonical) => {
    expect(rewrittenTo(path)).toBe(canonical);
  });

  it('leaves the canonical spelling alone', () => {
    expect(rewrittenTo('/OrderStatus/v2/OrderStatusService.svc')).toBeNull();
  });
});
