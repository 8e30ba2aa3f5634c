import { and, asc, count, desc, eq, gte, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { InstantRange } from '@/lib/domain/order-listing';
import type {
  PackageProgress,
  RecordToTrack,
  TrackedPackage,
  TrackedRecord,
  TrackingRepository,
} from '@/lib/domain/ports/tracking-repository';
import { isPackageStory, type CheckpointKind } from '@/lib/domain/tracking-schedule';
import type { PostgresHandle } from '../client';
import {
  orderLines,
  orders,
  outbox,
  shipmentPackages,
  trackingCheckpoints,
  warehouses,
} from '../schema';

const place = (city: string, state: string) => `${city}, ${state}`;

function inRanges(
  column: typeof orders.shippedAt | typeof shipmentPackages.deliveredAt,
  ranges: InstantRange[],
) {
  const each = ranges.map((r) => and(gte(column, r.from), lt(column, r.to)));
  return each.length === 0 ? sql`false` : or(...each);
}

export function createTrackingRepository(handle: PostgresHandle): TrackingRepository {
  const { db } = handle;

  async function packagesOf(recordIds: number[]): Promise<Map<number, TrackedPackage[]>> {
    const byRecord = new Map<number, TrackedPackage[]>();
    if (recordIds.length === 0) return byRecord;
    const packages = await db
      .select()
      .from(shipmentPackages)
      .where(inArray(shipmentPackages.orderId, recordIds))
      .orderBy(asc(shipmentPackages.orderId), asc(shipmentPackages.boxNumber));
    const scans = packages.length
      ? await db
          .select()
          .from(trackingCheckpoints)
          .where(
            inArray(
              trackingCheckpoints.packageId,
              packages.map((p) => p.id),
            ),
          )
          .orderBy(asc(trackingCheckpoints.packageId), asc(trackingCheckpoints.seq))
      : [];
    const scansOf = new Map<number, TrackedPackage['checkpoints']>();
    for (const scan of scans) {
      const list = scansOf.get(scan.packageId) ?? [];
      list.push({
        kind: scan.kind as CheckpointKind,
        at: scan.at,
        location: scan.location,
        statusMessage: scan.statusMessage,
      });
      scansOf.set(scan.packageId, list);
    }
    for (const p of packages) {
      const list = byRecord.get(p.orderId) ?? [];
      list.push({
        boxNumber: p.boxNumber,
        trackingNumber: p.trackingNumber,
        weight: p.weight,
        deliveredAt: p.deliveredAt,
        signedBy: p.signedBy,
        checkpoints: scansOf.get(p.id) ?? [],
      });
      byRecord.set(p.orderId, list);
    }
    return byRecord;
  }

  return {
    async recordsToTrack(limit) {
      const undelivered = db
        .select({ orderId: shipmentPackages.orderId })
        .from(shipmentPackages)
        .where(isNull(shipmentPackages.deliveredAt));
      const tracked = db.select({ orderId: shipmentPackages.orderId }).from(shipmentPackages);
      const rows = await db
        .select({
          recordId: orders.id,
          trackingNumber: orders.trackingNumber,
          shippedAt: orders.shippedAt,
          deliveryStatus: orders.deliveryStatus,
          totalBoxes: orders.totalBoxes,
          totalWeight: orders.totalWeight,
          whCity: warehouses.city,
          whState: warehouses.state,
          city: orders.shipToCity,
          state: orders.shipToState,
          attn: orders.shipToAttn,
          customer: orders.shipToCustomer,
          residential: orders.shipToResidential,
          accountId: orders.accountId,
          emailConfirmation: orders.emailConfirmation,
          orderNumber: orders.orderNumber,
          poNumber: orders.poNumber,
          warehouseCode: orders.warehouseCode,
          carrier: orders.shippingCarrier,
          method: orders.shippingMethod,
          totalPieces: orders.totalPieces,
        })
        .from(orders)
        .innerJoin(warehouses, eq(warehouses.code, orders.warehouseCode))
        .where(
          and(
            eq(orders.status, 'Shipped'),
            sql`${orders.trackingNumber} <> ''`,
            sql`${orders.shippedAt} IS NOT NULL`,
            or(sql`${orders.id} NOT IN ${tracked}`, inArray(orders.id, undelivered)),
          ),
        )
        .orderBy(asc(orders.shippedAt), asc(orders.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.recordId);
      const lines = await db
        .select({ orderId: orderLines.orderId, sku: orderLines.sku, qty: orderLines.qtyShipped })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber));
      const progress = await db
        .select({
          id: shipmentPackages.id,
          orderId: shipmentPackages.orderId,
          boxNumber: shipmentPackages.boxNumber,
          story: shipmentPackages.story,
          deliveredAt: shipmentPackages.deliveredAt,
          written: count(trackingCheckpoints.seq),
          lastAt: max(trackingCheckpoints.at),
        })
        .from(shipmentPackages)
        .leftJoin(trackingCheckpoints, eq(trackingCheckpoints.packageId, shipmentPackages.id))
        .where(inArray(shipmentPackages.orderId, ids))
        .groupBy(shipmentPackages.id)
        .orderBy(asc(shipmentPackages.boxNumber));
      return rows.map((r): RecordToTrack => ({
        recordId: r.recordId,
        trackingNumber: r.trackingNumber,
        shippedAt: r.shippedAt ?? 0,
        deliveryStatus: r.deliveryStatus,
        totalBoxes: r.totalBoxes,
        totalWeight: r.totalWeight,
        origin: place(r.whCity, r.whState),
        destination: place(r.city, r.state),
        receiver: r.attn || r.customer,
        residential: r.residential,
        accountId: r.accountId,
        emailConfirmation: r.emailConfirmation,
        facts: {
          orderNumber: r.orderNumber,
          poNumber: r.poNumber,
          warehouseAbbr: r.warehouseCode,
          shippingCarrier: r.carrier,
          shippingMethod: r.method,
          trackingNumber: r.trackingNumber,
          totalPieces: r.totalPieces,
          totalBoxes: r.totalBoxes,
        },
        lines: lines
          .filter((l) => l.orderId === r.recordId)
          .map((l) => ({ sku: l.sku, qty: l.qty })),
        packages: progress
          .filter((p) => p.orderId === r.recordId && isPackageStory(p.story))
          .map((p): PackageProgress => ({
            id: p.id,
            boxNumber: p.boxNumber,
            story: p.story as PackageProgress['story'],
            checkpointsWritten: p.written,
            lastCheckpointAt: p.lastAt,
            delivered: p.deliveredAt !== null,
          })),
      }));
    },

    async createPackages(recordId, packages, now, shippedEmail) {
      if (packages.length === 0) return;
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(shipmentPackages)
          .values(packages.map((p) => ({ ...p, orderId: recordId, createdAt: now })))
          .onConflictDoNothing()
          .returning({ id: shipmentPackages.id });
        // Only the process that created the packages writes the e-mail: exactly one per record.
        if (!shippedEmail || created.length === 0) return;
        await tx.insert(outbox).values({
          accountId: shippedEmail.accountId,
          kind: 'order-shipped',
          orderNumber: shippedEmail.orderNumber,
          toAddress: shippedEmail.toAddress,
          subject: shippedEmail.content.subject,
          textBody: shippedEmail.content.textBody,
          htmlBody: shippedEmail.content.htmlBody,
          createdAt: now,
        });
      });
    },

    async appendCheckpoints(packageId, written, checkpoints, signedBy) {
      return db.transaction(async (tx) => {
        // The package row is locked first, so two processes cannot both append the same scans.
        await tx
          .select({ id: shipmentPackages.id })
          .from(shipmentPackages)
          .where(eq(shipmentPackages.id, packageId))
          .for('update');
        const [current] = await tx
          .select({ n: count() })
          .from(trackingCheckpoints)
          .where(eq(trackingCheckpoints.packageId, packageId));
        if ((current?.n ?? 0) !== written) return false;
        await tx
          .insert(trackingCheckpoints)
          .values(checkpoints.map((c, i) => ({ ...c, packageId, seq: written + i + 1 })));
        const delivered = checkpoints.find((c) => c.kind === 'delivered');
        if (delivered) {
          await tx
            .update(shipmentPackages)
            .set({ deliveredAt: delivered.at, signedBy })
            .where(eq(shipmentPackages.id, packageId));
        }
        return true;
      });
    },

    async find(accountId, filter, limit) {
      const scope = [eq(orders.accountId, accountId), eq(orders.status, 'Shipped')];
      if (filter.kind === 'invoice') scope.push(inArray(orders.invoiceNumber, filter.values));
      if (filter.kind === 'order') scope.push(inArray(orders.orderNumber, filter.values));
      if (filter.kind === 'shipped') scope.push(inRanges(orders.shippedAt, filter.ranges)!);
      if (filter.kind === 'tracking') {
        const boxes = db
          .select({ orderId: shipmentPackages.orderId })
          .from(shipmentPackages)
          .where(inArray(shipmentPackages.trackingNumber, filter.values));
        scope.push(or(inArray(orders.trackingNumber, filter.values), inArray(orders.id, boxes))!);
      }
      if (filter.kind === 'delivered') {
        const boxes = db
          .select({ orderId: shipmentPackages.orderId })
          .from(shipmentPackages)
          .where(inRanges(shipmentPackages.deliveredAt, filter.ranges));
        scope.push(inArray(orders.id, boxes));
      }
      const rows = await db
        .select({
          recordId: orders.id,
          guid: orders.guid,
          orderNumber: orders.orderNumber,
          invoiceNumber: orders.invoiceNumber,
          carrier: orders.shippingCarrier,
          whCity: warehouses.city,
          whState: warehouses.state,
          shippedAt: orders.shippedAt,
          deliveryStatus: orders.deliveryStatus,
        })
        .from(orders)
        .innerJoin(warehouses, eq(warehouses.code, orders.warehouseCode))
        .where(and(...scope))
        .orderBy(desc(orders.shippedAt), desc(orders.id))
        .limit(limit);
      const packages = await packagesOf(rows.map((r) => r.recordId));
      return rows.map((r): TrackedRecord => ({
        recordId: r.recordId,
        guid: r.guid,
        orderNumber: r.orderNumber,
        invoiceNumber: r.invoiceNumber,
        carrier: r.carrier,
        origin: place(r.whCity, r.whState),
        shippedAt: r.shippedAt ?? 0,
        deliveryStatus: r.deliveryStatus,
        packages: packages.get(r.recordId) ?? [],
      }));
    },

    async packagesByGuid(accountId, guids) {
      const result = new Map<string, TrackedPackage[]>();
      if (guids.length === 0) return result;
      const rows = await db
        .select({ id: orders.id, guid: orders.guid })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), inArray(orders.guid, [...guids])));
      const packages = await packagesOf(rows.map((r) => r.id));
      for (const r of rows) {
        const list = packages.get(r.id);
        if (list) result.set(r.guid, list);
      }
      return result;
    },
  };
}
