import type { StateMapping, UiState } from 'instantsearch.js';
import type { RouteParams } from './route-params';

export const SITE_INDEX = 'site';
export const DATA_TYPE_ATTRIBUTE = 'algolia_type';

/** Address ↔ search state of the site-wide search: `q`, `type` (Data Types, repeated) and `page`. */
export const siteSearchStateMapping: StateMapping<UiState, RouteParams> = {
  $$type: 'statehouse.site-search',
  stateToRoute(uiState) {
    const state = uiState[SITE_INDEX] ?? {};
    const route: RouteParams = {};
    if (state.query) route.q = [state.query];
    const types = state.refinementList?.[DATA_TYPE_ATTRIBUTE] ?? [];
    if (types.length > 0) route.type = [...types];
    if (state.page && state.page > 1) route.page = [String(state.page)];
    return route;
  },
  routeToState(route) {
    const page = Number(route.page?.[0]);
    return {
      [SITE_INDEX]: {
        query: route.q?.[0] ?? '',
        refinementList: { [DATA_TYPE_ATTRIBUTE]: route.type ?? [] },
        ...(Number.isInteger(page) && page > 1 ? { page } : {}),
      },
    };
  },
};
