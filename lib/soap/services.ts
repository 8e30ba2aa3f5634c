// Every PromoStandards service we publish, each defined in its own folder.
import type { SoapServiceDefinition } from './core/service-definition';
import { inventoryService } from './inventory/definition';
import { invoiceService } from './invoice/definition';
import { orderStatusService } from './order-status/definition';
import { purchaseOrderService } from './purchase-order/definition';
import { shipmentNotificationService } from './shipment-notification/definition';

export const soapServices: readonly SoapServiceDefinition[] = [
  purchaseOrderService,
  orderStatusService,
  shipmentNotificationService,
  inventoryService,
  invoiceService,
];
