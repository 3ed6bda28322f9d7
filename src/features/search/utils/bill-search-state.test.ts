// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import { billSearchStateMapping, ROOT_INDEX_ID } from './bill-search-state';
import { searchTabs } from './search-tabs';

const config: SearchPageConfig = {
  tabs: { amendments: true, news: true, press: false, transcripts: false },
  billFacets: { progress: true, status: true },
  state: 'Massachusetts',
  defaultSessions: { bills: '2025-2026', other: '2023-2024' },
  amendmentPdfBaseUrl: null,
};
const mapping = billSearchStateMapping(searchTabs(config));

describe('billSearchStateMapping', () => {
  it('starts a search without parameters from the default sessions and news year', () => {
    const state = mapping.routeToState({});
    expect(state[ROOT_INDEX_ID]).toEqual({ query: '', refinementList: { chamber: [] } });
    expect(state.bills).toEqual({ refinementList: { session_name: ['2025-2026'] } });
    expect(state.amendments).toEqual({ refinementList: { session_name: ['2023-2024'] } });
    expect(state.news).toEqual({ refinementList: { year: ['2024'] } });
    expect(state.legislators).toEqual({ refinementList: {} });
    expect(state.press).toBeUndefined();
  });

  it('leaves defaults out of the address and marks a cleared default with an empty value', () => {
    const route = mapping.stateToRoute({
      [ROOT_INDEX_ID]: { query: 'ferry', refinementList: { chamber: ['house'] } },
      bills: {
        refinementList: { session_name: ['2025-2026'], sponsor: ['Rep. Ada Baker'] },
        range: { bill_number: '1:99' },
        page: 3,
      },
      amendments: { refinementList: {} },
      news: { refinementList: { year: ['2024'] } },
    });
    expect(route).toEqual({
      q: ['ferry'],
      chamber: ['house'],
      'bills.sponsor': ['Rep. Ada Baker'],
      'bills.bill_number': ['1:99'],
      'bills.page': ['3'],
      'amendments.session_name': [''],
    });
  });

  it('reads back what it wrote', () => {
    const route = {
      q: ['ferry'],
      'amendments.session_name': [''],
      'bills.page': ['2'],
      'news.year': ['2021', '2022'],
    };
    expect(mapping.stateToRoute(mapping.routeToState(route))).toEqual(route);
  });

  it('ignores a page that is not a number above 1', () => {
    expect(mapping.routeToState({ 'bills.page': ['x'] }).bills?.page).toBeUndefined();
    expect(mapping.routeToState({ 'bills.page': ['1'] }).bills?.page).toBeUndefined();
  });
});
