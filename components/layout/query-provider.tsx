'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { UNSAVED_WRITES_REPLAYED } from '@/lib/client/session-expiry';

/**
 * One QueryClient per browser tab (per render on the server), as TanStack Query recommends.
 * Only the pages that read /v2 from the browser wrap themselves in it (cart, orders, quotes, …):
 * the catalog and style pages stay free of React Query's bytes.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  useEffect(() => {
    const reload = () => void client.invalidateQueries();
    window.addEventListener(UNSAVED_WRITES_REPLAYED, reload);
    return () => window.removeEventListener(UNSAVED_WRITES_REPLAYED, reload);
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
