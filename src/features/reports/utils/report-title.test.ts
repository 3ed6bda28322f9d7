// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchResultsTitle, trackedBillsTitle } from './report-title';

afterEach(() => vi.useRealTimers());

describe('report titles', () => {
  it("carry the app's today in US form, not the phone's calendar", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9));
    expect(searchResultsTitle('2026-03-19')).toBe('Search Results - 3/19/2026');
    expect(trackedBillsTitle('2026-03-19')).toBe('Tracked bills - 3/19/2026');
    // Until the state's today is known, the phone's.
    expect(searchResultsTitle()).toBe('Search Results - 11/26/2026');
  });
});
