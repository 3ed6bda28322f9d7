import { describe, expect, it } from 'vitest';
import { defaultSessionsOf, searchPageConfigFromEnv } from './page-config.js';

describe('searchPageConfigFromEnv', () => {
  it('turns every tab and bill facet on by default', () => {
    expect(searchPageConfigFromEnv({})).toEqual({
      tabs: { amendments: true, news: true, press: true, transcripts: true },
      billFacets: { progress: true, status: true },
      amendmentPdfBaseUrl: null,
    });
  });

  it('reads the variables', () => {
    const config = searchPageConfigFromEnv({
      SEARCH_TABS: 'news, press',
      SEARCH_BILL_FACETS: '',
      SEARCH_AMENDMENT_PDF_BASE_URL: 'https://house.mo.gov/amendments/',
    });
    expect(config).toEqual({
      tabs: { amendments: false, news: true, press: true, transcripts: false },
      billFacets: { progress: false, status: false },
      amendmentPdfBaseUrl: 'https://house.mo.gov/amendments/',
    });
  });

  it.each([
    [
      { SEARCH_TABS: 'news,votes' },
      "SEARCH_TABS must be a comma list of: amendments, news, press, transcripts (got 'votes')",
    ],
    [
      { SEARCH_BILL_FACETS: 'sponsor' },
      "SEARCH_BILL_FACETS must be a comma list of: progress, status (got 'sponsor')",
    ],
    // Each state has its own layout and sessions now: an old global setting is named, not ignored.
    [{ SEARCH_STATE_LAYOUT: 'Missouri' }, 'SEARCH_STATE_LAYOUT is no longer a setting'],
    [{ SEARCH_DEFAULT_SESSION: '2023-2024' }, 'SEARCH_DEFAULT_SESSION is no longer a setting'],
    [{ SEARCH_DEFAULT_BILL_SESSION: '2025-2026' }, 'SEARCH_DEFAULT_BILL_SESSION is no longer a setting'],
  ])('rejects %j naming the variable and what it accepts', (env, message) => {
    expect(() => searchPageConfigFromEnv(env)).toThrow(message);
  });
});

describe('defaultSessionsOf (spec §9, per state)', () => {
  it('starts bills at the current session and the other tabs at the one before', () => {
    const sessions = [
      { name: '2027-2028', is_current: 0 },
      { name: '2025-2026', is_current: 1 },
      { name: '2023-2024', is_current: 0 },
    ];
    expect(defaultSessionsOf(sessions)).toEqual({ bills: '2025-2026', other: '2023-2024' });
  });

  it('takes the latest when none is current, the same one when there is no earlier', () => {
    expect(defaultSessionsOf([{ name: '2021-2022', is_current: 0 }])).toEqual({
      bills: '2021-2022',
      other: '2021-2022',
    });
    expect(defaultSessionsOf([])).toEqual({ bills: '', other: '' });
  });
});
