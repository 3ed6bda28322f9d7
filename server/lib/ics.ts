// iCalendar (RFC 5545) for agenda items: one VEVENT per item, local times in the legislature's time zone
// with its VTIMEZONE, CRLF line ends, TEXT escaping and lines folded at 75 octets.

/** Hearings are noticed in Boston time; every agenda time is wall-clock time there. */
export const LEGISLATURE_TIME_ZONE = 'America/New_York';

export interface CalendarEvent {
  /** Globally unique and stable, so re-importing updates the event instead of duplicating it. */
  uid: string;
  /** When the item was last revised (RFC 5545 DTSTAMP without METHOD). */
  stamp: Date;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Minutes after local midnight, or null for an all-day event. */
  startMinutes: number | null;
  durationMinutes: number;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

// US Eastern rules since 2007: DST from the second Sunday of March to the first Sunday of November.
const EASTERN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LEGISLATURE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** '10:00 AM' / '1:30 pm' / '13:30' → minutes after midnight; null when it is not a clock time. */
export function parseClockTime(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(text ?? '');
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (minutes > 59 || hours > (meridiem ? 12 : 23) || (meridiem && hours === 0)) return null;
  if (meridiem) hours = (hours % 12) + (meridiem === 'PM' ? 12 : 0);
  return hours * 60 + minutes;
}

/** Local wall-clock time as 'YYYYMMDDTHHMMSS' (or 'YYYYMMDD' for a day), `minutes` after the date's midnight. */
export function localStamp(date: string, minutes: number | null): string {
  const [year, month, day] = date.split('-').map(Number);
  // UTC arithmetic on wall-clock values: no machine time zone can shift the result.
  const value = new Date(Date.UTC(year!, month! - 1, day!, 0, minutes ?? 0));
  const iso = value.toISOString();
  const ymd = iso.slice(0, 10).replaceAll('-', '');
  return minutes === null ? ymd : `${ymd}T${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** The next day, 'YYYYMMDD' (all-day events end exclusively). */
const nextDay = (date: string) => localStamp(date, 24 * 60).slice(0, 8);

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent): string[] {
  const zone = `;TZID=${LEGISLATURE_TIME_ZONE}`;
  const timed = event.startMinutes !== null;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    timed
      ? `DTSTART${zone}:${localStamp(event.date, event.startMinutes)}`
      : `DTSTART;VALUE=DATE:${localStamp(event.date, null)}`,
    timed
      ? `DTEND${zone}:${localStamp(event.date, event.startMinutes! + event.durationMinutes)}`
      : `DTEND;VALUE=DATE:${nextDay(event.date)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR; `name` titles a subscribed calendar in calendar apps. */
export function buildCalendar(events: readonly CalendarEvent[], name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Statehouse//Agenda//EN',
    'CALSCALE:GREGORIAN',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${LEGISLATURE_TIME_ZONE}`] : []),
    ...EASTERN_VTIMEZONE,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
