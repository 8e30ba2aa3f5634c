// Not a repository contract: the test infrastructure's own promise that a killed run's databases
// are removed by the next run, and that a run still in progress never loses its databases.
import { spawnSync } from 'node:child_process';
import { inject, test, expect } from 'vitest';
import pg from 'pg';
import type {} from '@/tests/support/provided-context';
import {
  dropDatabase,
  dropDatabasesOfDeadTestRuns,
  testRunPrefix,
} from '@/scripts/lib/postgres-admin';

async function databaseNames(serverUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

async function createEmptyDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

test("the next run drops a dead run's databases and keeps a live run's", async () => {
  const { serverUrl } = inject('postgresTestRun');
  // A process that has exited: its id names a run that was killed before its teardown.
  const deadPid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  }).stdout;
  const dead = `${testRunPrefix(Number(deadPid), 'deadbeef')}leftover`;
  const live = `${testRunPrefix(process.pid, 'feedface')}in_progress`;
  // An older run's name (`pg_test_<hex>_<pid>_<n>`) whose hex happens to be all digits: its owner
  // is unknown, so it is never taken for a dead run's.
  const olderFormat = 'pg_test_12345678_4242_1';
  await createEmptyDatabase(serverUrl, dead);
  await createEmptyDatabase(serverUrl, live);
  await createEmptyDatabase(serverUrl, olderFormat);
  try {
    const dropped = await dropDatabasesOfDeadTestRuns(serverUrl);
    const remaining = await databaseNames(serverUrl);
    expect(dropped).toContain(dead);
    expect(remaining).not.toContain(dead);
    expect(remaining).toContain(live);
    expect(remaining).toContain(olderFormat);
    // This very run's template belongs to a live process too.
    expect(remaining).toContain(inject('postgresTestRun').templateName);
  } finally {
    await dropDatabase(serverUrl, dead);
    await dropDatabase(serverUrl, live);
    await dropDatabase(serverUrl, olderFormat);
  }
});
