// One write from a page that renders its data on the server (the order page): pending, answer
// and error as state, with no client cache to update: the caller refreshes the server's render
// afterwards. Keeps React Query off pages that only read once and write once (issue 15).
'use client';

import { useCallback, useRef, useState } from 'react';

type ActionState<T> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

export function useAction<Args, T>(run: (args: Args) => Promise<T>, onSuccess?: (data: T) => void) {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  // The latest callbacks without re-creating `mutate` on every render.
  const latest = useRef({ run, onSuccess });
  latest.current = { run, onSuccess };
  const mutate = useCallback((args: Args) => {
    setState({ status: 'pending' });
    latest.current.run(args).then(
      (data) => {
        setState({ status: 'success', data });
        latest.current.onSuccess?.(data);
      },
      (failure: unknown) =>
        setState({
          status: 'error',
          error: failure instanceof Error ? failure : new Error(String(failure)),
        }),
    );
  }, []);
  return {
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    data: state.data,
    error: state.error,
  };
}
