'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestJson } from '@/lib/client/cart-http';
import { takeUnsavedWrites } from '@/lib/client/session-expiry';

/**
 * Back from signing in after a session ended: sends the cart edits the buyer made just before
 * (kept by lib/client/session-expiry.ts), then refreshes what the page shows.
 */
export function UnsavedWritesReplay() {
  const client = useQueryClient();
  useEffect(() => {
    const writes = takeUnsavedWrites();
    if (writes.length === 0) return;
    void (async () => {
      for (const write of writes) {
        try {
          await requestJson(write.path, { method: write.method, body: write.body });
        } catch {
          // A write the cart no longer accepts (the line is gone) is dropped, like a stale edit.
        }
      }
      await client.invalidateQueries();
    })();
  }, [client]);
  return null;
}
