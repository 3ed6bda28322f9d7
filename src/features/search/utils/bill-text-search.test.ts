// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import { billSearchStateMapping, ROOT_INDEX_ID } from './bill-search-state';
import { BILL_TEXT_SEARCH_PARAMS, billTextSearchPath } from './bill-text-search';
import { searchTabs } from './search-tabs';

const config: SearchPageConfig = {
  tabs: { amendments: false, news: false, press: false, transcripts: false },
  billFacets: { progress: true, status: true },
  state: 'Massachusetts',
  defaultSessions: { bills: '2025-2026', other: '2023-2024' },
  amendmentPdfBaseUrl: null,
};
const bills = searchTabs(config).find((tab) => tab.id === 'bills')!;
const mapping = billSearchStateMapping([bills], BILL_TEXT_SEARCH_PARAMS);

describe('the bill text search address', () => {
  it('carries the query and the sessions; no session is written as cleared, not as the default', () => {
    expect(billTextSearchPath('ferry boats', ['2025-2026', '2023-2024'])).toBe(
      '/app/bills/search-ai?query=ferry+boats&session=2025-2026&session=2023-2024',
    );
    expect(billTextSearchPath('ferry', [])).toBe('/app/bills/search-ai?query=ferry&session=');
  });

  it('reads query and session, the default session when none is given', () => {
    expect(mapping.routeToState({ query: ['ferry'] })).toEqual({
      [ROOT_INDEX_ID]: { query: 'ferry', refinementList: { chamber: [] } },
      bills: { refinementList: { session_name: ['2025-2026'] } },
    });
    expect(mapping.routeToState({ query: ['ferry'], session: [''] }).bills).toEqual({ refinementList: {} });
  });

  it('names the other facets and the page by themselves, and reads back what it wrote', () => {
    const route = {
      query: ['ferry'],
      chamber: ['senate'],
      session: ['2023-2024'],
      sponsor: ['Sen. Dee Senn'],
      page: ['2'],
    };
    expect(mapping.routeToState(route).bills).toEqual({
      refinementList: { session_name: ['2023-2024'], sponsor: ['Sen. Dee Senn'] },
      page: 2,
    });
    expect(mapping.stateToRoute(mapping.routeToState(route))).toEqual(route);
  });
});
