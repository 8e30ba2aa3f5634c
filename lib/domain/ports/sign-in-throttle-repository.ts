import type { ThrottleState } from '../sign-in-throttle';

export interface ThrottleUpdate {
  key: string;
  /** The next state from the current one (pure; lib/domain/sign-in-throttle.ts). */
  next: (current: ThrottleState | undefined) => ThrottleState;
}

export interface SignInThrottleRepository {
  /** The states stored under these keys; a key without failures is absent. */
  read(keys: string[]): Promise<Map<string, ThrottleState>>;
  /**
   * Applies every update in ONE transaction (two processes counting failures at once both count)
   * and returns the new states in the order given.
   */
  update(updates: ThrottleUpdate[]): Promise<ThrottleState[]>;
  /** Forgets the failures under a key. */
  clear(key: string): Promise<void>;
}
