// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import { defaultNewsYear, searchTabs, yearsInSessionName } from './search-tabs';

const config = (bills: string, other: string): SearchPageConfig => ({
  tabs: { amendments: true, news: true, press: true, transcripts: true },
  billFacets: { progress: true, status: true },
  state: 'Massachusetts',
  defaultSessions: { bills, other },
  amendmentPdfBaseUrl: null,
});
const defaultsOf = (page: SearchPageConfig) =>
  Object.fromEntries(searchTabs(page).map((tab) => [tab.id, tab.defaults]));

describe('default refinements per state (spec §9, issue 15)', () => {
  it("starts bills at the state's current session, the rest at the one before, news at its last year", () => {
    expect(defaultsOf(config('2025-2026', '2023-2024'))).toMatchObject({
      bills: { session_name: ['2025-2026'] },
      amendments: { session_name: ['2023-2024'] },
      news: { year: ['2024'] },
      legislators: {},
    });
  });

  it('copes with session names that are not two years', () => {
    expect(defaultNewsYear(config('2026', '2025'))).toBe('2025');
    expect(defaultNewsYear(config('2025 1st Extraordinary Session', '2025 Regular Session'))).toBe('2025');
    expect(defaultNewsYear(config('194th', '193rd'))).toBe('');
    expect(defaultsOf(config('194th', '193rd')).news).toEqual({});
  });

  it('refines nothing for a state with no session yet', () => {
    expect(defaultsOf(config('', ''))).toMatchObject({ bills: {}, press: {}, news: {} });
  });
});

describe('yearsInSessionName', () => {
  it.each([
    ['2023-2024', [2023, 2024]],
    ['2025', [2025]],
    ['2025S1', [2025]],
    ['194th', []],
    ['', []],
    ['12025', []],
  ])('%j → %j', (name, years) => {
    expect(yearsInSessionName(name)).toEqual(years);
  });
});
