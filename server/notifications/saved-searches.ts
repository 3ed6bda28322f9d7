// Followed searches (issue 22): a new or changed bill is news to a saved search when our own search engine,
// given the bill as the `bills` index would hold it (same searchable attributes, facets and settings),
// answers the search's query and facet filters with it. One small engine per fan-out holds the event's
// bill only, so every saved search is one exact, cheap question to it.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { INDEX_SETTINGS } from '../search/indexer/index-definitions.js';
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

/** The bill as a `bills` index record (the facets and searchable text the search page's bills carry). */
async function billRecord(db: Db, billId: number): Promise<SearchRecord | null> {
  const bill = await db
    .selectFrom('bills as b')
    .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
    .leftJoin('legislators as l', 'l.id', 'b.primary_sponsor_id')
    .select([
      'b.id',
      'b.bill_type_number',
      'b.bill_number',
      'b.title',
      'b.short_title',
      'b.chamber',
      'b.progress',
      'b.status',
      'b.sponsor_name',
      's.name as session_name',
      'l.short_full_name as sponsor',
    ])
    .where('b.id', '=', billId)
    .executeTakeFirst();
  if (!bill) return null;
  const [categories, citations, summary] = await Promise.all([
    db
      .selectFrom('bill_categories as bc')
      .innerJoin('categories as c', 'c.id', 'bc.category_id')
      .select('c.name')
      .where('bc.bill_id', '=', billId)
      .execute(),
    db.selectFrom('bill_citations').select('citation').where('bill_id', '=', billId).execute(),
    db
      .selectFrom('bill_summaries')
      .select('description')
      .where('bill_id', '=', billId)
      .orderBy('id')
      .executeTakeFirst(),
  ]);
  const record: SearchRecord = {
    objectID: String(bill.id),
    bill_id: bill.id,
    bill_type_number: bill.bill_type_number,
    bill_number: bill.bill_number,
    title: bill.title,
    session_name: bill.session_name,
    chamber: bill.chamber,
    categories: categories.map((row) => row.name),
    citations: citations.map((row) => row.citation),
  };
  if (bill.short_title) record.short_title = bill.short_title;
  const sponsor = bill.sponsor ?? bill.sponsor_name;
  if (sponsor) record.sponsor = sponsor;
  if (bill.progress) record.progress = bill.progress;
  if (bill.status) record.status_name = bill.status;
  if (summary) record.description = summary.description.replace(/<[^>]*>/g, ' ');
  return record;
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
