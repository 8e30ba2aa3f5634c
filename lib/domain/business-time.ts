// Instants are stored in UTC; the wire shows them in the supplier's business time zone, as
// ISO 8601 without a zone and with milliseconds: 2026-11-21T10:59:06.433 (compatibility.md §1).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    parts[part.type] = part.value;
  }
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? 'Sun'),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Epoch ms -> '2026-11-21T10:59:06.433' in the given zone. */
export function toBusinessDateTime(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  const ms = ((epochMs % 1000) + 1000) % 1000;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(ms, 3)}`;
}

/** Offset of the zone from UTC at that instant, in minutes (Chicago in winter: -360). */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000))) / 60_000);
}

/** The UTC instant of a wall-clock time in a zone (DST-correct for all but the skipped hour). */
export function zonedTimeToEpoch(
  local: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): number {
  const guess = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour ?? 0,
    local.minute ?? 0,
  );
  const offset = zoneOffsetMinutes(guess, timeZone);
  const first = guess - offset * 60_000;
  const secondOffset = zoneOffsetMinutes(first, timeZone);
  return secondOffset === offset ? first : guess - secondOffset * 60_000;
}
