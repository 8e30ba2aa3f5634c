import type { StockCellFacts } from '../stock-refresh';

export interface StockCell extends StockCellFacts {
  productId: number;
  warehouseCode: string;
}

export interface StockRefreshRepository {
  /** Cells with something expected (not 'None'), after the given key, at most `limit`. */
  expectedCells(
    after: { productId: number; warehouseCode: string } | undefined,
    limit: number,
  ): Promise<StockCell[]>;
  /** Low cells (0 < qty < below) that are not closeout or dropship and expect nothing. */
  lowCells(below: number, limit: number): Promise<StockCell[]>;
  /**
   * Adds `addQty` and sets the new expected inventory if the cell still expects `was` (another
   * process that got there first wins); false otherwise.
   */
  applyArrival(
    cell: StockCell,
    was: string,
    addQty: number,
    expectedInventory: string,
  ): Promise<boolean>;
}
