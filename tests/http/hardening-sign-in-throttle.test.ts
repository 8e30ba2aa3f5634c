// Issue 9, finding 4: failed sign-ins are slowed per (e-mail, client address) and per address,
// never locked per user; known and unknown e-mails get the same answers; the right password gets
// in as soon as the short wait has passed. Over a real SQLite database (replaces the per-user lock
// tests of sign-in-throttle.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@/lib/domain/clock';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { signIn, type SignInResult } from '@/lib/services/sign-in';
import { createTestApp, SEED_NOW, type TestApp } from './harness';

const NOW = SEED_NOW;
const EMAIL = 'buyer@example.com';
const PASSWORD = 'demo1234!';
const HOME = '203.0.113.7';
const ATTACKER = '198.51.100.66';

let testApp: TestApp;
let clock: ManualClock;
let deps: ServiceDeps;

beforeEach(async () => {
  testApp = await createTestApp({ clock: new ManualClock(NOW) });
  clock = testApp.clock;
  deps = testApp.app.deps;
});
afterEach(() => testApp.close());

/** Fails `count` times, waiting out each wait so that every guess is really checked. */
async function failures(email: string, address: string, count: number): Promise<SignInResult[]> {
  const results: SignInResult[] = [];
  for (let i = 0; i < count; i++) {
    const result = await signIn(deps, email, `wrong-${i}`, address);
    results.push(result);
    if (!result.ok && result.reason === 'throttled') clock.advance(result.retryAfterSeconds * 1000);
  }
  return results;
}

const invalid = { ok: false, reason: 'invalid' };
const throttled = (seconds: number) => ({
  ok: false,
  reason: 'throttled',
  retryAfterSeconds: seconds,
});

describe('signing in', () => {
  it('signs the demo buyer in with the right password, in any e-mail case', async () => {
    expect(await signIn(deps, '  Buyer@Example.com ', PASSWORD, HOME)).toEqual({
      ok: true,
      user: { id: 1, accountId: 1, email: EMAIL, name: 'Dana Buyer' },
    });
  });

  it('allows three failures, then waits 1, 2, 4, 8, 16, 32 and at most 60 seconds', async () => {
    expect(await failures(EMAIL, HOME, 12)).toEqual([
      invalid,
      invalid,
      invalid,
      throttled(1),
      throttled(2),
      throttled(4),
      throttled(8),
      throttled(16),
      throttled(32),
      throttled(60),
      throttled(60),
      throttled(60),
    ]);
  });

  it('answers a known and an unknown e-mail the same way, failure after failure', async () => {
    const known = await failures(EMAIL, HOME, 9);
    const unknown = await failures('nobody@example.com', HOME.replace('7', '8'), 9);
    expect(unknown).toEqual(known);
  });

  it('refuses even the right password while the wait runs, and lets it in the moment it ends', async () => {
    await failures(EMAIL, HOME, 3);
    expect(await signIn(deps, EMAIL, 'wrong-again', HOME)).toEqual(throttled(1));
    clock.advance(999);
    expect(await signIn(deps, EMAIL, PASSWORD, HOME)).toEqual(throttled(1));
    clock.advance(1);
    expect((await signIn(deps, EMAIL, PASSWORD, HOME)).ok).toBe(true);
    // A success starts the count afresh: three free failures again.
    expect(await failures(EMAIL, HOME, 4)).toEqual([invalid, invalid, invalid, throttled(1)]);
  });

  it('does not let someone elsewhere who knows the e-mail keep the buyer out', async () => {
    await failures(EMAIL, ATTACKER, 12);
    expect(await signIn(deps, EMAIL, 'one-more', ATTACKER)).toMatchObject({ reason: 'throttled' });
    expect((await signIn(deps, EMAIL, PASSWORD, HOME)).ok).toBe(true);
  });

  it('slows one address trying many e-mails after twenty failures, for every e-mail', async () => {
    for (let i = 0; i < 20; i++) {
      expect(await signIn(deps, `guess${i}@example.com`, 'password1', ATTACKER)).toEqual(invalid);
    }
    expect(await signIn(deps, 'guess20@example.com', 'password1', ATTACKER)).toEqual(throttled(1));
    expect(await signIn(deps, EMAIL, PASSWORD, ATTACKER)).toEqual(throttled(1));
    clock.advance(1_000);
    expect(await signIn(deps, 'guess21@example.com', 'password1', ATTACKER)).toEqual(throttled(2));
  });

  it('forgets failures after fifteen quiet minutes', async () => {
    await failures(EMAIL, HOME, 5);
    clock.advance(15 * 60_000);
    expect(await failures(EMAIL, HOME, 4)).toEqual([invalid, invalid, invalid, throttled(1)]);
  });

  it('never stores the e-mails strangers try', async () => {
    await failures('secret-person@example.com', ATTACKER, 2);
    const { db, t } = testApp;
    const keys = await db.select({ key: t.signInThrottles.key }).from(t.signInThrottles);
    expect(keys.map((k) => k.key).join(' ')).not.toContain('secret-person');
  });
});
