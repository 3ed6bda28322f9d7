import { describe, expect, it } from 'vitest';
import { ordinal, parseSessionName, sessionForGeneralCourt } from './session-names.js';

describe('session names', () => {
  it('names General Courts by their years', () => {
    expect(sessionForGeneralCourt(194)).toEqual({
      name: '2025-2026',
      general_court: '194th',
      start_date: '2025-01-01',
      end_date: '2027-01-05',
    });
    expect(sessionForGeneralCourt(193).name).toBe('2023-2024');
    expect(sessionForGeneralCourt(192)).toMatchObject({
      name: '2021-2022',
      general_court: '192nd',
      start_date: '2021-01-06',
    });
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 111, 192, 193].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '111th',
      '192nd',
      '193rd',
    ]);
  });

  it('reads a court number or a year range', () => {
    expect(parseSessionName('194th').name).toBe('2025-2026');
    expect(parseSessionName('192').name).toBe('2021-2022');
    expect(parseSessionName('2023-2024').general_court).toBe('193rd');
    expect(parseSessionName('2025-2025')).toMatchObject({
      general_court: null,
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
    expect(() => parseSessionName('spring')).toThrow(/expected a General Court like '194th'/);
    expect(() => parseSessionName('12th')).toThrow(/biennial/);
  });

  it("names other legislatures' sessions by their years, never as General Courts", () => {
    expect(parseSessionName('2026', 'mo')).toEqual({
      name: '2026',
      general_court: null,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(parseSessionName('2026S1', 'mo')).toMatchObject({ name: '2026S1', start_date: '2026-01-01' });
    expect(parseSessionName('2025-2026', 'mo')).toMatchObject({
      general_court: null,
      end_date: '2026-12-31',
    });
    expect(() => parseSessionName('194th', 'mo')).toThrow(/a year like '2026'/);
    expect(() => parseSessionName('2030-2020', 'mo')).toThrow(/years like '2025-2026'/);
  });
});
