// The cart snapshot of the services as the JSON of lib/contracts/cart.ts (cents -> numbers).
import type { CartView } from '@/lib/contracts/cart';
import { centsToNumber } from '@/lib/domain/money';
import type { CartSnapshot } from '@/lib/services/cart-view';

export function cartToWire(cart: CartSnapshot): CartView {
  return {
    lines: cart.lines.map((line) => ({
      skuID: line.productId,
      sku: line.sku,
      gtin: line.gtin,
      brandName: line.brandName,
      styleID: line.styleId,
      styleName: line.styleName,
      title: line.title,
      colorName: line.colorName,
      sizeName: line.sizeName,
      image: line.image,
      warehouseAbbr: line.warehouseCode,
      qty: line.qty,
      unitPrice: centsToNumber(line.unitPriceCents),
      lineTotal: centsToNumber(line.lineTotalCents),
      stock: line.stock.map((s) => ({ warehouseAbbr: s.warehouseCode, qty: s.qty })),
    })),
    settings: cart.settings,
    totalPieces: cart.totalPieces,
    subtotal: centsToNumber(cart.subtotalCents),
    warehouses: cart.warehouses,
    transit:
      cart.transit?.map((t) => ({
        warehouseAbbr: t.warehouseAbbr,
        daysInTransit: t.daysInTransit,
        cutOffTime: t.cutOffTime,
        timePeriod: t.timePeriod,
        cutOffAt: t.cutOffAt,
        expectedDeliveryDay: t.expectedDeliveryDay,
      })) ?? null,
    serverNow: cart.now,
  };
}
