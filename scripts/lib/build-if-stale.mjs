// Runs `next build` when there is no build, or when any input of the build changed since.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const inputs = [
  'app',
  'components',
  'lib',
  'db',
  'public',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    yield* files(join(path, entry));
  }
}

export function sourceHash(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function buildIfStale(root = process.cwd()) {
  const stampPath = join(root, '.next', 'apparel-portal-source-hash');
  const wanted = sourceHash(root);
  const built =
    existsSync(join(root, '.next', 'BUILD_ID')) && existsSync(stampPath)
      ? readFileSync(stampPath, 'utf8').trim()
      : '';
  if (built === wanted) return false;
  console.info('Building the app (sources changed since the last build)…');
  execSync('npx next build', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampPath, `${wanted}\n`);
  return true;
}
