// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDate,
  formatDayAndTime,
  formatNumericDate,
  formatTimeOfDay,
} from './format-date';

describe('formatDate', () => {
  it('formats a calendar day in US style without shifting it by the time zone', () => {
    expect(formatDate('2026-03-15')).toBe('Mar 15, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('formats timestamps and Date objects', () => {
    expect(formatDate(new Date(2025, 11, 31, 23, 59))).toBe('Dec 31, 2025');
    expect(formatDate('2026-03-15T12:00:00')).toBe('Mar 15, 2026');
  });

  it('returns input it cannot parse unchanged', () => {
    expect(formatDate('next Tuesday')).toBe('next Tuesday');
  });
});

describe('formatClockTime', () => {
  it('shows hours, minutes and seconds on a 24-hour clock', () => {
    expect(formatClockTime(new Date(2026, 2, 15, 14, 5, 9))).toBe('14:05:09');
  });
});

describe('the US formats, built without Intl (issue 20)', () => {
  // What Intl gives for the same fields, the reference the hand-built formats must match. Newer ICU puts
  // a narrow no-break space before AM/PM; a plain space reads the same.
  const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat('en-US', options).format(date).replace(/\u202f/g, ' ');
  // Every hour of the day (midnight, noon), every month, one- and two-digit days and minutes.
  const moments = Array.from(
    { length: 48 },
    (_, i) => new Date(2020 + (i % 7), i % 12, 1 + ((i * 7) % 28), i % 24, (i * 13) % 60, (i * 29) % 60),
  );

  it('formats a time of day on the 12-hour clock, midnight and noon included', () => {
    expect(formatTimeOfDay(new Date(2026, 2, 15, 0, 0))).toBe('12:00 AM');
    expect(formatTimeOfDay(new Date(2026, 2, 15, 12, 30))).toBe('12:30 PM');
    expect(formatTimeOfDay(new Date(2026, 2, 15, 9, 5).getTime())).toBe('9:05 AM');
    for (const at of moments)
      expect(formatTimeOfDay(at)).toBe(intl({ hour: 'numeric', minute: '2-digit' }, at));
  });

  it('gives the same text as Intl for every month, day and time', () => {
    for (const at of moments) {
      expect(formatDate(at)).toBe(intl({ month: 'short', day: 'numeric', year: 'numeric' }, at));
      expect(formatNumericDate(at)).toBe(intl({ month: 'numeric', day: 'numeric', year: 'numeric' }, at));
      expect(formatDayAndTime(at)).toBe(
        intl({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, at),
      );
      expect(formatClockTime(at)).toBe(
        intl({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }, at),
      );
    }
  });

  it('reads a calendar day as that day and returns what it cannot parse', () => {
    expect(formatNumericDate('2026-03-09')).toBe('3/9/2026');
    expect(formatNumericDate('soon')).toBe('soon');
  });
});
