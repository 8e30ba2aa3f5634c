// A website user's sign-in with e-mail and password, slowed after repeated failures per (e-mail,
// client address) and per client address (lib/domain/sign-in-throttle.ts). Known and unknown
// e-mails take the same path — the same reads, the same hash work, the same writes, the same
// answers — so neither the wording nor the timing tells which e-mails exist (issue 9, finding 4).
// The portal's next-auth Credentials provider calls it.
import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from '@/lib/crypto/secrets';
import {
  ADDRESS_POLICY,
  afterFailure,
  PAIR_POLICY,
  remainingWaitMs,
  waitSeconds,
} from '@/lib/domain/sign-in-throttle';
import type { ServiceDeps } from './service-deps';

export interface SignedInUser {
  id: number;
  accountId: number;
  email: string;
  name: string;
}

export type SignInResult =
  | { ok: true; user: SignedInUser }
  | { ok: false; reason: 'invalid' }
  /** Too many failures from this address (for this e-mail): try again after the wait. */
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

// Checked when the e-mail is unknown, so that a wrong e-mail costs as much time as a wrong
// password.
let decoyHash: string | undefined;

/** Throttle keys; the e-mail is hashed so that strangers' guesses are not stored as typed. */
export function signInThrottleKeys(email: string, clientAddress: string) {
  const pair = createHash('sha256').update(`${email}\n${clientAddress}`).digest('hex');
  return { pair: `pair:${pair}`, address: `address:${clientAddress}` };
}

export async function signIn(
  deps: ServiceDeps,
  email: string,
  password: string,
  clientAddress: string,
): Promise<SignInResult> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password || normalized.length > 320 || password.length > 1000) {
    return { ok: false, reason: 'invalid' };
  }
  const keys = signInThrottleKeys(normalized, clientAddress);
  const throttles = deps.repos.signInThrottles;
  const now = deps.clock.now();
  const states = await throttles.read([keys.pair, keys.address]);
  const wait = Math.max(
    remainingWaitMs(states.get(keys.pair), now),
    remainingWaitMs(states.get(keys.address), now),
  );
  // While a wait runs, the password is not even checked: a guess made now cannot succeed or count.
  if (wait > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: waitSeconds(wait) };

  const user = await deps.repos.websiteUsers.findByEmail(normalized);
  decoyHash ??= hashPassword('decoy password, never matches');
  const matches = verifyPassword(password, user?.passwordHash ?? decoyHash) && user !== undefined;
  if (matches) {
    if (states.has(keys.pair)) await throttles.clear(keys.pair);
    return {
      ok: true,
      user: { id: user.id, accountId: user.accountId, email: user.email, name: user.name },
    };
  }
  const [pair, address] = await throttles.update([
    { key: keys.pair, next: (state) => afterFailure(state, now, PAIR_POLICY) },
    { key: keys.address, next: (state) => afterFailure(state, now, ADDRESS_POLICY) },
  ]);
  const next = Math.max(remainingWaitMs(pair, now), remainingWaitMs(address, now));
  return next > 0
    ? { ok: false, reason: 'throttled', retryAfterSeconds: waitSeconds(next) }
    : { ok: false, reason: 'invalid' };
}
