// The secret that signs portal session cookies (issue 9, finding 2). Whoever knows it can mint a
// session for any account, so it is never a value written in the source: AUTH_SECRET when given,
// otherwise a random one generated on first start and kept beside the data (mode 0600), so that
// restarts and every process over the same data directory keep accepting the same sessions.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';
/** 32 bytes of entropy in hex; shorter secrets are refused in production. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** Secrets that have been published (in this repository's history or its docs). */
const KNOWN_SECRETS = new Set([
  'apparel-portal-demo-secret-change-me-in-production',
  'change-me',
  'changeme',
  'secret',
]);

export class UnsafeSessionSecret extends Error {}

export interface SessionSecretSource {
  /** AUTH_SECRET from the environment, when set. */
  configured: string | undefined;
  /** The folder the data lives in; undefined when the data is in memory (tests). */
  dataDirectory: string | undefined;
  production: boolean;
}

function checkedForProduction(secret: string, production: boolean): string {
  if (!production) return secret;
  if (KNOWN_SECRETS.has(secret.trim().toLowerCase())) {
    throw new UnsafeSessionSecret(
      'AUTH_SECRET is a published example value; set a random one (openssl rand -hex 32).',
    );
  }
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw new UnsafeSessionSecret(
      `AUTH_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (openssl rand -hex 32).`,
    );
  }
  return secret;
}

function readOrCreateSecretFile(directory: string): string {
  const path = join(directory, SESSION_SECRET_FILE);
  mkdirSync(directory, { recursive: true });
  try {
    // `wx`: when two processes start at once, exactly one creates the file; the other reads it.
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A file copied in with looser rights is tightened: the secret is a key to every account.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw new UnsafeSessionSecret(`${path} holds no usable secret; delete it to make a new one.`);
  }
  return secret;
}

export function resolveSessionSecret({
  configured,
  dataDirectory,
  production,
}: SessionSecretSource): string {
  if (configured !== undefined && configured !== '') {
    return checkedForProduction(configured, production);
  }
  if (dataDirectory === undefined) return randomBytes(32).toString('hex');
  return readOrCreateSecretFile(dataDirectory);
}

/** The data's folder for a SQLite file path; undefined for an in-memory database. */
export function dataDirectoryOf(sqlitePath: string): string | undefined {
  return sqlitePath === ':memory:' ? undefined : dirname(sqlitePath);
}
