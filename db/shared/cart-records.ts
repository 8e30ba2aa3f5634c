import type { CartLineRecord } from '@/lib/domain/cart';

/** A cart line joined to its sku, style, brand and color: the record but the stock. */
export type CartLineRow = Omit<CartLineRecord, 'stock'>;

export interface CartStockRow {
  productId: number;
  warehouseCode: string;
  qty: number;
}

/** Each line with the stock of its sku in every warehouse (rows in warehouse-code order). */
export function withCartStock(
  lines: readonly CartLineRow[],
  stock: readonly CartStockRow[],
): CartLineRecord[] {
  const byProduct = new Map<number, CartLineRecord['stock']>();
  for (const row of stock) {
    let list = byProduct.get(row.productId);
    if (!list) byProduct.set(row.productId, (list = []));
    list.push({ warehouseCode: row.warehouseCode, qty: row.qty });
  }
  return lines.map((line) => ({ ...line, stock: byProduct.get(line.productId) ?? [] }));
}
