// Issue 9, finding 2: the session secret is never one written in the source.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import {
  MIN_PRODUCTION_SECRET_LENGTH,
  SESSION_SECRET_FILE,
  UnsafeSessionSecret,
  resolveSessionSecret,
} from './session-secret';

const PUBLISHED = 'apparel-portal-demo-secret-change-me-in-production';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'apparel-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the session secret', () => {
  it('has no default in the configuration', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).AUTH_SECRET).toBeUndefined();
  });

  it('is generated on first start, kept beside the data with mode 0600, and reused', () => {
    const first = resolveSessionSecret({
      configured: undefined,
      dataDirectory: dir,
      production: true,
    });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, SESSION_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveSessionSecret({
      configured: undefined,
      dataDirectory: dir,
      production: true,
    });
    expect(again).toBe(first);
  });

  it('differs between two fresh installs', () => {
    const other = mkdtempSync(join(tmpdir(), 'apparel-secret-'));
    try {
      const a = resolveSessionSecret({
        configured: undefined,
        dataDirectory: dir,
        production: false,
      });
      const b = resolveSessionSecret({
        configured: undefined,
        dataDirectory: other,
        production: false,
      });
      expect(a).not.toBe(b);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('tightens a secret file copied in with looser rights', () => {
    const file = join(dir, SESSION_SECRET_FILE);
    writeFileSync(file, `${'a'.repeat(64)}\n`);
    chmodSync(file, 0o644);
    expect(
      resolveSessionSecret({ configured: undefined, dataDirectory: dir, production: true }),
    ).toBe('a'.repeat(64));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('uses AUTH_SECRET when given, and writes no file', () => {
    const given = 'f'.repeat(MIN_PRODUCTION_SECRET_LENGTH);
    expect(resolveSessionSecret({ configured: given, dataDirectory: dir, production: true })).toBe(
      given,
    );
    expect(() => statSync(join(dir, SESSION_SECRET_FILE))).toThrow();
  });

  it.each([
    ['the published example', PUBLISHED],
    ['a short one', 'x'.repeat(MIN_PRODUCTION_SECRET_LENGTH - 1)],
  ])('refuses to start in production with %s', (_name, secret) => {
    expect(() =>
      resolveSessionSecret({ configured: secret, dataDirectory: dir, production: true }),
    ).toThrow(UnsafeSessionSecret);
  });

  it('lets development run with a short AUTH_SECRET of its own choosing', () => {
    expect(resolveSessionSecret({ configured: 'dev', dataDirectory: dir, production: false })).toBe(
      'dev',
    );
  });

  it('keeps an in-memory database on a random secret of its own', () => {
    const a = resolveSessionSecret({
      configured: undefined,
      dataDirectory: undefined,
      production: true,
    });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});
