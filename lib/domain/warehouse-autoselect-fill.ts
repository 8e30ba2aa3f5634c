// Filling one demand from an ordered list of stock cells: the building block of both autoselect
// preferences (warehouse-autoselect.ts).
import type { StockCell } from './warehouse-autoselect.types';

export interface CellTake {
  warehouseAbbr: string;
  qty: number;
}

/** The unit a cell can be taken in: 1, or its case quantity when only full cases ship. */
export function takeUnit(cell: StockCell): number {
  return cell.fullCaseOnly ? Math.max(1, Math.floor(cell.caseQty)) : 1;
}

/** What a cell can give at most: all of it, or its whole cases. */
export function usableQty(cell: StockCell): number {
  const qty = Math.max(0, Math.floor(cell.qty));
  const unit = takeUnit(cell);
  return qty - (qty % unit);
}

function greedyFill(wanted: number, cells: StockCell[]): CellTake[] {
  const takes: CellTake[] = [];
  let remaining = wanted;
  for (const cell of cells) {
    if (remaining <= 0) break;
    const unit = takeUnit(cell);
    const take = Math.min(usableQty(cell), remaining - (remaining % unit));
    if (take > 0) {
      takes.push({ warehouseAbbr: cell.warehouseAbbr, qty: take });
      remaining -= take;
    }
  }
  return takes;
}

// Beyond this many units the exact search is skipped (its cost grows with the quantity); the
// greedy answer stands. Real order lines are far smaller.
const EXACT_SEARCH_LIMIT = 50_000;

/**
 * The most units of `wanted` that whole cases of the full-case cells plus any quantity of the loose
 * cells can make, without exceeding `wanted`. Greedy in cell order can miss it (take 5 loose
 * first and a case of 6 no longer fits into the remaining 5 of 10), so this searches the sums the
 * case cells can reach (a bounded knapsack over 0..wanted), then tops up from the loose cells in
 * the given order.
 */
function exactFill(wanted: number, cells: StockCell[]): CellTake[] {
  const caseCells = cells.filter((c) => takeUnit(c) > 1 && usableQty(c) > 0);
  const looseTotal = cells
    .filter((c) => takeUnit(c) === 1)
    .reduce((sum, c) => sum + usableQty(c), 0);
  // casesUsed[i][f]: fewest cases of case cell i that, with cells before i, reach exactly f.
  const casesUsed: Int32Array[] = [];
  let reachable = new Uint8Array(wanted + 1);
  reachable[0] = 1;
  for (const cell of caseCells) {
    const unit = takeUnit(cell);
    const maxCases = usableQty(cell) / unit;
    const used = new Int32Array(wanted + 1).fill(-1);
    const next = new Uint8Array(wanted + 1);
    for (let f = 0; f <= wanted; f++) {
      if (reachable[f]) used[f] = 0;
      else if (f >= unit && used[f - unit]! >= 0 && used[f - unit]! < maxCases) {
        used[f] = used[f - unit]! + 1;
      }
      if (used[f]! >= 0) next[f] = 1;
    }
    casesUsed.push(used);
    reachable = next;
  }
  // The largest case total that the loose stock can top up to `wanted`, else the largest at all.
  let best = -1;
  for (let f = wanted; f >= 0; f--) {
    if (!reachable[f]) continue;
    if (best < 0) best = f;
    if (f + looseTotal >= wanted) {
      best = f;
      break;
    }
  }
  const caseTakes = new Map<string, number>();
  let f = Math.max(0, best);
  for (let i = caseCells.length - 1; i >= 0; i--) {
    const cases = casesUsed[i]![f]!;
    const cell = caseCells[i]!;
    if (cases > 0) caseTakes.set(cell.warehouseAbbr, cases * takeUnit(cell));
    f -= cases * takeUnit(cell);
  }
  let loose = wanted - Math.max(0, best);
  const takes: CellTake[] = [];
  for (const cell of cells) {
    let take = caseTakes.get(cell.warehouseAbbr) ?? 0;
    if (takeUnit(cell) === 1 && loose > 0) {
      take = Math.min(usableQty(cell), loose);
      loose -= take;
    }
    if (take > 0) takes.push({ warehouseAbbr: cell.warehouseAbbr, qty: take });
  }
  return takes;
}

const total = (takes: CellTake[]) => takes.reduce((sum, t) => sum + t.qty, 0);

/**
 * Takes up to `wanted` units from the cells, in their order (the caller orders them fastest
 * first), never more than a cell holds and full-case cells only in whole cases; as many units as
 * the cells can make.
 */
export function fillDemand(wanted: number, cells: StockCell[]): CellTake[] {
  const greedy = greedyFill(wanted, cells);
  const greedyQty = total(greedy);
  if (greedyQty === wanted || wanted > EXACT_SEARCH_LIMIT) return greedy;
  if (!cells.some((c) => takeUnit(c) > 1)) return greedy;
  const exact = exactFill(wanted, cells);
  return total(exact) > greedyQty ? exact : greedy;
}

export function filledQty(wanted: number, cells: StockCell[]): number {
  return total(fillDemand(wanted, cells));
}
