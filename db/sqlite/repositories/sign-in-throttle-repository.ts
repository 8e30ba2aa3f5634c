import { eq, inArray } from 'drizzle-orm';
import type { SignInThrottleRepository } from '@/lib/domain/ports/sign-in-throttle-repository';
import type { ThrottleState } from '@/lib/domain/sign-in-throttle';
import type { DatabaseHandle } from '../client';
import { signInThrottles } from '../schema';

const stateColumns = {
  failures: signInThrottles.failures,
  lastFailureAt: signInThrottles.lastFailureAt,
  blockedUntil: signInThrottles.blockedUntil,
};

export function createSignInThrottleRepository(handle: DatabaseHandle): SignInThrottleRepository {
  const { db } = handle;
  return {
    read(keys) {
      const rows =
        keys.length === 0
          ? []
          : db
              .select({ key: signInThrottles.key, ...stateColumns })
              .from(signInThrottles)
              .where(inArray(signInThrottles.key, keys))
              .all();
      return Promise.resolve(new Map(rows.map(({ key, ...state }) => [key, state])));
    },
    update(updates) {
      // IMMEDIATE: take the write lock before reading, so a concurrent failure cannot be lost.
      const states = db.transaction(
        (tx) =>
          updates.map(({ key, next }): ThrottleState => {
            const current = tx
              .select(stateColumns)
              .from(signInThrottles)
              .where(eq(signInThrottles.key, key))
              .get();
            const state = next(current);
            tx.insert(signInThrottles)
              .values({ key, ...state })
              .onConflictDoUpdate({ target: signInThrottles.key, set: state })
              .run();
            return state;
          }),
        { behavior: 'immediate' },
      );
      return Promise.resolve(states);
    },
    clear(key) {
      db.delete(signInThrottles).where(eq(signInThrottles.key, key)).run();
      return Promise.resolve();
    },
  };
}
