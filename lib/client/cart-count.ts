// The header's cart count without a data library: the layout renders the server's count, and
// every cart answer this tab receives (lib/client/cart.ts, the style page's add) publishes the
// new total here. A tiny store keeps React Query and zod off pages that never show the cart.
'use client';

import { useSyncExternalStore } from 'react';

let published: number | undefined;
const listeners = new Set<() => void>();

export function publishCartPieces(pieces: number): void {
  if (published === pieces) return;
  published = pieces;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest count this tab heard of; the server's rendered count until then. */
export function useCartPieces(serverPieces: number): number {
  return useSyncExternalStore(
    subscribe,
    () => published ?? serverPieces,
    () => serverPieces,
  );
}
