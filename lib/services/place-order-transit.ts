// Each warehouse's days in transit to the order's zip and the day an order placed now ships,
// as the order plan needs them. Computing them formats instants in several time zones (about
// 2 ms); placements to the same zip within the same minute get the same answer, so it is
// memoised per (zip, minute). That is exact, not approximate: cut-offs and business-day
// boundaries fall on whole minutes, so every instant of one minute is on the same side of each.
import { DomainError } from '@/lib/domain/errors';
import type { PlanWarehouse } from '@/lib/domain/order-plan';
import { getDaysInTransit } from './get-days-in-transit';
import type { ServiceDeps } from './service-deps';

const MAX_ENTRIES = 2_000;
// One memo per warehouse repository, i.e. per database a process serves.
const memos = new WeakMap<object, Map<string, PlanWarehouse[]>>();

async function compute(deps: ServiceDeps, zip: string): Promise<PlanWarehouse[]> {
  const [transit, warehouses] = await Promise.all([
    getDaysInTransit(deps, zip),
    deps.repos.warehouses.listAll(),
  ]);
  const byCode = new Map(transit.warehouses.map((w) => [w.warehouseAbbr, w]));
  return warehouses.flatMap((w) => {
    const t = byCode.get(w.code);
    if (!t) return [];
    const [year, month, day] = t.shipDay.split('-').map(Number);
    return [
      {
        code: w.code,
        sortOrder: w.sortOrder,
        isDropship: w.isDropship,
        daysInTransit: t.daysInTransit,
        shipDay: { year: year ?? 0, month: month ?? 0, day: day ?? 0 },
      },
    ];
  });
}

export async function transitWarehouses(deps: ServiceDeps, zip: string): Promise<PlanWarehouse[]> {
  // The clock is part of the key, so a test clock moved by hand is honoured like real time.
  const key = `${zip}|${Math.floor(deps.clock.now() / 60_000)}|${deps.settings.businessTimeZone}`;
  let memo = memos.get(deps.repos.warehouses);
  if (!memo) {
    memo = new Map();
    memos.set(deps.repos.warehouses, memo);
  }
  const known = memo.get(key);
  if (known) return known;
  try {
    const warehouses = await compute(deps, zip);
    if (memo.size >= MAX_ENTRIES) memo.clear();
    memo.set(key, warehouses);
    return warehouses;
  } catch (error) {
    // The order names the zip inside shippingAddress.
    if (error instanceof DomainError && error.errors.some((e) => e.field === 'zip')) {
      throw DomainError.invalid(
        error.errors.map((e) => ({ field: 'shippingAddress.zip', message: e.message })),
      );
    }
    throw error;
  }
}
