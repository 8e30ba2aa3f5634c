// Finds or starts a PostgreSQL server (scripts/lib/test-postgres.mjs: never silently skipped),
// then migrates and seeds one template database per run. Every test server gets
// CREATE DATABASE … TEMPLATE of it; the teardown drops every database of the run (also those a
// crashed file left) and stops a server started here.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '@/db/seed/prepare-database';
import { provisionPostgres } from '@/scripts/lib/test-postgres.mjs';
import type {} from './provided-context';
import { SEED_NOW } from './seed-instant';
import {
  databaseUrlOn,
  dropDatabasesOfDeadTestRuns,
  dropDatabasesStartingWith,
  testRunPrefix,
} from '@/scripts/lib/postgres-admin';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await provisionPostgres();
  // A killed run (no teardown) leaves its databases; the next run on this machine removes them.
  await dropDatabasesOfDeadTestRuns(server.url);
  // The owner's pid tells later runs whether this one is gone; the run id keeps parallel runs apart.
  const databasePrefix = testRunPrefix(process.pid, randomBytes(4).toString('hex'));
  const templateName = `${databasePrefix}template`;
  const teardown = async () => {
    try {
      await dropDatabasesStartingWith(server.url, databasePrefix);
    } finally {
      await server.stop();
    }
  };
  try {
    await prepareDatabase(databaseUrlOn(server.url, templateName), { seedNow: SEED_NOW });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('postgresTestRun', { serverUrl: server.url, templateName, databasePrefix });
  return teardown;
}
