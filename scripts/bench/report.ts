// Printing figures: aligned tables, and ratios to a baseline.
import type { LoadResult } from './load';

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return cells
    .map((r, n) => {
      const line = r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
      return n === 0
        ? `${line.join('  ')}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`
        : line.join('  ');
    })
    .join('\n');
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function ratio(value: number, baseline: number): string {
  return baseline > 0 ? `${((value / baseline) * 100).toFixed(0)} %` : 'n/a';
}

export function describeFailures(result: LoadResult): string {
  const parts = Object.entries(result.statuses).map(([status, n]) => `${n}× ${status}`);
  if (result.errors) parts.push(`${result.errors} connection errors`);
  return parts.length ? parts.join(', ') : 'none';
}

export function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
