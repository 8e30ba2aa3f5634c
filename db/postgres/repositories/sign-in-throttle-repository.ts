// PostgreSQL twin of db/sqlite/repositories/sign-in-throttle-repository.ts.
import { eq, inArray } from 'drizzle-orm';
import type { SignInThrottleRepository } from '@/lib/domain/ports/sign-in-throttle-repository';
import type { ThrottleState } from '@/lib/domain/sign-in-throttle';
import type { PostgresHandle } from '../client';
import { signInThrottles } from '../schema';

const stateColumns = {
  failures: signInThrottles.failures,
  lastFailureAt: signInThrottles.lastFailureAt,
  blockedUntil: signInThrottles.blockedUntil,
};

export function createSignInThrottleRepository({ db }: PostgresHandle): SignInThrottleRepository {
  return {
    async read(keys) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: signInThrottles.key, ...stateColumns })
        .from(signInThrottles)
        .where(inArray(signInThrottles.key, keys));
      return new Map(rows.map(({ key, ...state }) => [key, state]));
    },
    update(updates) {
      // Each key's row is created if missing, then locked (FOR UPDATE) before it is read, so two
      // processes counting failures at once queue on it and both count.
      return db.transaction(async (tx) => {
        const states: ThrottleState[] = [];
        for (const { key, next } of updates) {
          await tx
            .insert(signInThrottles)
            .values({ key, failures: 0, lastFailureAt: 0, blockedUntil: 0 })
            .onConflictDoNothing();
          const [current] = await tx
            .select(stateColumns)
            .from(signInThrottles)
            .where(eq(signInThrottles.key, key))
            .for('update');
          const fresh = current && current.failures > 0 ? current : undefined;
          const state = next(fresh);
          await tx.update(signInThrottles).set(state).where(eq(signInThrottles.key, key));
          states.push(state);
        }
        return states;
      });
    },
    async clear(key) {
      await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
    },
  };
}
