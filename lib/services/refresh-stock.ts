import { zonedParts } from '@/lib/domain/business-time';
import { arrivalOn, LOW_STOCK_BELOW, replenishmentFor } from '@/lib/domain/stock-refresh';
import type { ServiceDeps } from './service-deps';

export interface StockRefreshReport {
  arrived: number;
  piecesArrived: number;
  replenishing: number;
}

const PAGE = 2_000;

/**
 * A lifecycle step (every ~15 minutes): en-route lots whose date has come are added to their
 * cells, and low cells get a replenishment lot en route. Each cell update is guarded on the
 * expected inventory it read, so several processes may run this at once.
 */
export async function refreshStock(deps: ServiceDeps): Promise<StockRefreshReport> {
  const report: StockRefreshReport = { arrived: 0, piecesArrived: 0, replenishing: 0 };
  const p = zonedParts(deps.clock.now(), deps.settings.businessTimeZone);
  const today = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const repo = deps.repos.stockRefresh;

  let after: { productId: number; warehouseCode: string } | undefined;
  for (;;) {
    const cells = await repo.expectedCells(after, PAGE);
    for (const cell of cells) {
      const arrival = arrivalOn(cell.expectedInventory, today);
      if (!arrival) continue;
      if (
        await repo.applyArrival(
          cell,
          cell.expectedInventory,
          arrival.addQty,
          arrival.expectedInventory,
        )
      ) {
        if (arrival.addQty > 0) report.arrived++;
        report.piecesArrived += arrival.addQty;
      }
    }
    const last = cells[cells.length - 1];
    if (!last || cells.length < PAGE) break;
    after = { productId: last.productId, warehouseCode: last.warehouseCode };
  }

  for (const cell of await repo.lowCells(LOW_STOCK_BELOW, PAGE)) {
    const next = replenishmentFor(cell, today);
    if (next && (await repo.applyArrival(cell, cell.expectedInventory, 0, next)))
      report.replenishing++;
  }
  return report;
}
