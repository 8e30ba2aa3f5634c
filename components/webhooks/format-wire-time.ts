import { businessDateTimeToEpoch } from '@/lib/client/orders-time';

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A delivery's or an endpoint's time, shown in the business time zone with seconds (retries are
 * seconds apart). An instant with a zone is read as such; a zone-less wire time is already in the
 * business zone (compatibility.md §1).
 */
export function formatWireTime(value: string, timeZone: string): string {
  const at = HAS_ZONE.test(value) ? Date.parse(value) : businessDateTimeToEpoch(value, timeZone);
  if (at === undefined || Number.isNaN(at)) return value;
  return new Date(at).toLocaleString('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
}
