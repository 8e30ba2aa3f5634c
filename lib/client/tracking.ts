// Tracking rows of one order in the browser: one row per box with its carrier scans, from the same
// /v2/TrackingDataByOrderNum endpoint API clients call. Refreshed while the order is on screen, so
// the timeline moves with the lifecycle. A plain effect, no data library: the order page keeps its
// first-load JavaScript small (issue 15).
'use client';

import { useEffect, useState } from 'react';
import type { TrackingWire } from '@/lib/contracts/tracking-record';
import { ApiError, requestJson } from './cart-http';

const REFRESH_MS = 30_000;

export async function fetchOrderTracking(orderNumber: string): Promise<TrackingWire[]> {
  try {
    const { body } = await requestJson<TrackingWire[]>(
      `/v2/TrackingDataByOrderNum/${encodeURIComponent(orderNumber)}?Boxes=true`,
    );
    return body;
  } catch (error) {
    // Nothing shipped yet is not an error on the order page.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

type TrackingState =
  | { status: 'pending' }
  | { status: 'success'; data: TrackingWire[] }
  | { status: 'error'; error: Error };

/** The order's tracking rows while `enabled`, read again every 30 s; the last good rows stay. */
export function useOrderTracking(orderNumber: string, enabled: boolean): TrackingState {
  const [state, setState] = useState<TrackingState>({ status: 'pending' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = () =>
      fetchOrderTracking(orderNumber).then(
        (data) => live && setState({ status: 'success', data }),
        (failure: unknown) =>
          live &&
          setState((current) =>
            current.status === 'success'
              ? current
              : {
                  status: 'error',
                  error: failure instanceof Error ? failure : new Error(String(failure)),
                },
          ),
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [orderNumber, enabled]);
  return state;
}
