// Which of an account's order records a listing returns (compatibility.md §3, plus the filters
// the portal needs). Dates on the wire are business-zone calendar days; the query works on UTC
// instants, so each day becomes the half-open range of instants it covers in that zone.
import { zonedTimeToEpoch } from './business-time';
import { DomainError } from './errors';
import type { OrderStatus } from './orders';
import { isInvoiced } from './order-states';

export const RECENT_INVOICED_MONTHS = 3;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export interface InstantRange {
  from: number; // inclusive
  to: number; // exclusive
}

/** A filter the repository turns into SQL; every field narrows, all scoped to one account. */
export interface OrderQuery {
  /** Each matched against PO number, order number, invoice number or guid. */
  ids?: string[];
  /** 'open': not invoiced and not cancelled; 'recent': open, or invoiced and placed since. */
  scope?: { kind: 'open' } | { kind: 'recent'; placedSince: number };
  invoiced?: InstantRange[];
  ordered?: InstantRange;
  statuses?: OrderStatus[];
  poNumber?: string;
  /** Leave out test orders (priced, stored created-and-cancelled, never real). */
  excludeTestOrders?: boolean;
  page?: { offset: number; limit: number };
}

export type ListingScope = NonNullable<OrderQuery['scope']>;

/**
 * A listing scope as plain conditions the repositories translate one to one: a record in scope is
 * in none of `excludedStatuses`, and is not invoiced yet unless it was placed at or after
 * `invoicedIfPlacedSince` (undefined: invoiced records are out).
 */
export interface ScopeConditions {
  excludedStatuses: OrderStatus[];
  invoicedIfPlacedSince?: number;
}

/** 'open': not invoiced and not cancelled; 'recent': open, or invoiced and placed since. */
export function scopeConditions(scope: ListingScope): ScopeConditions {
  const excludedStatuses: OrderStatus[] = ['Cancelled'];
  return scope.kind === 'open'
    ? { excludedStatuses }
    : { excludedStatuses, invoicedIfPlacedSince: scope.placedSince };
}

/** The same rule on one record (what the repositories' WHERE clauses must agree with). */
export function isInScope(
  record: { status: string; invoiceNumber: string; orderedAt: number },
  scope: ListingScope,
): boolean {
  const conditions = scopeConditions(scope);
  if (conditions.excludedStatuses.some((status) => status === record.status)) return false;
  if (!isInvoiced(record)) return true;
  const since = conditions.invoicedIfPlacedSince;
  return since !== undefined && record.orderedAt >= since;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' -> the instants of that day in the zone; 400 naming the field otherwise. */
export function businessDay(value: string, field: string, timeZone: string): InstantRange {
  const match = DATE.exec(value.trim());
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
  const valid =
    year !== undefined &&
    month !== undefined &&
    day !== undefined &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!valid) throw DomainError.field(field, 'Invalid. Must be a date in the form yyyy-MM-dd.');
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    from: zonedTimeToEpoch({ year, month, day }, timeZone),
    to: zonedTimeToEpoch(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      timeZone,
    ),
  };
}

/** From the start of `start`'s day to the end of `end`'s day; either side may be open. */
export function businessDayRange(
  start: string | undefined,
  end: string | undefined,
  fields: { start: string; end: string },
  timeZone: string,
): InstantRange {
  const from = start === undefined ? 0 : businessDay(start, fields.start, timeZone).from;
  const to =
    end === undefined ? Number.MAX_SAFE_INTEGER : businessDay(end, fields.end, timeZone).to;
  if (from >= to) throw DomainError.field(fields.end, `Must not be before ${fields.start}.`);
  return { from, to };
}

const STATUSES: Record<string, OrderStatus> = {
  'in progress': 'In Progress',
  inprogress: 'In Progress',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
};

export function parseStatuses(values: readonly string[], field = 'status'): OrderStatus[] {
  return values.map((value) => {
    const status = STATUSES[value.trim().toLowerCase()];
    if (!status) {
      throw DomainError.field(
        field,
        `Unknown status '${value}'. Use In Progress, Shipped, Completed or Cancelled.`,
      );
    }
    return status;
  });
}

function positiveInteger(value: string, field: string, max: number): number {
  const n = /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw DomainError.field(field, `Invalid. Must be a whole number from 1 to ${max}.`);
  }
  return n;
}

/** `?page=&pageSize=` -> offset and limit; undefined when neither is given. */
export function parsePage(
  page: string | undefined,
  pageSize: string | undefined,
): OrderQuery['page'] {
  if (page === undefined && pageSize === undefined) return undefined;
  const size =
    pageSize === undefined
      ? DEFAULT_PAGE_SIZE
      : positiveInteger(pageSize, 'pageSize', MAX_PAGE_SIZE);
  const number = page === undefined ? 1 : positiveInteger(page, 'page', 1_000_000);
  return { offset: (number - 1) * size, limit: size };
}

/** The instant `months` calendar months before `now` (UTC arithmetic is close enough here). */
export function monthsBefore(now: number, months: number): number {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.getTime();
}
