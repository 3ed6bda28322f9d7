// Our engine, called in process exactly as the search service calls it (no HTTP, no results cache).
import { SearchBatch } from '../../server/search/engine/search-batch.js';
import { SearchEngine } from '../../server/search/engine/search-engine.js';
import type { SearchParams, SearchResponse } from '../../server/search/types.js';
import { FACETS, NUMERIC_ATTRIBUTE } from './corpus.js';
import type { BenchQuery, BenchRequest, DisjunctiveQuery } from './query-set.js';
import { HITS_PER_PAGE, type BenchSystem } from './system.js';

export const statehouseSystem: BenchSystem = {
  name: 'statehouse',
  configuration:
    'server/search engine with the index settings of server/search/indexer (searchable attributes, ' +
    'facets, customRanking), defaults otherwise (prefixLast, typos 1 from 4 letters / 2 from 8)',
  limits: {},
  build(corpus) {
    const engine = new SearchEngine();
    engine.apply({ type: 'setSettings', index: corpus.index, settings: corpus.settings });
    engine.apply({ type: 'saveObjects', index: corpus.index, objects: corpus.records });
    return {
      run(request) {
        // One batch per request, as the search service runs the queries of one multi-query request.
        const searches = toSearchParams(request);
        const batch = new SearchBatch(searches);
        const responses = searches.map((params) => engine.search(corpus.index, params, batch));
        const main = responses[0] as SearchResponse;
        return { ids: main.hits.map((hit) => hit.objectID), nbHits: main.nbHits };
      },
    };
  },
};

/** The request as InstantSearch would send it: one search, or the main search plus one per refined facet. */
export function toSearchParams(request: BenchRequest): SearchParams[] {
  return request.type === 'query' ? [queryParams(request)] : disjunctiveParams(request);
}

function queryParams(query: BenchQuery): SearchParams {
  const params: SearchParams = { query: query.text, hitsPerPage: HITS_PER_PAGE };
  if (query.facets) params.facets = [...FACETS];
  if (query.filters) {
    params.facetFilters = [[`chamber:${query.filters.chamber}`]];
    params.numericFilters = [
      `${NUMERIC_ATTRIBUTE}>=${query.filters.from}`,
      `${NUMERIC_ATTRIBUTE}<${query.filters.to}`,
    ];
  }
  return params;
}

function disjunctiveParams(query: DisjunctiveQuery): SearchParams[] {
  const refinements = {
    chamber: query.chamber.map((value) => `chamber:${value}`),
    categories: query.categories.map((value) => `categories:${value}`),
  };
  const main: SearchParams = {
    query: query.text,
    hitsPerPage: HITS_PER_PAGE,
    facets: [...FACETS],
    facetFilters: [refinements.chamber, refinements.categories],
  };
  // What InstantSearch's helper sends for each refined disjunctive facet: no hits, only that facet's
  // counts, every refinement except its own.
  const perFacet = (facet: 'chamber' | 'categories'): SearchParams => ({
    query: query.text,
    hitsPerPage: 0,
    page: 0,
    attributesToRetrieve: [],
    attributesToHighlight: [],
    attributesToSnippet: [],
    analytics: false,
    clickAnalytics: false,
    facets: [facet],
    facetFilters: facet === 'chamber' ? [refinements.categories] : [refinements.chamber],
  });
  return [main, perFacet('chamber'), perFacet('categories')];
}
