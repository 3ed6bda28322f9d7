import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  escapeText,
  foldLine,
  localStamp,
  parseClockTime,
  type CalendarEvent,
} from './ics.js';

const hearing: CalendarEvent = {
  uid: 'agenda-7@statehouse.test',
  stamp: new Date('2026-03-10T14:05:09.123Z'),
  date: '2026-03-17',
  startMinutes: 10 * 60,
  durationMinutes: 120,
  summary: 'Public hearing on school funding, transport; and more',
  location: 'Hearing Room A-1',
  description: 'Education\n12 bills',
  url: 'https://statehouse.test/app/committees/3',
};

/** Undoes folding (RFC 5545 §3.1) and splits into content lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('parseClockTime', () => {
  it.each([
    ['10:00 AM', 600],
    ['01:30 PM', 810],
    ['12:00 PM', 720],
    ['12:15 am', 15],
    ['9:05', 545],
    ['23:59', 1439],
  ])('reads %s', (text, minutes) => expect(parseClockTime(text)).toBe(minutes));

  it.each([null, '', 'noon', '13:00 PM', '0:30 AM', '10:60', '24:00'])('refuses %j', (text) =>
    expect(parseClockTime(text)).toBeNull(),
  );
});

describe('text helpers', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('adds minutes to a wall-clock date, across midnight too', () => {
    expect(localStamp('2026-03-17', 600)).toBe('20260317T100000');
    expect(localStamp('2026-12-31', 23 * 60 + 120)).toBe('20270101T010000');
    expect(localStamp('2026-03-17', null)).toBe('20260317');
  });
});

describe('buildCalendar', () => {
  const text = buildCalendar([hearing]);
  const lines = unfold(text);

  it('is a VCALENDAR with CRLF line ends and no line over 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Statehouse//Agenda//EN');
  });

  it('has one VEVENT with every required property and local times in America/New_York', () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:agenda-7@statehouse.test',
        'DTSTAMP:20260310T140509Z',
        'DTSTART;TZID=America/New_York:20260317T100000',
        'DTEND;TZID=America/New_York:20260317T120000',
        'SUMMARY:Public hearing on school funding\\, transport\\; and more',
        'LOCATION:Hearing Room A-1',
        'DESCRIPTION:Education\\n12 bills',
        'URL:https://statehouse.test/app/committees/3',
      ]),
    );
  });

  it('defines the time zone it refers to, with both daylight and standard rules', () => {
    const start = lines.indexOf('BEGIN:VTIMEZONE');
    const end = lines.indexOf('END:VTIMEZONE');
    expect(start).toBeGreaterThan(0);
    const zone = lines.slice(start, end);
    expect(zone).toContain('TZID:America/New_York');
    expect(zone).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(zone).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(start).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('writes an all-day event when the time is unknown, and names a subscribed calendar', () => {
    const allDay = unfold(buildCalendar([{ ...hearing, startMinutes: null }], 'My agenda'));
    expect(allDay).toContain('DTSTART;VALUE=DATE:20260317');
    expect(allDay).toContain('DTEND;VALUE=DATE:20260318');
    expect(allDay).toContain('X-WR-CALNAME:My agenda');
  });

  it('is an empty but valid calendar with no events', () => {
    const empty = unfold(buildCalendar([]));
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.at(-2)).toBe('END:VCALENDAR');
  });
});
