import { randomUUID } from 'node:crypto';
import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { OrderView } from '@/lib/domain/orders';
import type { NewReturnRecord } from '@/lib/domain/ports/return-repository';
import { returnAuthorizedEmail } from '@/lib/domain/return-emails';
import {
  returnRecordDrafts,
  returnToAddress,
  returnWarehouseOf,
} from '@/lib/domain/return-records';
import {
  planReturn,
  returnReceiveAt,
  type ReturnableRecord,
  type ReturnCommand,
} from '@/lib/domain/returns';
import { getReturn, type ReturnResult } from './get-returns';
import type { ServiceDeps } from './service-deps';

/** The caller's own invoiced records of those invoice numbers, with what came back already. */
async function returnableRecords(
  deps: ServiceDeps,
  accountId: number,
  invoiceNumbers: string[],
): Promise<ReturnableRecord[]> {
  const found = await deps.repos.orderQueries.find(accountId, { ids: invoiceNumbers });
  const views = found.orders.filter(
    (v) =>
      v.invoiceNumber !== '' &&
      invoiceNumbers.includes(v.invoiceNumber) &&
      v.orderType !== 'Credit' &&
      v.orderStatus !== 'Cancelled' &&
      !v.isTest,
  );
  const ids = await deps.repos.returns.recordIdsByGuid(
    accountId,
    views.map((v) => v.guid),
  );
  const returned = await deps.repos.returns.returnedQuantities([...ids.values()]);
  return views.flatMap((view) => {
    const recordId = ids.get(view.guid);
    if (recordId === undefined) return [];
    return [{ recordId, view, returnedByLine: returned.get(recordId) ?? new Map() }];
  });
}

/**
 * POST /v2/returns/ (after-the-order.md): checks every line (own invoiced, shipped line; at most
 * the shipped quantity less earlier returns; returnable stock; reason codes and their comment
 * rule), then writes the RA with its Credit and/or Replacement records in one transaction. A
 * `testOrder` is checked and priced the same way, and nothing is written.
 */
export async function fileReturn(
  deps: ServiceDeps,
  caller: Caller,
  command: ReturnCommand,
): Promise<ReturnResult> {
  const accountId = caller.account.id;
  const now = deps.clock.now();
  const invoiceNumbers = [...new Set(command.lines.map((l) => l.invoiceNumber.trim()))];
  const records = await returnableRecords(deps, accountId, invoiceNumbers);
  const plan = planReturn(command, records);
  if (plan.errors.length > 0) throw DomainError.invalid(plan.errors);

  const warehouses = await deps.repos.warehouses.listAll();
  const itemsRequired = plan.groups.some((g) => g.itemsRequired);
  const newRecords: NewReturnRecord[] = plan.groups.flatMap((group) =>
    returnRecordDrafts(group, now).map((draft) => {
      const view: OrderView = { ...draft.view, guid: randomUUID(), orderNumber: '' };
      return {
        kind: draft.kind,
        view,
        originalRecordId: group.original.recordId,
        returnWarehouseCode: returnWarehouseOf(group.original.view.warehouseAbbr),
        lines: draft.planLines.map((line, i) => ({
          lineNumber: i + 1,
          originalLineNumber: line.original.lineNumber,
          productId: line.original.skuId,
          qty: line.qty,
          reasonCode: line.reason,
          comment: line.comment,
          restock: line.restock,
        })),
        takesStock: draft.kind === 'Replacement',
        // A replacement moves through the order lifecycle; a credit waits for the goods.
        nextEventAt:
          draft.kind === 'Replacement' ? now + deps.settings.invoiceDelaySeconds * 1000 : null,
      };
    }),
  );
  const returnTo = (record: NewReturnRecord) =>
    returnToAddress(record.returnWarehouseCode, warehouses);

  if (command.testOrder) {
    return {
      raNumber: '',
      status: 'Test',
      createdAt: now,
      shippingLabelRequired: command.shippingLabelRequired,
      records: newRecords.map((r) => ({
        view: { ...r.view, orderStatus: 'Cancelled', isTest: true },
        kind: r.kind,
        originalInvoiceNumber: plan.groups.find((g) => g.original.recordId === r.originalRecordId)!
          .original.view.invoiceNumber,
        returnWarehouseCode: r.returnWarehouseCode,
        returnTo: returnTo(r),
        reasonCode: r.lines[0]?.reasonCode ?? 0,
        itemsRequired,
      })),
    };
  }

  const created = await deps.repos.returns.create({
    accountId,
    createdAt: now,
    receiveAt: returnReceiveAt(now, itemsRequired),
    emailConfirmation: command.emailConfirmation,
    shippingLabelRequired: command.shippingLabelRequired,
    itemsRequired,
    records: newRecords,
    email: (raNumber) =>
      returnAuthorizedEmail(
        raNumber,
        newRecords.map((r) => ({ view: r.view, returnTo: returnTo(r), itemsRequired })),
      ),
  });
  if (!created.ok) {
    const record = newRecords[created.record];
    const group = plan.groups.find((g) => g.original.recordId === record?.originalRecordId);
    const line = group?.replacement[created.line];
    throw DomainError.field(
      `lines[${line?.requestIndex ?? 0}].isReplace`,
      `Warehouse ${record?.view.warehouseAbbr ?? ''} has not enough ${line?.original.sku ?? 'stock'} left to replace; ask for a credit instead.`,
    );
  }
  return getReturn(deps, caller, created.returnId);
}
