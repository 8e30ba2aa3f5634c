import { and, asc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type {
  StockCell,
  StockRefreshRepository,
} from '@/lib/domain/ports/stock-refresh-repository';
import type { DatabaseHandle } from '../client';
import { stock } from '../schema';

const cellColumns = {
  productId: stock.productId,
  warehouseCode: stock.warehouseCode,
  qty: stock.qty,
  closeout: stock.closeout,
  dropship: stock.dropship,
  expectedInventory: stock.expectedInventory,
};

export function createStockRefreshRepository(handle: DatabaseHandle): StockRefreshRepository {
  const { db } = handle;
  return {
    expectedCells(after, limit) {
      const rows: StockCell[] = db
        .select(cellColumns)
        .from(stock)
        .where(
          and(
            ne(stock.expectedInventory, 'None'),
            after
              ? or(
                  gt(stock.productId, after.productId),
                  and(
                    eq(stock.productId, after.productId),
                    gt(stock.warehouseCode, after.warehouseCode),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(asc(stock.productId), asc(stock.warehouseCode))
        .limit(limit)
        .all();
      return Promise.resolve(rows);
    },
    lowCells(below, limit) {
      const rows: StockCell[] = db
        .select(cellColumns)
        .from(stock)
        .where(
          and(
            gt(stock.qty, 0),
            lt(stock.qty, below),
            eq(stock.closeout, false),
            eq(stock.dropship, false),
            eq(stock.expectedInventory, 'None'),
          ),
        )
        .orderBy(asc(stock.productId), asc(stock.warehouseCode))
        .limit(limit)
        .all();
      return Promise.resolve(rows);
    },
    applyArrival(cell, was, addQty, expectedInventory) {
      const result = db
        .update(stock)
        .set({ qty: sql`${stock.qty} + ${addQty}`, expectedInventory })
        .where(
          and(
            eq(stock.productId, cell.productId),
            eq(stock.warehouseCode, cell.warehouseCode),
            eq(stock.expectedInventory, was),
          ),
        )
        .run();
      return Promise.resolve(result.changes === 1);
    },
  };
}
