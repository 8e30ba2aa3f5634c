import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import { presentCancelled } from '@/lib/domain/order-cancellation';
import type { OrderView } from '@/lib/domain/orders';
import type { ReturnSummary } from '@/lib/domain/ports/return-repository';
import {
  returnToAddress,
  type ReturnAddress,
  type ReturnRecordKind,
} from '@/lib/domain/return-records';
import { isRaNumber, raNumberOf } from '@/lib/domain/returns';
import type { ServiceDeps } from './service-deps';

export interface ReturnRecordResult {
  view: OrderView;
  kind: ReturnRecordKind;
  originalInvoiceNumber: string;
  returnWarehouseCode: string;
  returnTo: ReturnAddress;
  reasonCode: number;
  itemsRequired: boolean;
}

export interface ReturnResult {
  /** '' for a test return (nothing written). */
  raNumber: string;
  status: ReturnSummary['status'] | 'Test';
  createdAt: number;
  shippingLabelRequired: boolean;
  records: ReturnRecordResult[];
}

const MAX_LISTED = 200;

/** 'RA1000007' -> 7; undefined when it is not an RA number. */
export function returnIdOf(raNumber: string): number | undefined {
  if (!isRaNumber(raNumber)) return undefined;
  const id = Number(raNumber.trim().slice(2)) - 1_000_000;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

async function resultsOf(
  deps: ServiceDeps,
  accountId: number,
  summaries: ReturnSummary[],
): Promise<ReturnResult[]> {
  const ids = summaries.flatMap((s) => s.records.map((r) => r.orderId));
  const views = ids.length ? await deps.repos.orderQueries.byIds(accountId, ids) : [];
  const warehouses = await deps.repos.warehouses.listAll();
  return summaries.map((summary) => ({
    raNumber: raNumberOf(summary.returnId),
    status: summary.status,
    createdAt: summary.createdAt,
    shippingLabelRequired: summary.shippingLabelRequired,
    records: summary.records.flatMap((ref) => {
      const view = views.find((v) => v.guid === ref.guid);
      if (!view) return [];
      return [
        {
          view: presentCancelled(view),
          kind: ref.kind,
          originalInvoiceNumber: ref.originalInvoiceNumber,
          returnWarehouseCode: ref.returnWarehouseCode,
          returnTo: returnToAddress(ref.returnWarehouseCode, warehouses),
          reasonCode: ref.reasonCode,
          itemsRequired: summary.itemsRequired,
        },
      ];
    }),
  }));
}

/** One of the caller's returns by id; another account's is a 404 like a missing one. */
export async function getReturn(
  deps: ServiceDeps,
  caller: Caller,
  returnId: number,
): Promise<ReturnResult> {
  const summary = await deps.repos.returns.byId(caller.account.id, returnId);
  if (!summary) throw DomainError.notFound('raNumber', 'No return matches the RA number.');
  const [result] = await resultsOf(deps, caller.account.id, [summary]);
  return result!;
}

/** GET /v2/returns/{raNumber}. */
export async function findReturn(
  deps: ServiceDeps,
  caller: Caller,
  raNumber: string,
): Promise<ReturnResult> {
  const id = returnIdOf(raNumber);
  if (id === undefined) throw DomainError.notFound('raNumber', 'No return matches the RA number.');
  return getReturn(deps, caller, id);
}

/** GET /v2/returns/: the caller's returns, newest first. */
export async function listReturns(deps: ServiceDeps, caller: Caller): Promise<ReturnResult[]> {
  const summaries = await deps.repos.returns.list(caller.account.id, MAX_LISTED);
  return resultsOf(deps, caller.account.id, summaries);
}
