// Seeds an empty database: reference data, demo accounts, then the generated catalog.
import { hashApiKey, hashPassword } from '@/lib/crypto/secrets';
import type { DatabaseHandle } from '../sqlite/client';
import * as t from '../sqlite/schema';
import { seedOrderHistory } from './order-history-seed';
import { demoAccounts, priceTierRows, warehouseRows } from './reference-data';
import { seedCatalog } from './seed-catalog';
import { seedCommerce } from './commerce-seed';

export type SeedScale = 'demo' | 'full';

export interface SeedOptions {
  scale: SeedScale;
  /** Generator seed; the same seed gives the same catalog. */
  seed: number;
  /** Reference instant (epoch ms) for dates: sales, quotes, order history. */
  now: number;
  onProgress?: (done: number, total: number, label: string) => void;
}

export function isDatabaseSeeded(handle: DatabaseHandle): boolean {
  const row = handle.sqlite.prepare('SELECT count(*) AS n FROM accounts').get() as { n: number };
  return row.n > 0;
}

export function seedReferenceData(handle: DatabaseHandle, now: number): void {
  const { db } = handle;
  handle.sqlite.transaction(() => {
    db.insert(t.warehouses).values(warehouseRows).run();
    db.insert(t.priceTiers).values(priceTierRows).run();
    for (const demo of demoAccounts) {
      db.insert(t.accounts)
        .values({ ...demo.account, createdAt: now })
        .run();
      db.insert(t.apiKeys)
        .values({
          accountId: demo.account.id,
          keyHash: hashApiKey(demo.apiKey),
          keyHint: demo.apiKey.slice(-4),
          createdAt: now,
        })
        .run();
      db.insert(t.websiteUsers)
        .values({
          accountId: demo.account.id,
          email: demo.user.email,
          name: demo.user.name,
          passwordHash: hashPassword(demo.user.password),
          createdAt: now,
        })
        .run();
    }
    db.insert(t.counters)
      .values([
        { name: 'order_number', value: 5_000_000 },
        { name: 'invoice_number', value: 80_000_000 },
      ])
      .run();
  })();
}

export function seedDatabase(handle: DatabaseHandle, options: SeedOptions): void {
  seedReferenceData(handle, options.now);
  seedCatalog(handle, options);
  seedCommerce(handle, options.now);
  seedOrderHistory(handle, options);
}
