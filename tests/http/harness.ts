// Starts the real /v2 (and SOAP) front server in-process over a copy of a seeded demo database,
// with an injected clock, and calls it over real HTTP like a client script would.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/db/sqlite/client';
import { seedDatabase } from '@/db/seed/seed-database';
import { ManualClock } from '@/lib/domain/clock';
import { loadConfig } from '@/lib/server/config';
import { createContainer, type AppContainer, type ContainerOptions } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';

export const DEMO = {
  account1: { number: '100001', apiKey: '6f1c3b2a-8d4e-4f7a-9b1c-2d3e4f5a6b7c' },
  account2: { number: '100002', apiKey: '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b' },
};

/** The instant the demo database is seeded at; tests' clocks start here. */
export const SEED_NOW = Date.UTC(2026, 10, 18, 15, 0, 0); // Wed 18 Nov 2026, 09:00 Chicago

let template: string | undefined;

function seededTemplate(): string {
  if (template) return template;
  const dir = mkdtempSync(join(tmpdir(), 'apparel-template-'));
  const path = join(dir, 'template.db');
  const handle = openDatabase(path);
  seedDatabase(handle, { scale: 'demo', seed: 1, now: SEED_NOW });
  handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  handle.close();
  template = path;
  return path;
}

export interface TestServer {
  url: string;
  app: AppContainer;
  clock: ManualClock;
  /** fetch with the given account's Basic credentials (account1 unless another is given). */
  call(path: string, init?: RequestInit & { as?: keyof typeof DEMO | null }): Promise<Response>;
  close(): Promise<void>;
}

export function basicAuth(account: { number: string; apiKey: string }): string {
  return `Basic ${Buffer.from(`${account.number}:${account.apiKey}`).toString('base64')}`;
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    clock?: ManualClock;
    logDestination?: ContainerOptions['logDestination'];
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'apparel-http-'));
  const databasePath = join(dir, 'portal.db');
  copyFileSync(seededTemplate(), databasePath);
  const clock = options.clock ?? new ManualClock(SEED_NOW + 60 * 60 * 1000);
  const config = loadConfig({
    ...process.env,
    API_RATE_LIMIT_PER_MINUTE: '100000',
    LIFECYCLE_SIMULATOR: 'off',
    // Access lines of thousands of test requests would bury the test report.
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  const app = createContainer({
    config,
    clock,
    databasePath,
    logDestination: options.logDestination,
  });
  const server = createFrontServer({ app });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    clock,
    call(path, init = {}) {
      const { as = 'account1', ...rest } = init;
      const headers = new Headers(rest.headers);
      if (as && !headers.has('authorization')) headers.set('authorization', basicAuth(DEMO[as]));
      return fetch(url + path, { ...rest, headers });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      app.database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
