// Several app processes over one test database, each with its own connection(s) and repositories,
// as N servers over one database would have (engineer C's contract tests of shared state).
import { createRepositories, openDatabaseAt, type DatabaseHandle } from '@/db/database';
import type { Repositories } from '@/lib/domain/ports/repositories';
import type { Dialect } from '@/tests/support/dialect';
import { createTestDatabase } from '@/tests/support/test-databases';
import { openTestDb, type TestDb } from '@/tests/support/test-db';

export interface Processes {
  repos: Repositories[];
  test: TestDb;
  close(): Promise<void>;
}

export async function openProcesses(dialect: Dialect, count: number): Promise<Processes> {
  const database = await createTestDatabase(dialect);
  const handles: DatabaseHandle[] = [];
  // One after the other: each open applies (already applied) migrations.
  for (let i = 0; i < count; i++) handles.push(await openDatabaseAt(database.url));
  const test = openTestDb(database);
  return {
    repos: handles.map(createRepositories),
    test,
    async close() {
      await test.close();
      await Promise.all(handles.map((h) => h.close()));
      await database.drop();
    },
  };
}

/** Runs `each` for every process at once and waits for all. */
export function onEvery<T>(
  processes: Processes,
  each: (repos: Repositories, index: number) => Promise<T>,
): Promise<T[]> {
  return Promise.all(processes.repos.map(each));
}
