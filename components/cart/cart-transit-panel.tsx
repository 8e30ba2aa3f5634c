'use client';

import { useEffect } from 'react';
import type { CartTransit } from '@/lib/contracts/cart';
import { durationInWords, formatDuration } from '@/components/orders/format-duration';
import { useNow } from '@/components/orders/use-now';

interface Props {
  transit: CartTransit[] | null;
  zip: string;
  /** Server time minus browser time when the cart was read. */
  skewMs: number;
  /** Called once a cut-off passes, so the next one is fetched. */
  onCutOffPassed: () => void;
}

/** "4:00 CT" + "PM" -> "4:00 PM CT", as buyers read times. */
function cutOffLabel(t: CartTransit): string {
  const [time = '', ...zone] = t.cutOffTime.split(' ');
  return [time, t.timePeriod, ...zone].join(' ');
}

/** Days in transit and a live countdown to each warehouse's same-day cut-off. */
export function CartTransitPanel({ transit, zip, skewMs, onCutOffPassed }: Props) {
  const now = useNow(1000, skewMs);
  const passed = now !== null && (transit ?? []).some((t) => t.cutOffAt <= now);
  useEffect(() => {
    if (passed) onCutOffPassed();
  }, [passed, onCutOffPassed]);
  if (!transit) {
    return (
      <p className="text-sm text-slate-600">
        Enter a 5-digit shipping zip to see days in transit and cut-off times.
      </p>
    );
  }
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-slate-600">
        Days in transit to {zip} and time left to ship today
      </caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            Warehouse
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Days
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Cut-off
          </th>
          <th scope="col" className="py-1 font-medium">
            Ships if ordered within
          </th>
        </tr>
      </thead>
      <tbody>
        {transit.map((t) => {
          const left = now === null ? null : t.cutOffAt - now;
          return (
            <tr key={t.warehouseAbbr} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-2 text-left font-medium">
                {t.warehouseAbbr}
              </th>
              <td className="py-1 pr-2">{t.daysInTransit}</td>
              <td className="py-1 pr-2">{cutOffLabel(t)}</td>
              <td className="py-1 tabular-nums">
                {left === null ? (
                  '…'
                ) : (
                  <span
                    role="timer"
                    aria-label={`${t.warehouseAbbr} cut-off in ${durationInWords(left)}`}
                    data-testid={`cutoff-${t.warehouseAbbr}`}
                  >
                    {formatDuration(left)}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
