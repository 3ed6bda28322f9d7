import type { UiState } from 'instantsearch.js';
import { ROOT_INDEX_ID, SHARED_CHAMBER } from '../../search/utils/bill-search-state';
import type { SearchInsightsRequest } from '../api/stream-search-insights';

/** The refinements as Algolia facetFilters, one OR-group per attribute, in a fixed order. */
export function facetFiltersOf(uiState: UiState, indexId: string): string[][] {
  const lists = {
    ...uiState[indexId]?.refinementList,
    [SHARED_CHAMBER]: uiState[ROOT_INDEX_ID]?.refinementList?.[SHARED_CHAMBER] ?? [],
  };
  return Object.entries(lists)
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([attribute, values]) => [...values].sort().map((value) => `${attribute}:${value}`));
}

interface ShownResults {
  cache_id?: string;
  page: number;
  hitsPerPage: number;
}

/** What the overview of the shown results asks for; none without a query (spec §2) or a cached result set. */
export function insightsRequest(
  results: ShownResults,
  uiState: UiState,
  indexId: string,
  apiKey: string,
): SearchInsightsRequest | null {
  const query = uiState[ROOT_INDEX_ID]?.query?.trim();
  if (!query || !results.cache_id) return null;
  return {
    cacheId: results.cache_id,
    apiKey,
    page: results.page,
    perPage: results.hitsPerPage,
    facetFilters: facetFiltersOf(uiState, indexId),
  };
}
