// The benchmark database: seeded once by the same code as `npm run db:seed -- --scale <scale>`,
// into bench-results/, and reused by later runs (a full seed takes minutes).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const RESULTS_DIR = resolve('bench-results');

export type BenchScale = 'demo' | 'half' | 'full';

export function ensureBenchDatabase(scale: BenchScale): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${scale}.db`);
  // A marker written after a finished seed: a seed that was interrupted is started over.
  const marker = `${path}.seeded`;
  if (existsSync(path) && existsSync(marker)) {
    console.info(`Reusing the ${scale}-scale database ${path}`);
    return path;
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  console.info(`Seeding a ${scale}-scale database into ${path} (once; later runs reuse it)…`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/db-seed.ts', '--scale', scale],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: `file:${path}` } },
  );
  if (seeded.status !== 0) throw new Error(`Seeding ${path} failed (exit ${seeded.status}).`);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return path;
}

/** A throw-away copy for benchmarks that write (orders), so the seeded file stays as it was. */
export function scratchCopy(path: string, name: string): string {
  const copy = join(RESULTS_DIR, name);
  for (const suffix of ['', '-wal', '-shm']) rmSync(copy + suffix, { force: true });
  copyFileSync(path, copy);
  return copy;
}

export function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}
