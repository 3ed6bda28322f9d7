// Wall-clock arithmetic in a state's time zone (digest hours, quiet hours), with Intl only: the offset
// of a zone at an instant is read from its formatted parts.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The local date ('YYYY-MM-DD') and minutes since local midnight at `instant` in `timeZone`. */
export function localTime(instant: number, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const { date, minutes } = localTime(instant, timeZone);
  const seconds = new Date(instant).getUTCSeconds();
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 + seconds * 1000;
  return asUtc - (instant - (instant % 1000));
}

/** The instant when the clock in `timeZone` reads `minutes` past midnight on `date`. */
export function instantAt(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let instant = wall - offsetMs(wall, timeZone);
  // Once more from the first guess: right across a daylight-saving change.
  instant = wall - offsetMs(instant, timeZone);
  return instant;
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first instant after `now` when the local clock reads `minutes` past midnight. */
export function nextLocalTime(now: number, minutes: number, timeZone: string): number {
  const today = localTime(now, timeZone).date;
  const candidate = instantAt(today, minutes, timeZone);
  return candidate > now ? candidate : instantAt(nextDay(today), minutes, timeZone);
}

export const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When quiet hours (local 'HH:MM' start and end, possibly across midnight) hold a notice sent at `now`:
 * the instant they end, or null when it is not quiet now.
 */
export function quietUntil(
  now: number,
  quiet: { start: string; end: string } | null,
  timeZone: string,
): number | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const start = clockMinutes(quiet.start);
  const end = clockMinutes(quiet.end);
  const { minutes } = localTime(now, timeZone);
  const quietNow = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  return quietNow ? nextLocalTime(now, end, timeZone) : null;
}
