// Seeds an empty database of either dialect: reference data and demo accounts, the generated
// catalog, quotes/promotions/payment profiles, then the demo order history. The rows are built
// here without knowing the dialect; the dialect's seed session writes them (seed-rows.ts).
import { hashApiKey, hashPassword } from '@/lib/crypto/secrets';
import type { DatabaseHandle } from '../database';
import { commerceRows, commerceSkus } from './commerce-seed';
import { orderHistoryRows } from './order-history-seed';
import { isPostgresSeeded, postgresSeedSession } from './postgres-seed-writer';
import { demoAccounts, demoUserIds, priceTierRows, warehouseRows } from './reference-data';
import { seedCatalog } from './seed-catalog';
import { initialSeedNumbers, rowsOf, type SeedBatch, type SeedSession } from './seed-rows';
import { isSqliteSeeded, sqliteSeedSession } from './sqlite-seed-writer';

export type SeedScale = 'demo' | 'half' | 'full';

export interface SeedOptions {
  scale: SeedScale;
  /** Generator seed; the same seed gives the same catalog. */
  seed: number;
  /** Reference instant (epoch ms) for dates: sales, quotes, order history. */
  now: number;
  onProgress?: (done: number, total: number, label: string) => void;
}

/** True when the database holds data (the demo accounts are written first). */
export function isDatabaseSeeded(handle: DatabaseHandle): Promise<boolean> {
  return handle.dialect === 'postgres' ? isPostgresSeeded(handle) : isSqliteSeeded(handle);
}

function sessionOf(handle: DatabaseHandle): SeedSession {
  return handle.dialect === 'postgres' ? postgresSeedSession(handle) : sqliteSeedSession(handle);
}

/** Warehouses, price tiers, the demo accounts with their API keys and website users. */
export function referenceRows(now: number): SeedBatch {
  return [
    rowsOf('warehouses', warehouseRows),
    rowsOf('priceTiers', priceTierRows),
    rowsOf(
      'accounts',
      demoAccounts.map((demo) => ({ ...demo.account, createdAt: now })),
    ),
    rowsOf(
      'apiKeys',
      demoAccounts.map((demo) => ({
        accountId: demo.account.id,
        keyHash: hashApiKey(demo.apiKey),
        keyHint: demo.apiKey.slice(-4),
        createdAt: now,
      })),
    ),
    rowsOf(
      'websiteUsers',
      demoAccounts.map((demo) => ({
        id: demoUserIds.get(demo.user.email),
        accountId: demo.account.id,
        email: demo.user.email,
        name: demo.user.name,
        passwordHash: hashPassword(demo.user.password),
        createdAt: now,
      })),
    ),
  ];
}

/**
 * Seeds the database when it is empty; false when it already held data (then nothing is written).
 * On PostgreSQL the whole seed is one transaction under an advisory lock, so processes racing to
 * seed one database seed it once.
 */
export function seedDatabase(handle: DatabaseHandle, options: SeedOptions): Promise<boolean> {
  return sessionOf(handle).run(async (writer) => {
    await writer.write(referenceRows(options.now));
    const catalog = await seedCatalog(writer, options, commerceSkus());
    await writer.write(commerceRows(options.now, catalog));
    const history = orderHistoryRows(catalog, options, initialSeedNumbers);
    await writer.write(history.batch);
    return history.numbers;
  });
}

/**
 * Only the reference data (warehouses, tiers, demo accounts, their keys and users), for tests that
 * write their own small catalog.
 */
export function seedReferenceData(handle: DatabaseHandle, now: number): Promise<boolean> {
  return sessionOf(handle).run(async (writer) => {
    await writer.write(referenceRows(now));
    return initialSeedNumbers;
  });
}
