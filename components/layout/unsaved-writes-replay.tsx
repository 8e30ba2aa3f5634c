'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { publishCartPieces } from '@/lib/client/cart-count';
import { requestJson } from '@/lib/client/cart-http';
import { takeUnsavedWrites, UNSAVED_WRITES_REPLAYED } from '@/lib/client/session-expiry';

/**
 * Back from signing in after a session ended: sends the cart edits the buyer made just before
 * (kept by lib/client/session-expiry.ts), then refreshes what the page shows: the server's parts
 * by a refresh, a page's client-side data through the event (components/layout/query-provider).
 * It lives in the layout without a data library, so every page replays, not only data pages.
 */
export function UnsavedWritesReplay() {
  const router = useRouter();
  useEffect(() => {
    const writes = takeUnsavedWrites();
    if (writes.length === 0) return;
    void (async () => {
      for (const write of writes) {
        try {
          const { body } = await requestJson<{ totalPieces?: unknown } | undefined>(write.path, {
            method: write.method,
            body: write.body,
          });
          if (typeof body?.totalPieces === 'number') publishCartPieces(body.totalPieces);
        } catch {
          // A write the cart no longer accepts (the line is gone) is dropped, like a stale edit.
        }
      }
      window.dispatchEvent(new Event(UNSAVED_WRITES_REPLAYED));
      router.refresh();
    })();
  }, [router]);
  return null;
}
