// Seeds one SQLite template per run; every test server copies it (tests/support/test-databases.ts).
// The teardown removes the run's directory: the template and any copy a crashed file left.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '@/db/seed/prepare-database';
import type {} from './provided-context';
import { SEED_NOW } from './seed-instant';

export default async function setup(project: TestProject): Promise<() => void> {
  const directory = mkdtempSync(join(tmpdir(), 'apparel-test-run-'));
  const templatePath = join(directory, 'template.db');
  const removeRun = () => rmSync(directory, { recursive: true, force: true });
  try {
    // Closing the last connection folds the write-ahead log into the file: one file to copy.
    await prepareDatabase(`file:${templatePath}`, { seedNow: SEED_NOW });
  } catch (error) {
    removeRun();
    throw error;
  }
  project.provide('sqliteTestRun', { directory, templatePath });
  return removeRun;
}
