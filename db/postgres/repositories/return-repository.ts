import { and, asc, desc, eq, gte, inArray, lte, ne, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ReturnRecordRef,
  ReturnRepository,
  ReturnStatus,
  ReturnSummary,
} from '@/lib/domain/ports/return-repository';
import type { ReturnRecordKind } from '@/lib/domain/return-records';
import { raNumberOf } from '@/lib/domain/returns';
import type { PostgresHandle } from '../client';
import {
  invoiceNumberSeq,
  orderLines,
  orderNumberSeq,
  orders,
  outbox,
  returnLines,
  returnRecords,
  returns,
  stock,
} from '../schema';
import { returnReceivedEventOf } from '../../shared/webhook-records';
import { writeWebhookEvent } from './webhook-event-writer';

const original = alias(orders, 'original');

type Tx = Parameters<Parameters<PostgresHandle['db']['transaction']>[0]>[0];

/** Thrown inside the create transaction to roll it back when a replacement lacks stock. */
class ShortOfStock extends Error {
  constructor(
    readonly record: number,
    readonly line: number,
  ) {
    super('short of stock');
  }
}

// nextval() has no query-builder form in drizzle; the sequence object supplies its name.
async function nextValue(tx: Tx, name: string): Promise<number> {
  const result = await tx.execute<{ value: number }>(sql`select nextval(${name}) as value`);
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error(`nextval(${name}) returned nothing.`);
  return Number(value);
}

export function createReturnRepository(handle: PostgresHandle): ReturnRepository {
  const { db } = handle;

  async function summaries(rows: (typeof returns.$inferSelect)[]): Promise<ReturnSummary[]> {
    if (rows.length === 0) return [];
    const refs = await db
      .select({
        returnId: returnRecords.returnId,
        orderId: returnRecords.orderId,
        guid: orders.guid,
        kind: returnRecords.kind,
        warehouse: returnRecords.returnWarehouseCode,
        originalInvoice: original.invoiceNumber,
      })
      .from(returnRecords)
      .innerJoin(orders, eq(orders.id, returnRecords.orderId))
      .innerJoin(original, eq(original.id, returnRecords.originalOrderId))
      .where(
        inArray(
          returnRecords.returnId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(returnRecords.orderId));
    const firstReasons = new Map<number, number>();
    const reasons = refs.length
      ? await db
          .select({ orderId: returnLines.orderId, reasonCode: returnLines.reasonCode })
          .from(returnLines)
          .where(
            inArray(
              returnLines.orderId,
              refs.map((ref) => ref.orderId),
            ),
          )
          .orderBy(asc(returnLines.orderId), asc(returnLines.lineNumber))
      : [];
    for (const r of reasons)
      if (!firstReasons.has(r.orderId)) firstReasons.set(r.orderId, r.reasonCode);
    return rows.map((r) => ({
      returnId: r.id,
      accountId: r.accountId,
      status: r.status as ReturnStatus,
      createdAt: r.createdAt,
      receiveAt: r.receiveAt,
      emailConfirmation: r.emailConfirmation,
      shippingLabelRequired: r.shippingLabelRequired,
      itemsRequired: r.itemsRequired,
      records: refs
        .filter((ref) => ref.returnId === r.id)
        .map((ref): ReturnRecordRef => ({
          orderId: ref.orderId,
          guid: ref.guid,
          kind: ref.kind as ReturnRecordKind,
          originalInvoiceNumber: ref.originalInvoice,
          returnWarehouseCode: ref.warehouse,
          reasonCode: firstReasons.get(ref.orderId) ?? 0,
        })),
    }));
  }

  return {
    async recordIdsByGuid(accountId, guids) {
      const rows = guids.length
        ? await db
            .select({ id: orders.id, guid: orders.guid })
            .from(orders)
            .where(and(eq(orders.accountId, accountId), inArray(orders.guid, [...guids])))
        : [];
      return new Map(rows.map((r) => [r.guid, r.id]));
    },

    async returnedQuantities(recordIds) {
      const result = new Map<number, Map<number, number>>();
      if (recordIds.length === 0) return result;
      const rows = await db
        .select({
          original: returnLines.originalOrderId,
          line: returnLines.originalLineNumber,
          qty: sum(returnLines.qty).mapWith(Number),
        })
        .from(returnLines)
        .innerJoin(returns, eq(returns.id, returnLines.returnId))
        .where(
          and(
            inArray(returnLines.originalOrderId, [...recordIds]),
            ne(returns.status, 'Cancelled'),
          ),
        )
        .groupBy(returnLines.originalOrderId, returnLines.originalLineNumber);
      for (const row of rows) {
        const lines = result.get(row.original) ?? new Map<number, number>();
        lines.set(row.line, row.qty);
        result.set(row.original, lines);
      }
      return result;
    },

    async create(input) {
      try {
        const returnId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(returns)
            .values({
              accountId: input.accountId,
              status: 'Open',
              createdAt: input.createdAt,
              receiveAt: input.receiveAt,
              emailConfirmation: input.emailConfirmation,
              shippingLabelRequired: input.shippingLabelRequired,
              itemsRequired: input.itemsRequired,
            })
            .returning({ id: returns.id });
          if (!created) throw new Error('The return was not written.');
          const orderNumber = String(
            await nextValue(tx, orderNumberSeq.seqName ?? 'order_number_seq'),
          );
          for (const [recordIndex, record] of input.records.entries()) {
            const v = record.view;
            const [source] = await tx
              .select({
                shippingMethodCode: orders.shippingMethodCode,
                residential: orders.shipToResidential,
              })
              .from(orders)
              .where(eq(orders.id, record.originalRecordId));
            if (!source) throw new Error('The original record of a return is missing.');
            const [inserted] = await tx
              .insert(orders)
              .values({
                guid: v.guid,
                orderNumber,
                accountId: input.accountId,
                warehouseCode: v.warehouseAbbr,
                poNumber: v.poNumber,
                orderedAt: v.orderedAt,
                orderType: v.orderType,
                terms: v.terms,
                status: v.orderStatus,
                deliveryStatus: v.deliveryStatus,
                dropship: v.dropship,
                shippingMethodCode: source.shippingMethodCode,
                shippingCarrier: v.shippingCarrier,
                shippingMethod: v.shippingMethod,
                shipBlind: v.shipBlind,
                shippingCollectNumber: v.shippingCollectNumber,
                shipToCustomer: v.shippingAddress.name,
                shipToAttn: v.shippingAddress.attn,
                shipToAddress: v.shippingAddress.address,
                shipToCity: v.shippingAddress.city,
                shipToState: v.shippingAddress.state,
                shipToZip: v.shippingAddress.zip,
                shipToResidential: source.residential,
                billTo: v.billingAddress.name,
                billAttn: v.billingAddress.attn,
                billAddress: v.billingAddress.address,
                billCity: v.billingAddress.city,
                billState: v.billingAddress.state,
                billZip: v.billingAddress.zip,
                subtotalCents: v.subtotalCents,
                shippingCents: v.shippingCents,
                shippingSavedCents: v.shippingSavedCents,
                taxCents: v.taxCents,
                smallOrderFeeCents: v.smallOrderFeeCents,
                debitCreditCents: v.debitCreditCents,
                totalCents: v.totalCents,
                totalPieces: v.totalPieces,
                totalLines: v.totalLines,
                totalWeight: v.totalWeight,
                totalBoxes: v.totalBoxes,
                emailConfirmation: input.emailConfirmation,
                nextEventAt: record.nextEventAt,
              })
              .returning({ id: orders.id });
            const orderId = inserted!.id;
            await tx.insert(returnRecords).values({
              returnId: created.id,
              orderId,
              originalOrderId: record.originalRecordId,
              kind: record.kind,
              returnWarehouseCode: record.returnWarehouseCode,
            });
            for (const [lineIndex, line] of v.lines.entries()) {
              const facts = record.lines[lineIndex]!;
              await tx.insert(orderLines).values({
                orderId,
                lineNumber: line.lineNumber,
                type: line.type,
                productId: facts.productId,
                sku: line.sku,
                gtin: line.gtin,
                yourSku: line.yourSku,
                qtyOrdered: line.qtyOrdered,
                qtyShipped: line.qtyShipped,
                priceCents: line.priceCents,
                brandName: line.brandName,
                styleName: line.styleName,
                title: line.title,
                colorName: line.colorName,
                sizeName: line.sizeName,
                returnable: line.returnable,
              });
              await tx.insert(returnLines).values({
                orderId,
                lineNumber: line.lineNumber,
                returnId: created.id,
                originalOrderId: record.originalRecordId,
                originalLineNumber: facts.originalLineNumber,
                productId: facts.productId,
                qty: facts.qty,
                reasonCode: facts.reasonCode,
                comment: facts.comment,
                restock: facts.restock,
              });
              if (record.takesStock) {
                // Guarded like a placement (invariant 2): exactly one row, never below zero.
                const taken = await tx
                  .update(stock)
                  .set({ qty: sql`${stock.qty} - ${facts.qty}` })
                  .where(
                    and(
                      eq(stock.productId, facts.productId),
                      eq(stock.warehouseCode, v.warehouseAbbr),
                      gte(stock.qty, facts.qty),
                    ),
                  );
                if (taken.rowCount !== 1) throw new ShortOfStock(recordIndex, lineIndex);
              }
            }
          }
          if (input.email && input.emailConfirmation !== '') {
            const email = input.email(raNumberOf(created.id));
            await tx.insert(outbox).values({
              accountId: input.accountId,
              kind: 'return-authorized',
              orderNumber,
              toAddress: input.emailConfirmation,
              subject: email.subject,
              textBody: email.textBody,
              htmlBody: email.htmlBody,
              createdAt: input.createdAt,
            });
          }
          return created.id;
        });
        return { ok: true as const, returnId };
      } catch (error) {
        if (error instanceof ShortOfStock) {
          return { ok: false as const, record: error.record, line: error.line };
        }
        throw error;
      }
    },

    async byId(accountId, returnId) {
      const rows = await db
        .select()
        .from(returns)
        .where(and(eq(returns.accountId, accountId), eq(returns.id, returnId)));
      return (await summaries(rows))[0];
    },

    async list(accountId, limit) {
      const rows = await db
        .select()
        .from(returns)
        .where(eq(returns.accountId, accountId))
        .orderBy(desc(returns.createdAt), desc(returns.id))
        .limit(limit);
      return summaries(rows);
    },

    async cancel(returnId, now) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(returns)
          .set({ status: 'Cancelled', cancelledAt: now })
          .where(and(eq(returns.id, returnId), eq(returns.status, 'Open')));
        if (claimed.rowCount !== 1) return false;
        const refs = await tx
          .select({ orderId: returnRecords.orderId, kind: returnRecords.kind })
          .from(returnRecords)
          .where(eq(returnRecords.returnId, returnId));
        for (const ref of refs) {
          const stopped = await tx
            .update(orders)
            .set({ status: 'Cancelled', cancelledAt: now, nextEventAt: null })
            .where(and(eq(orders.id, ref.orderId), eq(orders.status, 'In Progress')));
          if (ref.kind !== 'Replacement' || stopped.rowCount !== 1) continue;
          const taken = await tx
            .select({ productId: returnLines.productId, qty: returnLines.qty })
            .from(returnLines)
            .where(eq(returnLines.orderId, ref.orderId));
          const [warehouse] = await tx
            .select({ code: orders.warehouseCode })
            .from(orders)
            .where(eq(orders.id, ref.orderId));
          for (const line of taken) {
            await tx
              .update(stock)
              .set({ qty: sql`${stock.qty} + ${line.qty}` })
              .where(
                and(eq(stock.productId, line.productId), eq(stock.warehouseCode, warehouse!.code)),
              );
          }
        }
        return true;
      });
    },

    async dueForReceipt(now, limit) {
      const rows = await db
        .select()
        .from(returns)
        .where(and(eq(returns.status, 'Open'), lte(returns.receiveAt, now)))
        .orderBy(asc(returns.receiveAt))
        .limit(limit);
      return summaries(rows);
    },

    async receive(returnId, now, email) {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(returns)
          .set({ status: 'Received', receivedAt: now })
          .where(and(eq(returns.id, returnId), eq(returns.status, 'Open')))
          .returning();
        if (!claimed) return false;
        const refs = await tx
          .select()
          .from(returnRecords)
          .where(eq(returnRecords.returnId, returnId));
        let orderNumber: string | null = null;
        for (const ref of refs) {
          if (claimed.itemsRequired) {
            const lines = await tx
              .select({ productId: returnLines.productId, qty: returnLines.qty })
              .from(returnLines)
              .where(and(eq(returnLines.orderId, ref.orderId), eq(returnLines.restock, true)));
            for (const line of lines) {
              await tx
                .update(stock)
                .set({ qty: sql`${stock.qty} + ${line.qty}` })
                .where(
                  and(
                    eq(stock.productId, line.productId),
                    eq(stock.warehouseCode, ref.returnWarehouseCode),
                  ),
                );
            }
          }
          const [record] = await tx
            .select({ orderNumber: orders.orderNumber })
            .from(orders)
            .where(eq(orders.id, ref.orderId));
          orderNumber = record?.orderNumber ?? orderNumber;
          if (ref.kind !== 'Credit') continue;
          const memo = String(
            await nextValue(tx, invoiceNumberSeq.seqName ?? 'invoice_number_seq'),
          );
          await tx
            .update(orders)
            .set({ status: 'Completed', invoiceNumber: memo, invoicedAt: now })
            .where(and(eq(orders.id, ref.orderId), eq(orders.status, 'In Progress')));
        }
        if (email && claimed.emailConfirmation !== '') {
          await tx.insert(outbox).values({
            accountId: claimed.accountId,
            kind: 'return-received',
            orderNumber,
            toAddress: claimed.emailConfirmation,
            subject: email.subject,
            textBody: email.textBody,
            htmlBody: email.htmlBody,
            createdAt: now,
          });
        }
        await writeWebhookEvent(
          tx,
          claimed.accountId,
          returnReceivedEventOf(returnId, orderNumber, now),
        );
        return true;
      });
    },
  };
}
