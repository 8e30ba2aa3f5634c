// CREATE/DROP DATABASE for the tests, through the server's maintenance database (neither can run
// inside the database it names, nor in a transaction).
import pg from 'pg';

export function databaseUrlOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withServer<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function createDatabaseFrom(
  serverUrl: string,
  name: string,
  template: string,
): Promise<void> {
  return withServer(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
  });
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withServer(serverUrl, async (client) => {
    // FORCE: a pool the test forgot to close must not keep the database alive.
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  });
}

export function dropDatabasesStartingWith(serverUrl: string, prefix: string): Promise<void> {
  return withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
    }
  });
}

/** The prefix of one test run's databases: its owner's process id first, so a later run can tell
 * which runs are gone. */
export function testRunPrefix(ownerPid: number, runId: string): string {
  return `pg_test_p${ownerPid}_${runId}_`;
}

// `p` + pid: names of older runs (`pg_test_<hex>_…`) never match, whatever their digits.
const TEST_RUN_DATABASE = /^pg_test_p(\d+)_[0-9a-f]+_/;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but not ours; only ESRCH means gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops what killed runs left behind: databases of a test run whose owner process no longer
 * exists. Only for a server on this machine, where a process id means something; a live (or
 * recycled) id keeps its databases, so a run in progress is never touched.
 */
export async function dropDatabasesOfDeadTestRuns(serverUrl: string): Promise<string[]> {
  const host = new URL(serverUrl).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(host)) return [];
  return withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, 'pg_test_')",
    );
    const orphaned = rows
      .map(({ datname }) => ({ datname, owner: TEST_RUN_DATABASE.exec(datname)?.[1] }))
      .filter(({ owner }) => owner !== undefined && !processIsAlive(Number(owner)));
    for (const { datname } of orphaned) {
      await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
    }
    return orphaned.map(({ datname }) => datname);
  });
}
