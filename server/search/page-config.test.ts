import { describe, expect, it } from 'vitest';
import { searchPageConfigFromEnv } from './page-config.js';

describe('searchPageConfigFromEnv', () => {
  it('turns every tab and bill facet on, Massachusetts, 2025-2026 / 2023-2024 by default', () => {
    expect(searchPageConfigFromEnv({})).toEqual({
      tabs: { amendments: true, news: true, press: true, transcripts: true },
      billFacets: { progress: true, status: true },
      state: 'Massachusetts',
      defaultSessions: { bills: '2025-2026', other: '2023-2024' },
      amendmentPdfBaseUrl: null,
    });
  });

  it('reads the variables', () => {
    const config = searchPageConfigFromEnv({
      SEARCH_TABS: 'news, press',
      SEARCH_BILL_FACETS: '',
      SEARCH_STATE_LAYOUT: 'missouri',
      SEARCH_DEFAULT_BILL_SESSION: '2027-2028',
      SEARCH_DEFAULT_SESSION: '2025-2026',
      SEARCH_AMENDMENT_PDF_BASE_URL: 'https://house.mo.gov/amendments/',
    });
    expect(config).toEqual({
      tabs: { amendments: false, news: true, press: true, transcripts: false },
      billFacets: { progress: false, status: false },
      state: 'Missouri',
      defaultSessions: { bills: '2027-2028', other: '2025-2026' },
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
    [
      { SEARCH_STATE_LAYOUT: 'Texas' },
      "SEARCH_STATE_LAYOUT must be one of: Massachusetts, Missouri (got 'Texas')",
    ],
    [
      { SEARCH_DEFAULT_SESSION: '2024' },
      "SEARCH_DEFAULT_SESSION must be a two-year session such as 2025-2026 (got '2024')",
    ],
    [{ SEARCH_DEFAULT_BILL_SESSION: '2025-2027' }, 'SEARCH_DEFAULT_BILL_SESSION must be a two-year session'],
  ])('rejects %j naming the variable and what it accepts', (env, message) => {
    expect(() => searchPageConfigFromEnv(env)).toThrow(message);
  });
});
