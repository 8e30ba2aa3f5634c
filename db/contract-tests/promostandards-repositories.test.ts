// The repositories of the PromoStandards SOAP services, the same contract on SQLite and
// PostgreSQL: which order records a query names (the account's own, never test orders), the
// failed-authentication counts of the throttle, and per-account service denials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/lib/domain/orders';
import { ACCOUNT_ID, NOW, openOrderTestBed, type OrderTestBed } from './order-fixtures';

const OTHER_ACCOUNT_ID = 2;

describe.each(['sqlite', 'postgres'] as const)('PromoStandards repositories on %s', (dialect) => {
  let bed: OrderTestBed;
  let invoiced: OrderView;
  beforeAll(async () => {
    bed = await openOrderTestBed(dialect);
    const { orders } = await bed.repos.orderQueries.find(ACCOUNT_ID, { excludeTestOrders: true });
    const found = orders.find((o) => o.invoiceNumber !== '' && o.invoicedAt !== undefined);
    if (!found) throw new Error('the seed has no invoiced order of account 1');
    invoiced = found;
  });
  afterAll(() => bed.close());

  describe('order activity', () => {
    it('finds a record by invoice number, order number and PO, for its own account only', async () => {
      const activity = bed.repos.orderActivity;
      const byInvoice = await activity.findRecords(
        ACCOUNT_ID,
        { kind: 'invoiceNumber', invoiceNumber: invoiced.invoiceNumber },
        10,
      );
      expect(byInvoice).toEqual([{ orderNumber: invoiced.orderNumber, guid: invoiced.guid }]);
      const byOrder = await activity.findRecords(
        ACCOUNT_ID,
        { kind: 'orderNumber', orderNumber: invoiced.orderNumber },
        10,
      );
      expect(byOrder.map((r) => r.guid)).toContain(invoiced.guid);
      expect(
        await activity.findRecords(
          OTHER_ACCOUNT_ID,
          { kind: 'orderNumber', orderNumber: invoiced.orderNumber },
          10,
        ),
      ).toEqual([]);
    });

    it('finds records by instant ranges, half-open, and none changed after the newest', async () => {
      const activity = bed.repos.orderActivity;
      const at = invoiced.invoicedAt!;
      const inRange = await activity.findRecords(
        ACCOUNT_ID,
        { kind: 'invoicedBetween', from: at, to: at + 1 },
        500,
      );
      expect(inRange.map((r) => r.guid)).toContain(invoiced.guid);
      const after = await activity.findRecords(
        ACCOUNT_ID,
        { kind: 'invoicedBetween', from: at + 1, to: at + 2 },
        500,
      );
      expect(after.map((r) => r.guid)).not.toContain(invoiced.guid);
      expect(
        await activity.findRecords(ACCOUNT_ID, { kind: 'changedSince', since: NOW * 2 }, 10),
      ).toEqual([]);
      expect(
        await activity.findRecords(ACCOUNT_ID, { kind: 'deliveryStatuses', statuses: [] }, 10),
      ).toEqual([]);
    });

    it('honours the limit, newest placement first', async () => {
      const rows = await bed.repos.orderActivity.findRecords(
        ACCOUNT_ID,
        { kind: 'changedSince', since: 0 },
        3,
      );
      expect(rows).toHaveLength(3);
    });
  });

  describe('failed authentications', () => {
    it('counts per address and per account number within the window, and forgets older ones', async () => {
      const failures = bed.repos.apiAuthFailures;
      await failures.record('100001', '10.0.0.1', NOW, NOW - 600_000);
      await failures.record('100001', '10.0.0.1', NOW + 1000, NOW - 600_000);
      await failures.record('999999', '10.0.0.1', NOW + 2000, NOW - 600_000);
      await failures.record('100001', '10.0.0.2', NOW + 3000, NOW - 600_000);
      expect(await failures.counts('100001', '10.0.0.1', NOW - 1)).toEqual({
        forAccount: 2,
        fromAddress: 3,
        oldestAt: NOW,
      });
      expect((await failures.counts('100001', '10.0.0.1', NOW + 1500)).forAccount).toBe(0);
      // A later failure forgets those before its window.
      await failures.record('100001', '10.0.0.3', NOW + 700_000, NOW + 100_000);
      expect((await failures.counts('100001', '10.0.0.1', 0)).fromAddress).toBe(0);
    });
  });

  describe('service access', () => {
    it('denies and allows a service per account, idempotently', async () => {
      const access = bed.repos.serviceAccess;
      expect(await access.isDenied(ACCOUNT_ID, 'inventory')).toBe(false);
      await access.deny(ACCOUNT_ID, 'inventory', NOW);
      await access.deny(ACCOUNT_ID, 'inventory', NOW);
      expect(await access.isDenied(ACCOUNT_ID, 'inventory')).toBe(true);
      expect(await access.isDenied(ACCOUNT_ID, 'invoice')).toBe(false);
      expect(await access.isDenied(OTHER_ACCOUNT_ID, 'inventory')).toBe(false);
      await access.allow(ACCOUNT_ID, 'inventory');
      expect(await access.isDenied(ACCOUNT_ID, 'inventory')).toBe(false);
    });
  });
});
