// Automatic warehouse selection for an order (interface-v2.md §4.1 autoselectWarehouse):
// `fewest` ships from the smallest set of warehouses, `fastest` from the nearest stock.
import { fillDemand, usableQty } from './warehouse-autoselect-fill';
import type {
  Allocation,
  AllocationDemand,
  AllocationRequest,
  AllocationResult,
  StockCell,
} from './warehouse-autoselect.types';

interface Demand {
  key: string;
  qty: number;
  cells: StockCell[];
}

/**
 * Lines with the same key are one demand; only cells of candidate warehouses (those with a
 * transit estimate) count, one cell per warehouse.
 */
function mergeDemands(demands: AllocationDemand[], transitDays: Record<string, number>): Demand[] {
  const byKey = new Map<string, Demand>();
  for (const demand of demands) {
    const qty = Math.max(0, Math.floor(demand.qty));
    const existing = byKey.get(demand.key);
    if (existing) {
      existing.qty += qty;
      continue;
    }
    const seen = new Set<string>();
    const cells = demand.cells.filter((cell) => {
      if (transitDays[cell.warehouseAbbr] === undefined || seen.has(cell.warehouseAbbr)) {
        return false;
      }
      seen.add(cell.warehouseAbbr);
      return true;
    });
    byKey.set(demand.key, { key: demand.key, qty, cells });
  }
  return [...byKey.values()];
}

/** Fastest first; equal days by warehouse code, so the answer never depends on input order. */
function bySpeed(transitDays: Record<string, number>) {
  return (a: string, b: string) =>
    transitDays[a]! - transitDays[b]! || (a < b ? -1 : a > b ? 1 : 0);
}

function fillAll(demands: Demand[], allowed: Set<string>, order: (a: string, b: string) => number) {
  const allocations: Allocation[] = [];
  const shortfalls: { key: string; qtyShort: number }[] = [];
  for (const demand of demands) {
    const cells = demand.cells
      .filter((cell) => allowed.has(cell.warehouseAbbr))
      .sort((a, b) => order(a.warehouseAbbr, b.warehouseAbbr));
    let filled = 0;
    for (const take of fillDemand(demand.qty, cells)) {
      allocations.push({ key: demand.key, warehouseAbbr: take.warehouseAbbr, qty: take.qty });
      filled += take.qty;
    }
    if (filled < demand.qty) shortfalls.push({ key: demand.key, qtyShort: demand.qty - filled });
  }
  return { allocations, shortfalls };
}

function usedWarehouses(allocations: Allocation[]): string[] {
  return [...new Set(allocations.map((a) => a.warehouseAbbr))];
}

interface Candidate {
  warehouses: string[]; // sorted by code
  filled: number;
  slowest: number;
  freight: number;
}

/**
 * Better first: fills more units; then fewer warehouses; then a faster slowest warehouse; then a
 * lower freight rank; then the codes, so that equal sets always resolve the same way.
 */
function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.filled - a.filled ||
    a.warehouses.length - b.warehouses.length ||
    a.slowest - b.slowest ||
    a.freight - b.freight ||
    a.warehouses.join(',').localeCompare(b.warehouses.join(','))
  );
}

/**
 * Every subset of the warehouses that hold usable stock for some demand (at most 2^9 with the
 * nine warehouses of §2.7): the exact answer, cheap at this size.
 */
function chooseFewestSet(demands: Demand[], request: AllocationRequest): Set<string> {
  const stocked = [
    ...new Set(
      demands.flatMap((d) => d.cells.filter((c) => usableQty(c) > 0).map((c) => c.warehouseAbbr)),
    ),
  ].sort();
  const order = bySpeed(request.transitDays);
  let best: Candidate | undefined;
  for (let mask = 0; mask < 1 << stocked.length; mask++) {
    const warehouses = stocked.filter((_, i) => mask & (1 << i));
    const allowed = new Set(warehouses);
    let filled = 0;
    for (const demand of demands) {
      const cells = demand.cells
        .filter((c) => allowed.has(c.warehouseAbbr))
        .sort((a, b) => order(a.warehouseAbbr, b.warehouseAbbr));
      for (const take of fillDemand(demand.qty, cells)) filled += take.qty;
    }
    const candidate: Candidate = {
      warehouses,
      filled,
      slowest: Math.max(0, ...warehouses.map((w) => request.transitDays[w]!)),
      freight: warehouses.reduce((sum, w) => sum + (request.freightRank?.[w] ?? 0), 0),
    };
    if (!best || compareCandidates(candidate, best) < 0) best = candidate;
  }
  return new Set(best?.warehouses ?? []);
}

export function allocate(request: AllocationRequest): AllocationResult {
  const demands = mergeDemands(request.demands, request.transitDays);
  const order = bySpeed(request.transitDays);
  const everyCandidate = new Set(Object.keys(request.transitDays));

  if (request.preference === 'fewest') {
    const chosen = chooseFewestSet(demands, request);
    const result = fillAll(demands, chosen, order);
    const slowest = Math.max(
      0,
      ...usedWarehouses(result.allocations).map((w) => request.transitDays[w]!),
    );
    if (slowest <= request.fewestMaxDaysInTransit) return { usedPreference: 'fewest', ...result };
  }
  return { usedPreference: 'fastest', ...fillAll(demands, everyCandidate, order) };
}
