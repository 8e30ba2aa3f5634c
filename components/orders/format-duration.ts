/** 9:05 under an hour, 2h 05m 09s above, as a countdown reads best at a glance. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${two(m)}m ${two(s)}s` : `${m}:${two(s)}`;
}

/** The same duration in words for screen readers ("9 minutes 5 seconds"). */
export function durationInWords(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const parts = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ] as const;
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`)
      .join(' ') || '0 seconds'
  );
}
