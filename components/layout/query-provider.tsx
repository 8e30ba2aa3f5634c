'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { UnsavedWritesReplay } from './unsaved-writes-replay';

/** One QueryClient per browser tab (per render on the server), as TanStack Query recommends. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <UnsavedWritesReplay />
      {children}
    </QueryClientProvider>
  );
}
