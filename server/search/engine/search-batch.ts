// The work the searches of one multi-query request share. InstantSearch sends the main query together
// with one query per refined disjunctive facet: the same words, with other filters, facets and paging.
// Matching those words is the same for all of them, so it is done once: the batch keeps each index's last
// matching with its key, and reuses it while the index's scratch buffers still hold it (a query with
// other words on the same index in between overwrites them; the next query then matches again).
// A batch serves one request, run synchronously: no write may come between its searches.
import type { SearchParams, Synonym } from '../types.js';
import type { IndexData } from './index-data.js';
import type { MatchingFilter } from './matching-filter.js';
import { isHeld, matchingKey, matchQuery, type QueryMatching } from './query-matching.js';

export class SearchBatch {
  private readonly lastMatching = new WeakMap<IndexData, { key: string; matching: QueryMatching }>();
  /** How many of the request's searches have each matching key. */
  private readonly searchesByKey = new Map<string, number>();

  /**
   * `searches`: the request's searches, when known beforehand. A search whose words no other shares may
   * be matched within its own filter (matching-filter.ts); one whose words others share is matched in
   * full, once, for them all.
   */
  constructor(searches: readonly SearchParams[] = []) {
    for (const params of searches) {
      const key = matchingKey(params);
      this.searchesByKey.set(key, (this.searchesByKey.get(key) ?? 0) + 1);
    }
  }

  /**
   * The query's matching: the one before it on this index when they share a key, else a new one (within
   * `filter` when that pays and no other search shares it; that one serves this query only).
   */
  matching(
    data: IndexData,
    params: SearchParams,
    synonyms: readonly Synonym[],
    filter?: MatchingFilter,
  ): QueryMatching {
    const key = matchingKey(params);
    const last = this.lastMatching.get(data);
    if (last?.key === key && isHeld(data, last.matching)) return last.matching;
    const shared = (this.searchesByKey.get(key) ?? 0) > 1;
    const matching = matchQuery(data, params, synonyms, shared ? undefined : filter);
    if (!matching.withinFilter) this.lastMatching.set(data, { key, matching });
    return matching;
  }
}
