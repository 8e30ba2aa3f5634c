import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@/lib/domain/clock';
import { LOCK_SECONDS } from '@/lib/domain/sign-in-throttle';
import type { ServiceDeps } from '@/lib/services/service-deps';
import { signIn } from '@/lib/services/sign-in';
import { createTestApp, SEED_NOW, type TestApp } from './harness';

const NOW = SEED_NOW;
const EMAIL = 'buyer@example.com';
const PASSWORD = 'demo1234!';

let testApp: TestApp;
let clock: ManualClock;
let deps: ServiceDeps;

beforeEach(async () => {
  testApp = await createTestApp({ clock: new ManualClock(NOW) });
  clock = testApp.clock;
  deps = testApp.app.deps;
});
afterEach(() => testApp.close());

async function storedState() {
  const { db, t } = testApp;
  const [row] = await db
    .select({ failed: t.websiteUsers.failedSignIns, lockedUntil: t.websiteUsers.lockedUntil })
    .from(t.websiteUsers)
    .where(eq(t.websiteUsers.email, EMAIL));
  return row!;
}

describe('signing in with e-mail and password', () => {
  it('signs the demo buyer in with the right password, in any e-mail case', async () => {
    const result = await signIn(deps, '  Buyer@Example.com ', PASSWORD);
    expect(result).toEqual({
      ok: true,
      user: { id: 1, accountId: 1, email: EMAIL, name: 'Dana Buyer' },
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    expect(await signIn(deps, EMAIL, 'wrong')).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn(deps, 'nobody@example.com', PASSWORD)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('slows repeated failures with a growing wait, counted in the database', async () => {
    expect((await signIn(deps, EMAIL, 'wrong1')).ok).toBe(false);
    expect((await signIn(deps, EMAIL, 'wrong2')).ok).toBe(false);
    const third = await signIn(deps, EMAIL, 'wrong3');
    expect(third).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 5 });
    expect(await storedState()).toEqual({ failed: 3, lockedUntil: NOW + 5_000 });

    // Even the right password is refused while the wait runs, and the guess is not counted.
    clock.advance(4_000);
    expect(await signIn(deps, EMAIL, PASSWORD)).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 1,
    });
    expect((await storedState()).failed).toBe(3);

    clock.advance(1_000);
    expect(await signIn(deps, EMAIL, 'wrong4')).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 10,
    });
  });

  it('locks the user for fifteen minutes after ten failures, then lets the right password in', async () => {
    for (let i = 0; i < 10; i++) {
      await signIn(deps, EMAIL, `wrong${i}`);
      clock.advance(10 * 60_000); // wait out each slow-down so every guess is checked
    }
    clock.set((await storedState()).lockedUntil! - LOCK_SECONDS * 1000);
    expect((await storedState()).failed).toBe(10);
    expect(await signIn(deps, EMAIL, PASSWORD)).toMatchObject({ ok: false, reason: 'locked' });
    clock.advance(LOCK_SECONDS * 1000 - 1);
    expect((await signIn(deps, EMAIL, PASSWORD)).ok).toBe(false);
    clock.advance(1);
    expect((await signIn(deps, EMAIL, PASSWORD)).ok).toBe(true);
    // A successful sign-in starts the count afresh.
    expect(await storedState()).toEqual({ failed: 0, lockedUntil: null });
  });
});
