import { describe, expect, it } from 'vitest';
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
});
