// Dates as whole UTC day numbers: arithmetic is integer addition and formatting never depends on the
// machine's time zone. Everything is anchored to a fixed "today" so the demo data never ages.
import type { Chamber } from '../types.js';

const MS_PER_DAY = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function dayOf(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / MS_PER_DAY;
}

export function isoDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** MM/DD/YYYY, the form used in Massachusetts hearing notices. */
export function usDate(day: number): string {
  const [year, month, date] = isoDay(day).split('-');
  return `${month}/${date}/${year}`;
}

/** 'Thursday, June 26, 2025'. */
export function longDate(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCDay();
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

export function monthOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCMonth() + 1;
}

/**
 * The demo's "today": mid-March of the second year of the 194th General Court (issue "Demo data
 * generator"). A Thursday (issue 20): both chambers sit (the Senate in formal session) and committees
 * hold hearings, so the first screen's Today's Schedule and the live calendar have something to show.
 */
export const DEMO_TODAY = dayOf('2026-03-19');

export interface SessionSpec {
  /** Position in SESSIONS, and the row id (ids are assigned explicitly from 1). */
  index: number;
  id: number;
  name: string;
  generalCourt: string;
  startDay: number;
  endDay: number;
  isCurrent: boolean;
  /** No bill action is dated after this: the session's end, or "today" for the current session. */
  lastActionDay: number;
  /** Formal sessions, the ones with roll calls, end on July 31 of the second year. */
  formalEndDay: number;
  /** Joint committees report most bills by early December of the first year; extensions run past it. */
  reportingDeadline: number;
}

function session(index: number, name: string, generalCourt: string, start: string, end: string): SessionSpec {
  const startDay = dayOf(start);
  const endDay = dayOf(end);
  const firstYear = yearOf(startDay);
  const isCurrent = startDay <= DEMO_TODAY && DEMO_TODAY <= endDay;
  return {
    index,
    id: index + 1,
    name,
    generalCourt,
    startDay,
    endDay,
    isCurrent,
    lastActionDay: isCurrent ? DEMO_TODAY : endDay,
    formalEndDay: dayOf(`${firstYear + 1}-07-31`),
    reportingDeadline: firstWednesday(firstYear, 12),
  };
}

function firstWednesday(year: number, month: number): number {
  const first = dayOf(`${year}-${String(month).padStart(2, '0')}-01`);
  return first + ((3 - weekday(first) + 7) % 7);
}

export const SESSIONS: readonly SessionSpec[] = [
  session(0, '2023-2024', '193rd', '2023-01-04', '2024-12-31'),
  session(1, '2025-2026', '194th', '2025-01-01', '2026-12-31'),
];

export function sessionForDay(day: number): SessionSpec {
  return (
    SESSIONS.find((s) => s.startDay <= day && day <= s.endDay) ??
    (SESSIONS[SESSIONS.length - 1] as SessionSpec)
  );
}

export interface FloorDay {
  day: number;
  /** Formal sessions take recorded votes; informal ones only pass uncontested matters. */
  formal: boolean;
}

/** The days a chamber sits, sorted; answers "the next sitting on or after day X". */
export class FloorCalendar {
  constructor(readonly days: readonly FloorDay[]) {}

  onOrAfter(day: number, limit: number): FloorDay | undefined {
    let low = 0;
    let high = this.days.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.days[mid] as FloorDay).day < day) low = mid + 1;
      else high = mid;
    }
    const found = this.days[low];
    return found && found.day <= limit ? found : undefined;
  }

  /** The last `count` sitting days strictly before `day`. */
  lastBefore(day: number, count: number): FloorDay[] {
    const before = this.days.filter((d) => d.day < day);
    return before.slice(Math.max(0, before.length - count));
  }
}

// The House sits Monday, Wednesday and Thursday, the Senate Monday and Thursday; each holds one formal
// session a week. No sittings in the August recess. Sittings are listed two weeks past "today" so the
// calendar has upcoming formal sessions.
const SITTING_WEEKDAYS: Record<Chamber, readonly number[]> = { house: [1, 3, 4], senate: [1, 4] };
const FORMAL_WEEKDAY: Record<Chamber, number> = { house: 3, senate: 4 };
const SCHEDULED_AHEAD_DAYS = 14;

export function floorCalendar(spec: SessionSpec, chamber: Chamber): FloorCalendar {
  const days: FloorDay[] = [];
  const firstFormal = dayOf(`${yearOf(spec.startDay)}-02-01`);
  const last = Math.min(spec.endDay, DEMO_TODAY + SCHEDULED_AHEAD_DAYS);
  for (let day = spec.startDay + 14; day <= last; day++) {
    const dow = weekday(day);
    if (!SITTING_WEEKDAYS[chamber].includes(dow) || monthOf(day) === 8) continue;
    days.push({
      day,
      formal: dow === FORMAL_WEEKDAY[chamber] && day >= firstFormal && day <= spec.formalEndDay,
    });
  }
  return new FloorCalendar(days);
}
