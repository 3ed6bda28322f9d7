import type { FacetSearchResponse, SearchParams, SearchResponse } from '../types.js';
import { serializeParams } from './search-params.js';

/**
 * A search response as sent: `params` echoes the request's parameters (not the key's restrictions), and
 * `_automaticInsights` is never sent (InstantSearch would load an analytics script from a CDN).
 */
export function presentSearchResponse<R extends SearchResponse>(
  response: R,
  requestParams: SearchParams,
  extra: Partial<R> = {},
): R {
  const { _automaticInsights: _dropped, ...rest } = response as R & { _automaticInsights?: unknown };
  return { ...rest, params: serializeParams(requestParams), ...extra } as R;
}

/** The ids of the hits when the page holds every one of them (so there is nothing left to rank). */
export function idsWhenAllOnPage(response: SearchResponse): string[] | undefined {
  if (response.page !== 0 || response.hits.length < response.nbHits) return undefined;
  return response.hits.map((hit) => hit.objectID);
}

/** Every objectID in rank order, up to the pagination limit, from the engine's ranked list. */
export function rankedObjectIDs(response: SearchResponse): string[] {
  const ranked = (response as SearchResponse & { rankedObjectIDs?: () => string[] }).rankedObjectIDs;
  return ranked ? ranked() : response.hits.map((hit) => hit.objectID);
}

/**
 * The result of a query that `strategy: stopIfEnoughMatches` did not run: an empty result in the same
 * position, so clients that read results by position keep working.
 */
export function skippedHitsResult(indexName: string, params: SearchParams): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: Number(params.page ?? 0),
    nbPages: 0,
    hitsPerPage: Number(params.hitsPerPage ?? 20),
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, typo: true },
    query: String(params.query ?? ''),
    params: serializeParams(params),
    index: indexName,
    processingTimeMS: 0,
  };
}

export function skippedFacetResult(): FacetSearchResponse {
  return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 };
}
