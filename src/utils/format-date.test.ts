// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDate } from './format-date';

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
