// Tracking rows of one order in the browser: one row per box with its carrier scans, from the same
// /v2/TrackingDataByOrderNum endpoint API clients call. Refreshed while the order is on screen, so
// the timeline moves with the lifecycle.
'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingWire } from '@/lib/contracts/tracking-record';
import { ApiError, requestJson } from './cart-http';

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

export const orderTrackingQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['tracking', 'order', orderNumber] as const,
    queryFn: () => fetchOrderTracking(orderNumber),
    refetchInterval: 30_000,
  });

export const useOrderTracking = (orderNumber: string, enabled: boolean) =>
  useQuery({ ...orderTrackingQuery(orderNumber), enabled });
