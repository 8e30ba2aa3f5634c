'use client';

import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs`; null until mounted so that server-rendered HTML
 * never disagrees with the browser's first render.
 */
export function useNow(intervalMs = 1000, skewMs = 0): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() + skewMs);
    tick();
    const id = setInterval(tick, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, skewMs]);
  return now;
}
