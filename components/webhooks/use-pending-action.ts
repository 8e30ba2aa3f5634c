'use client';
import { useCallback, useRef, useState } from 'react';

export interface PendingAction<Args extends unknown[]> {
  run: (...args: Args) => Promise<void>;
  pending: boolean;
  error: Error | undefined;
  clearError: () => void;
}

/**
 * Runs one request at a time: a second click while the first is in flight is ignored even before
 * React has re-rendered the button as disabled (a double click lands in the same frame). The
 * error is kept for the page to show; it is cleared when the action runs again.
 */
export function usePendingAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
): PendingAction<Args> {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | undefined>();
  const run = useCallback(
    async (...args: Args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setError(undefined);
      try {
        await action(...args);
      } catch (caught) {
        setError(caught instanceof Error ? caught : new Error(String(caught)));
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [action],
  );
  const clearError = useCallback(() => setError(undefined), []);
  return { run, pending, error, clearError };
}
