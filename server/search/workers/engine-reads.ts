// Everything that reads the engine, as an engine replica answers it: plain calls over one SearchEngine
// whose answers can be copied to another thread (no functions, no class instances). Access checks, key
// restrictions and the response's final shape are the search service's; this only runs the engine.
import {
  isBillMatchesIndex,
  searchBillMatches,
  searchBillMatchFacetValues,
  type BillMatchesOptions,
} from '../bill-matches/bill-matches.js';
import { SearchBatch } from '../engine/search-batch.js';
import type { SearchEngine } from '../engine/search-engine.js';
import { SearchError } from '../engine/search-error.js';
import { searchFilters, type FilterParams } from '../filters/parse-filter-params.js';
import type { ObjectRequest } from '../protocol/index-requests.js';
import type { FacetSearchParams, MultiQuery } from '../protocol/multi-query.js';
import { idsWhenAllOnPage, rankedObjectIDs } from '../protocol/present-response.js';
import type { FacetSearchResponse, SearchParams, SearchRecord, SearchResponse } from '../types.js';

/** A hits query's answer; `rankedIds` when the page holds every hit (then there is nothing left to rank). */
export interface HitsAnswer {
  response: SearchResponse;
  rankedIds?: string[];
}

export type QueryAnswer = HitsAnswer | FacetSearchResponse;

export function engineReads(engine: () => SearchEngine) {
  const run = (indexName: string, params: SearchParams, batch?: SearchBatch): SearchResponse =>
    isBillMatchesIndex(indexName)
      ? searchBillMatches(engine(), params, { batch })
      : engine().search(indexName, params, batch);
  const searchForFacetValues = (indexName: string, facet: string, params: FacetSearchParams) =>
    isBillMatchesIndex(indexName)
      ? searchBillMatchFacetValues(engine(), facet, params)
      : engine().searchForFacetValues(indexName, facet, params);

  return {
    /** One search, as SearchEngine.search (the virtual `bill_matches` index included). */
    search: (indexName: string, params: SearchParams) => run(indexName, params),
    searchForFacetValues,

    /**
     * Queries of one multi-query request (or a slice of one), sharing their word matching. With
     * `stopIfEnoughMatches`, the queries after the first one that fills its page are not run (and not
     * answered: `enough` says so).
     */
    queries(
      queries: MultiQuery[],
      stopIfEnoughMatches: boolean,
    ): { answers: QueryAnswer[]; enough: boolean } {
      const batch = new SearchBatch(
        queries.flatMap((query) => (query.type === 'facet' ? [] : [query.params])),
      );
      const answers: QueryAnswer[] = [];
      for (const query of queries) {
        if (query.type === 'facet') {
          answers.push(searchForFacetValues(query.indexName, query.facet, query.params));
          continue;
        }
        const response = run(query.indexName, query.params, batch);
        const rankedIds = idsWhenAllOnPage(response);
        answers.push(rankedIds ? { response, rankedIds } : { response });
        if (stopIfEnoughMatches && response.nbHits >= response.hitsPerPage) return { answers, enough: true };
      }
      return { answers, enough: false };
    },

    /** Every objectID of a search in rank order, up to the pagination limit (the results cache asks later). */
    rank(indexName: string, params: SearchParams): string[] {
      return rankedObjectIDs(run(indexName, { ...params, hitsPerPage: 0, facets: [] }));
    },

    browse: (indexName: string, params: SearchParams & { cursor?: string }) =>
      engine().browse(indexName, params),

    /** Records by id, null where missing or outside `visibleTo` (a secured key's filters). */
    getObjects(requests: ObjectRequest[], visibleTo?: FilterParams): (SearchRecord | null)[] {
      const filter = visibleTo && searchFilters(visibleTo);
      return requests.map(
        ({ indexName, objectID, attributesToRetrieve }) =>
          engine().getObject(indexName, objectID, attributesToRetrieve, filter) ?? null,
      );
    },

    /** One record, or the 404 Algolia answers (a record outside `visibleTo` does not exist). */
    getObject(
      indexName: string,
      objectID: string,
      attributesToRetrieve?: string[],
      visibleTo?: FilterParams,
    ): SearchRecord {
      const record = engine().getObject(
        indexName,
        objectID,
        attributesToRetrieve,
        visibleTo && searchFilters(visibleTo),
      );
      if (record) return record;
      throw new SearchError(
        404,
        engine().hasIndex(indexName) ? 'ObjectID does not exist' : 'Index does not exist',
      );
    },

    /** The `bill_matches` search the results overview quotes passages from (bill-matches.ts). */
    searchBillMatches: (params: SearchParams, options: Omit<BillMatchesOptions, 'batch'> = {}) =>
      searchBillMatches(engine(), params, options),

    /** How common each term is in an index (the results overview weighs its themes by it). */
    termDocumentCounts: (indexName: string, terms: readonly string[]) =>
      engine().termDocumentCounts(indexName, terms),
    hasIndex: (indexName: string) => engine().hasIndex(indexName),
    getSettings: (indexName: string) => engine().getSettings(indexName),
    listIndexes: () => engine().listIndexes(),
    getRule: (indexName: string, objectID: string) => engine().getRule(indexName, objectID),
    searchRules: (indexName: string, params: Parameters<SearchEngine['searchRules']>[1]) =>
      engine().searchRules(indexName, params),
    getSynonym: (indexName: string, objectID: string) => engine().getSynonym(indexName, objectID),
    searchSynonyms: (indexName: string, params: Parameters<SearchEngine['searchSynonyms']>[1]) =>
      engine().searchSynonyms(indexName, params),
  };
}

export type EngineReads = ReturnType<typeof engineReads>;
