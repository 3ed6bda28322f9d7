import { describe, expect, it } from 'vitest';
import { dayInTimeZone } from '../jurisdictions/legislature-day.js';
import { createClock } from './clock.js';

describe('clock', () => {
  it('gives a pinned day, or one decided later, or else the real date in Boston', () => {
    expect(createClock('2026-03-15').today()).toBe('2026-03-15');
    const decided: { day?: string } = {};
    const clock = createClock(() => decided.day);
    expect(clock.today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    decided.day = '2026-03-15';
    expect(clock.today()).toBe('2026-03-15');
    const boston = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(createClock().today()).toBe(boston);
  });

  it('stamps this moment on the app’s today, at the same time of day, and moves a client’s time alike', () => {
    const clock = createClock('2026-03-15');
    const wall = Date.now();
    const now = Date.parse(clock.now(wall));
    expect(dayInTimeZone(now, 'America/New_York')).toBe('2026-03-15');
    // Whole days moved (give or take the hour daylight saving differs by): the time of day is kept.
    expect(Math.abs((now - wall) % 3_600_000)).toBe(0);
    const earlier = wall - 60_000;
    expect(Date.parse(clock.now(earlier))).toBe(Date.parse(clock.now(wall)) - 60_000);
    expect(dayInTimeZone(Date.parse(createClock().now()), 'America/New_York')).toBe(createClock().today());
  });
});
