// Hashing of API keys and passwords. Shared by lib/services (checking) and db/seed (creating), so
// it lives below both and imports nothing but node:crypto.
import { createHash, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';

/** API keys are random GUIDs (122 bits), so SHA-256 is enough; lookups go by hash. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey.trim().toLowerCase()).digest('hex');
}

export function generateApiKey(): string {
  return randomUUID();
}

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 };

/** scrypt$N$r$p$salt$hash, all parameters stored so they can be raised later. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, SCRYPT.keyLength, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
  });
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
