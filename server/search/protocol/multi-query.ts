import type { SearchParams } from '../types.js';
import { invalidParameter, isPlainObject, missingParameter } from './protocol-errors.js';
import { checkQueryCount } from './request-limits.js';
import { parseSearchBody } from './search-params.js';

export type FacetSearchParams = SearchParams & { facetQuery?: string; maxFacetHits?: number };

export interface HitsQuery {
  type: 'default';
  indexName: string;
  params: SearchParams;
}

export interface FacetValuesQuery {
  type: 'facet';
  indexName: string;
  facet: string;
  params: FacetSearchParams;
}

export type MultiQuery = HitsQuery | FacetValuesQuery;
export type MultiQueryStrategy = 'none' | 'stopIfEnoughMatches';

export interface MultiQueryRequest {
  requests: MultiQuery[];
  strategy: MultiQueryStrategy;
}

// specs/search/paths/search/search.yml: `requests` is required; SearchQuery.yml: every item needs
// `indexName`, and a `type: facet` item also needs `facet`.
const operation = 'search';
const strategies: readonly MultiQueryStrategy[] = ['none', 'stopIfEnoughMatches'];
/** What a query of the list holds besides search parameters (SearchForHits.yml, SearchForFacets.yml). */
const QUERY_FIELDS = ['indexName', 'type', 'facet', 'facetQuery', 'maxFacetHits'];
/** searchForFacetValues' own parameters (searchForFacetValues.yml). */
export const FACET_SEARCH_FIELDS = ['facetQuery', 'maxFacetHits'];
/** browse's own parameter (browse.yml): the cursor of the next page. */
export const BROWSE_FIELDS = ['cursor'];

/**
 * `POST /1/indexes/*\/queries`: v5 flat items (`{indexName, query, facets: [...]}`), v4 items
 * (`{indexName, params: "query=x&..."}`, the string wins over flat values) and facet-value searches
 * (`{type: 'facet', facet, facetQuery, maxFacetHits}`).
 */
export function parseMultiQueryRequest(body: unknown): MultiQueryRequest {
  if (!isPlainObject(body) || body.requests === undefined) throw missingParameter('requests', operation);
  const { requests, strategy = 'none' } = body;
  if (!Array.isArray(requests)) throw invalidParameter('requests', 'a list of queries', requests);
  checkQueryCount(requests.length);
  if (!strategies.includes(strategy as MultiQueryStrategy))
    throw invalidParameter('strategy', `one of ${strategies.join(', ')}`, strategy);
  return {
    requests: requests.map((item: unknown, position) => parseQuery(item, `requests[${position}]`)),
    strategy: strategy as MultiQueryStrategy,
  };
}

function parseQuery(item: unknown, path: string): MultiQuery {
  if (!isPlainObject(item)) throw invalidParameter(path, 'an object', item);
  const {
    indexName: _indexName,
    type: typeParam,
    facet,
    facetQuery,
    maxFacetHits,
    ...params
  } = parseSearchBody(item, QUERY_FIELDS);
  const indexName = item.indexName;
  if (indexName === undefined || indexName === '') throw missingParameter(`${path}.indexName`, operation);
  if (typeof indexName !== 'string') throw invalidParameter(`${path}.indexName`, 'a string', indexName);
  const type = item.type ?? typeParam ?? 'default';
  if (type === 'default') return { type, indexName, params };
  if (type !== 'facet') throw invalidParameter(`${path}.type`, 'one of default, facet', type);
  if (typeof facet !== 'string' || facet === '') throw missingParameter(`${path}.facet`, operation);
  const facetParams: FacetSearchParams = { ...params };
  if (typeof facetQuery === 'string') facetParams.facetQuery = facetQuery;
  if (typeof maxFacetHits === 'number') facetParams.maxFacetHits = maxFacetHits;
  return { type, indexName, facet, params: facetParams };
}
