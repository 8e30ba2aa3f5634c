// Adding lines from the style page without React Query or zod: the page needs only to know the
// step worked and to move the header's count, so it stays light (issue 15: first-load JS).
'use client';

import { useState } from 'react';
import type { AddCartLinesRequest } from '@/lib/contracts/cart';
import { publishCartPieces } from './cart-count';
import { requestJson } from './cart-http';

export function useAddToCart() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | undefined>();

  async function add(request: AddCartLinesRequest): Promise<boolean> {
    setPending(true);
    setError(undefined);
    try {
      const { body } = await requestJson<{ totalPieces?: unknown } | undefined>('/v2/cart/lines', {
        method: 'POST',
        body: request,
      });
      if (typeof body?.totalPieces === 'number') publishCartPieces(body.totalPieces);
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { add, isPending, error };
}
