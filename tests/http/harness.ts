// Starts the real /v2 (and SOAP) front server in-process over a fresh copy of the run's seeded
// demo database, on the dialect the vitest project names (`http`: SQLite, `http-pg`: PostgreSQL),
// with an injected clock, and calls it over real HTTP like a client script would.
import type { AddressInfo } from 'node:net';
import { ManualClock } from '@/lib/domain/clock';
import { loadConfig } from '@/lib/server/config';
import { createContainer, type AppContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';
import { createTestDatabase, type TestDatabase } from '../support/test-databases';
import { openTestDb, type NeutralDb, type TestTables } from '../support/test-db';
import { SEED_NOW } from '../support/seed-instant';

export { SEED_NOW };

export const DEMO = {
  account1: { number: '100001', apiKey: '6f1c3b2a-8d4e-4f7a-9b1c-2d3e4f5a6b7c' },
  account2: { number: '100002', apiKey: '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b' },
};

export interface AppOptions {
  env?: Record<string, string>;
  clock?: ManualClock;
}

/** The services over a fresh test database, without an HTTP server. */
export interface TestApp {
  app: AppContainer;
  clock: ManualClock;
  database: TestDatabase;
  /** Drizzle over the same database, for what a test reads or tweaks beside the API. */
  db: NeutralDb;
  t: TestTables;
  close(): Promise<void>;
}

export interface TestServer extends TestApp {
  url: string;
  /** fetch with the given account's Basic credentials (account1 unless another is given). */
  call(path: string, init?: RequestInit & { as?: keyof typeof DEMO | null }): Promise<Response>;
  /**
   * Another app over the same database with its own connections, as a second process of
   * `npm start` would be (same clock, unless options say otherwise).
   */
  startPeer(options?: AppOptions): Promise<PeerServer>;
}

export interface PeerServer {
  url: string;
  app: AppContainer;
  close(): Promise<void>;
}

export function basicAuth(account: { number: string; apiKey: string }): string {
  return `Basic ${Buffer.from(`${account.number}:${account.apiKey}`).toString('base64')}`;
}

function appConfig(databaseUrl: string, env: Record<string, string> = {}) {
  return loadConfig({
    ...process.env,
    API_RATE_LIMIT_PER_MINUTE: '100000',
    LIFECYCLE_SIMULATOR: 'off',
    // Two test files run at once, each with a server or three, on a PostgreSQL server others share.
    DATABASE_POOL_SIZE: '4',
    ...env,
    DATABASE_URL: databaseUrl,
  });
}

/** The app over the database; closing it twice is harmless (a test may close it to break it). */
async function openApp(
  databaseUrl: string,
  options: AppOptions,
  clock: ManualClock,
): Promise<AppContainer> {
  const app = await createContainer({ config: appConfig(databaseUrl, options.env), clock });
  let closing: Promise<void> | undefined;
  return { ...app, close: () => (closing ??= app.close()) };
}

export async function createTestApp(options: AppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = options.clock ?? new ManualClock(SEED_NOW + 60 * 60 * 1000);
  const app = await openApp(database.url, options, clock);
  const testDb = openTestDb(database);
  return {
    app,
    clock,
    database,
    db: testDb.db,
    t: testDb.t,
    async close() {
      await testDb.close();
      await app.close();
      await database.drop();
    },
  };
}

async function listen(app: AppContainer) {
  const server = createFrontServer({ app });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startTestServer(options: AppOptions = {}): Promise<TestServer> {
  const testApp = await createTestApp(options);
  const { url, stop } = await listen(testApp.app);
  return {
    ...testApp,
    url,
    call(path, init = {}) {
      const { as = 'account1', ...rest } = init;
      const headers = new Headers(rest.headers);
      if (as && !headers.has('authorization')) headers.set('authorization', basicAuth(DEMO[as]));
      return fetch(url + path, { ...rest, headers });
    },
    async startPeer(peerOptions = {}) {
      const app = await openApp(
        testApp.database.url,
        { ...options, ...peerOptions },
        peerOptions.clock ?? testApp.clock,
      );
      const peer = await listen(app);
      return {
        url: peer.url,
        app,
        async close() {
          await peer.stop();
          await app.close();
        },
      };
    },
    async close() {
      await stop();
      await testApp.close();
    },
  };
}
