/**
 * A value made on first use and reused after: hot queries are prepared once, lazily, never at
 * import time (ARCHITECTURE.md invariant 9; `next build` imports every route).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
