// Installs dependencies when node_modules is missing or older than package-lock.json.
// Plain Node with no dependencies: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstall(root = process.cwd()) {
  const lockPath = join(root, 'package-lock.json');
  const manifest = readFileSync(join(root, 'package.json'));
  const lock = existsSync(lockPath) ? readFileSync(lockPath) : Buffer.alloc(0);
  const wanted = createHash('sha256').update(manifest).update(lock).digest('hex');
  const stampPath = join(root, 'node_modules', '.apparel-portal-install');
  const current = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : '';
  if (current === wanted && existsSync(join(root, 'node_modules', '.bin', 'next'))) return false;

  console.info('Installing dependencies (first run, or package-lock.json changed)…');
  // Playwright drives Debian's Chromium; it must not try to download a browser of its own.
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  // `npm install` rather than `npm ci`: it honours the committed lock file all the same, and this
  // registry omits the other platforms' optional binaries (@next/swc-darwin-*, …) from the lock,
  // which `npm ci` refuses as "not in sync".
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit', env });
  writeFileSync(stampPath, `${wanted}\n`);
  return true;
}
