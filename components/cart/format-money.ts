import { formatUsd } from '@/lib/domain/money';

/** Wire dollars (12.5) as '$12.50'; converted through cents so there is one formatting rule. */
export function usd(amount: number): string {
  return formatUsd(Math.round(amount * 100));
}
