// Every PromoStandards service we publish, each defined in its own folder.
import type { SoapServiceDefinition } from './core/service-definition';
import { orderStatusService } from './order-status/definition';
import { purchaseOrderService } from './purchase-order/definition';

export const soapServices: readonly SoapServiceDefinition[] = [
  purchaseOrderService,
  orderStatusService,
];
