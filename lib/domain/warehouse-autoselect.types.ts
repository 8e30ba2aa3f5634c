// Inputs and outputs of automatic warehouse selection (the pure functions live beside this file in
// warehouse-autoselect.ts). Kept apart so the order planner can be written against them.

export interface StockCell {
  warehouseAbbr: string;
  qty: number;
  /** Stock must be taken in multiples of caseQty. */
  fullCaseOnly: boolean;
  caseQty: number;
}

export interface AllocationDemand {
  /** Caller's key for the line (e.g. product id); lines with the same key are merged first. */
  key: string;
  qty: number;
  cells: StockCell[];
}

export interface AllocationRequest {
  demands: AllocationDemand[];
  /** Candidate warehouses with their days in transit to the destination. */
  transitDays: Record<string, number>;
  /** Optional freight-cost estimate per warehouse, for tie-breaks in `fewest` (lower wins). */
  freightRank?: Record<string, number>;
  preference: 'fewest' | 'fastest';
  fewestMaxDaysInTransit: number;
}

export interface Allocation {
  key: string;
  warehouseAbbr: string;
  qty: number;
}

export interface AllocationResult {
  /** The preference actually used (`fewest` switches to `fastest` past the max days). */
  usedPreference: 'fewest' | 'fastest';
  allocations: Allocation[];
  /** Quantity per demand key that no allowed warehouse could fill. */
  shortfalls: { key: string; qtyShort: number }[];
}
