// Every /v2 route, by feature. Each feature module exports its own list.
import { cartRoutes } from './cart/cart-routes';
import { catalogRoutes } from './catalog/catalog-routes';
import { crossRefRoutes } from './crossref/cross-ref-routes';
import { invoiceRoutes } from './invoices/invoice-routes';
import { returnRoutes } from './returns/return-routes';
import { orderCancelRoutes } from './orders/order-cancel-routes';
import { orderReadRoutes } from './orders/order-read-routes';
import { outboxRoutes } from './outbox/outbox-routes';
import { placeOrderRoutes } from './orders/place-order-routes';
import { quoteRoutes } from './orders/quote-routes';
import { paymentProfileRoutes } from './payment-profiles/payment-profile-routes';
import { catalogSearchRoutes } from './portal/catalog-search-routes';
import { orderHistoryRoutes } from './portal/order-history-routes';
import type { Route } from './router';
import { daysInTransitRoutes } from './transit/days-in-transit-routes';
import { trackingRoutes } from './tracking/tracking-routes';
import { webhookRoutes } from './webhooks/webhook-routes';

export const routes: Route[] = [
  ...catalogRoutes,
  ...catalogSearchRoutes,
  ...daysInTransitRoutes,
  ...cartRoutes,
  ...crossRefRoutes,
  ...paymentProfileRoutes,
  ...orderReadRoutes,
  ...placeOrderRoutes,
  ...quoteRoutes,
  ...orderCancelRoutes,
  ...outboxRoutes,
  ...orderHistoryRoutes,
  ...invoiceRoutes,
  ...trackingRoutes,
  ...returnRoutes,
  ...webhookRoutes,
];
