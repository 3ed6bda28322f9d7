// Date-time texts as each API writes them, and the stable pseudo-random values the recordings use where
// the sources say nothing (no wall clock, no Math.random: the same inputs give the same bytes).
import { createHash } from 'node:crypto';

const BOSTON = 'America/New_York';

const bostonParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BOSTON,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClockOf(instant: Date): string {
  const parts = Object.fromEntries(bostonParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * malegislature.gov writes Boston wall-clock time with no offset and .NET's trimmed fraction
 * ('2025-02-27T10:38:52.3833333', '2025-04-30T14:29:25.14', '2021-04-15T00:00:00'); MAPLE's CSV holds the
 * same instants converted to UTC (analysis/downloader/loader.ts: parseApiDateTime(Date).toISOString()).
 */
export function malegislatureDateTime(isoInstant: string): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) throw new Error(`not an instant: '${isoInstant}'`);
  const fraction = String(instant.getUTCMilliseconds()).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${wallClockOf(instant)}.${fraction}` : wallClockOf(instant);
}

/** Boston's UTC offset ('-04:00' or '-05:00') at a Boston wall-clock time 'YYYY-MM-DDTHH:MM:SS'. */
export function bostonOffsetAt(wallClock: string): string {
  const asIfUtc = new Date(`${wallClock}Z`);
  // The offset at the instant the wall clock would be in UTC is right except within hours of a DST
  // switch; a second pass settles it.
  let offsetMinutes = minutesBehindUtc(asIfUtc);
  offsetMinutes = minutesBehindUtc(new Date(asIfUtc.getTime() + offsetMinutes * 60_000));
  const hours = String(Math.floor(offsetMinutes / 60)).padStart(2, '0');
  const minutes = String(offsetMinutes % 60).padStart(2, '0');
  return `-${hours}:${minutes}`;
}

function minutesBehindUtc(instant: Date): number {
  const wallClock = new Date(`${wallClockOf(instant)}Z`);
  return Math.round((instant.getTime() - wallClock.getTime()) / 60_000);
}

/** Python's datetime.isoformat() of an aware UTC datetime, as pydantic answers created_at/updated_at. */
export function pythonIsoFormat(instant: Date): string {
  const seconds = instant.toISOString().slice(0, 19);
  const milliseconds = instant.getUTCMilliseconds();
  return milliseconds === 0
    ? `${seconds}+00:00`
    : `${seconds}.${String(milliseconds * 1000).padStart(6, '0')}+00:00`;
}

function digest(key: string): Buffer {
  return createHash('sha1').update(key).digest();
}

/** A number in [0, 1) fixed by `key`: where the recordings must invent a value, the same one every run. */
export function stableFraction(key: string): number {
  return digest(key).readUInt32BE(0) / 2 ** 32;
}

/** A UUID-shaped id fixed by `key`, for records the sources give no id (actions, events, sponsorships). */
export function stableUuid(key: string): string {
  const hex = digest(key).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
