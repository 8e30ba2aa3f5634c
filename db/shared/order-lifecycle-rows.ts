// What both dialects' lifecycle repositories select and filter by, built from lib/domain's
// rules: the columns of a ProgressRecord, and "not final" derived from FINAL_STATES (so the
// rule is written once, in the domain, and never restated in SQL).
import { and, eq, not, or, type Column, type SQL } from 'drizzle-orm';
import { FINAL_STATES } from '@/lib/domain/order-states';
import type { ProgressRecord } from '@/lib/domain/order-progress';

type ProgressKey = keyof ProgressRecord;

const PROGRESS_KEYS = [
  'id',
  'orderNumber',
  'orderType',
  'status',
  'deliveryStatus',
  'invoiceNumber',
  'orderedAt',
  'shippingMethodCode',
  'shippingCarrier',
  'nextEventAt',
] as const satisfies readonly ProgressKey[];

/** The orders columns a ProgressRecord is made of, under its own names. */
export function progressColumns<Table extends Record<ProgressKey, Column>>(
  orders: Table,
): Pick<Table, ProgressKey> {
  const columns = {} as Pick<Table, ProgressKey>;
  for (const key of PROGRESS_KEYS) columns[key] = orders[key];
  return columns;
}

/** Records in none of the domain's final states. */
export function notFinal(orders: { status: Column; deliveryStatus: Column }): SQL {
  const finals = FINAL_STATES.map((state) =>
    state.deliveryStatus === undefined
      ? eq(orders.status, state.status)
      : and(eq(orders.status, state.status), eq(orders.deliveryStatus, state.deliveryStatus)),
  );
  const anyFinal = or(...finals);
  if (!anyFinal) throw new Error('FINAL_STATES is empty');
  return not(anyFinal);
}
