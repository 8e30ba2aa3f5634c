// A fresh database per test server, copied from the run's seeded template (made once per run by
// the global setups): SQLite copies the template file into its own directory; PostgreSQL runs
// CREATE DATABASE … TEMPLATE, which copies the seeded template's files in a fraction of a second.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { testDialect, type Dialect } from './dialect';
import { createDatabaseFrom, databaseUrlOn, dropDatabase } from './postgres-admin';
import type {} from './provided-context';

export interface TestDatabase {
  dialect: Dialect;
  /** A DATABASE_URL the app accepts: `file:/tmp/…/portal.db` or `postgres://…/pg_test_…`. */
  url: string;
  /** Deletes the database (and its directory). */
  drop(): Promise<void>;
}

export function createTestDatabase(dialect: Dialect = testDialect()): Promise<TestDatabase> {
  return dialect === 'postgres'
    ? createPostgresDatabase()
    : Promise.resolve(createSqliteDatabase());
}

function createSqliteDatabase(): TestDatabase {
  const run = inject('sqliteTestRun');
  const directory = mkdtempSync(join(run.directory, 'db-'));
  const path = join(directory, 'portal.db');
  copyFileSync(run.templatePath, path);
  return {
    dialect: 'sqlite',
    url: `file:${path}`,
    drop: () => {
      rmSync(directory, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

let created = 0;

async function createPostgresDatabase(): Promise<TestDatabase> {
  const run = inject('postgresTestRun');
  created += 1;
  const name = `${run.databasePrefix}${process.pid}_${created}`;
  await createDatabaseFrom(run.serverUrl, name, run.templateName);
  return {
    dialect: 'postgres',
    url: databaseUrlOn(run.serverUrl, name),
    drop: () => dropDatabase(run.serverUrl, name),
  };
}
