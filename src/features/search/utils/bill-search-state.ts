import type { IndexUiState, StateMapping, UiState } from 'instantsearch.js';
import { type RouteParams, sameValues } from './route-params';
import type { SearchTab } from './search-tabs';

/**
 * The root index of the bill search has no index of its own: it holds what every tab shares, the query
 * and the Chamber refinement, which each tab's index inherits.
 */
export const ROOT_INDEX_ID = '';
export const SHARED_CHAMBER = 'chamber';

/** How a search page names its address parameters. */
export interface SearchParamNames {
  /** The query's parameter. */
  query: string;
  /** A tab's parameter for one of its facet attributes, its range attribute or 'page'. */
  tabParam: (tab: SearchTab, name: string) => string;
}

/** The bill search's: `q`, and `{tab}.{name}` so the tabs' refinements never collide. */
const BILL_SEARCH_PARAMS: SearchParamNames = { query: 'q', tabParam: (tab, name) => `${tab.id}.${name}` };

function tabToRoute(tab: SearchTab, state: IndexUiState, route: RouteParams, names: SearchParamNames) {
  const key = names.tabParam;
  for (const facet of tab.facets) {
    if (facet.kind === 'chamber') continue;
    const values = state.refinementList?.[facet.attribute] ?? [];
    const defaults = tab.defaults[facet.attribute] ?? [];
    // Defaults stay out of the address; a cleared default is written as an empty value so a reload
    // does not bring it back.
    if (!sameValues(values, defaults))
      route[key(tab, facet.attribute)] = values.length > 0 ? [...values] : [''];
  }
  const range = tab.range && state.range?.[tab.range.attribute];
  if (tab.range && range) route[key(tab, tab.range.attribute)] = [range];
  if (state.page && state.page > 1) route[key(tab, 'page')] = [String(state.page)];
}

function tabFromRoute(tab: SearchTab, route: RouteParams, names: SearchParamNames): IndexUiState {
  const key = names.tabParam;
  const refinementList: Record<string, string[]> = {};
  for (const facet of tab.facets) {
    if (facet.kind === 'chamber') continue;
    const given = route[key(tab, facet.attribute)];
    const values = given ? given.filter((value) => value !== '') : [...(tab.defaults[facet.attribute] ?? [])];
    if (values.length > 0) refinementList[facet.attribute] = values;
  }
  const state: IndexUiState = { refinementList };
  const range = tab.range && route[key(tab, tab.range.attribute)]?.[0];
  if (tab.range && range) state.range = { [tab.range.attribute]: range };
  const page = Number(route[key(tab, 'page')]?.[0]);
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

/**
 * Address ↔ search state of the bill search: `q`, `chamber`, and per tab `{tab}.{attribute}` values,
 * `{tab}.{range attribute}=min:max` and `{tab}.page`. A tab's missing parameter means its default
 * (spec §9 sessions and news year), so a shared link with only `?q=…` starts like a fresh search.
 * Another page of bill results (the AI-assisted variant) names its parameters its own way with `names`.
 */
export function billSearchStateMapping(
  tabs: readonly SearchTab[],
  names: SearchParamNames = BILL_SEARCH_PARAMS,
): StateMapping<UiState, RouteParams> {
  return {
    $$type: 'statehouse.bill-search',
    stateToRoute(uiState) {
      const root = uiState[ROOT_INDEX_ID] ?? {};
      const route: RouteParams = {};
      if (root.query) route[names.query] = [root.query];
      const chambers = root.refinementList?.[SHARED_CHAMBER] ?? [];
      if (chambers.length > 0) route.chamber = [...chambers];
      // A tab whose index is not mounted has no state; writing its defaults as 'cleared' would be wrong.
      for (const tab of tabs) {
        const state = uiState[tab.id];
        if (state) tabToRoute(tab, state, route, names);
      }
      return route;
    },
    routeToState(route) {
      const uiState: UiState = {
        [ROOT_INDEX_ID]: {
          query: route[names.query]?.[0] ?? '',
          refinementList: { [SHARED_CHAMBER]: route.chamber ?? [] },
        },
      };
      for (const tab of tabs) uiState[tab.id] = tabFromRoute(tab, route, names);
      return uiState;
    },
  };
}
