// Followed searches (issue 22): a new or changed bill is news to a saved search when our own search engine,
// given the bill as the `bills` index would hold it (same searchable attributes, facets and settings),
// answers the search's query and facet filters with it. One small engine per fan-out holds the event's
// bill only, so every saved search is one exact, cheap question to it.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { INDEX_SETTINGS } from '../search/indexer/index-definitions.js';
import { billRecords, loadBillFacts } from '../search/indexer/records/bill-records.js';
import { SearchEngine } from '../search/engine/search-engine.js';
import type { SearchRecord } from '../search/types.js';
import type { FollowedSearch } from '../schemas/notifications.js';

/** The same search however its filters were ordered or spaced: the follow's `target`. */
export function searchKey(search: FollowedSearch): string {
  const canonical = JSON.stringify([
    search.query.trim().replace(/\s+/g, ' ').toLowerCase(),
    [...new Set(search.filters.map((filter) => filter.trim()))].sort(),
  ]);
  return `q:${createHash('sha256').update(canonical).digest('base64url').slice(0, 22)}`;
}

export function searchLabel(search: FollowedSearch): string {
  const words = search.query.trim();
  const filters = search.filters.map((filter) => filter.slice(filter.indexOf(':') + 1)).join(', ');
  return `Search: ${words || 'all bills'}${filters ? ` (${filters})` : ''}`;
}

/** 'chamber:house' filters: different attributes must all match, values of one attribute any of them. */
export function facetFiltersOf(filters: readonly string[]): string[][] {
  const byAttribute = new Map<string, string[]>();
  for (const filter of filters) {
    const attribute = filter.slice(0, filter.indexOf(':'));
    byAttribute.set(attribute, [...(byAttribute.get(attribute) ?? []), filter]);
  }
  return [...byAttribute.values()];
}

/** The bill as the `bills` index holds it, built by the indexer's own code. */
async function billRecord(db: Db, billId: number): Promise<SearchRecord | null> {
  const states = await db.selectFrom('jurisdictions').select(['id', 'code']).execute();
  const loaded = await loadBillFacts(db, new Map(states.map((row) => [row.id, row.code])), [billId]);
  return billRecords(loaded)[0] ?? null;
}

export interface SearchMatcher {
  matches(search: FollowedSearch): boolean;
}

/** A matcher over one bill; null when the bill is gone. */
export async function billSearchMatcher(db: Db, billId: number): Promise<SearchMatcher | null> {
  const record = await billRecord(db, billId);
  if (!record) return null;
  const engine = new SearchEngine();
  engine.apply({ type: 'setSettings', index: 'bills', settings: INDEX_SETTINGS.bills });
  engine.apply({ type: 'saveObjects', index: 'bills', objects: [record] });
  return {
    matches(search) {
      try {
        const result = engine.search('bills', {
          query: search.query,
          facetFilters: facetFiltersOf(search.filters),
          hitsPerPage: 1,
          attributesToRetrieve: ['objectID'],
          attributesToHighlight: [],
          attributesToSnippet: [],
        });
        return result.nbHits > 0;
      } catch {
        // A filter on an attribute the index does not facet on matches nothing (as on the search page).
        return false;
      }
    },
  };
}
