// What an overview is written from: the cached results of one `bill_matches` search and nothing else
// (contract B). Every bill of the set for the counts; for the requested page of it, each bill's best
// matching passages, found again with the search's own parameters.
import type { BillChunk } from '../search/bill-matches/bill-matches.js';
import { matchesFilter } from '../search/filters/evaluate-filter.js';
import type { FilterNode } from '../search/filters/filter-ast.js';
import { andFilters } from '../search/keys/access.js';
import type { CachedResults } from '../search/results-cache/results-cache.js';
import type { EngineClient } from '../search/search-service.js';
import type { HighlightResult, SearchRecord } from '../search/types.js';
import { loadThemes, type ThemeSearch } from './result-themes.js';
import type { Theme } from './themes.js';

/** Wrap the query's words in passage excerpts; the writers turn them into Markdown or drop them. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
/** Words of a quoted passage. */
const EXCERPT_WORDS = 30;

export interface OverviewBill {
  id: number;
  billNumber: string;
  title: string;
  chamber: string;
  sponsor?: string;
  status?: string;
  categories: string[];
}

export interface OverviewPassage {
  billTextId: number;
  heading?: string;
  text: string;
  /** A short window of the text around the match, the query's words between MATCH_START and MATCH_END. */
  excerpt: string;
}

export interface PageBill extends OverviewBill {
  /** Best first, at most 5. */
  passages: OverviewPassage[];
  matchedPassages: number;
}

export interface ResultSet {
  query: string;
  /** How many bills matched; more than `bills` holds past the pagination limit (1000). */
  nbHits: number;
  /** Every bill of the set, in rank order. */
  bills: OverviewBill[];
  page: number;
  perPage: number;
  /** The bills of the requested page, with their passages. */
  pageBills: PageBill[];
  /** What the page's passages are about beyond the searched words (themes.ts). */
  themes: Theme[];
  /** A theme to add to the search, checked to find some but fewer bills (result-themes.ts). */
  themeSearch?: ThemeSearch;
}

export interface ResultSetRequest {
  page: number;
  perPage: number;
  /** Narrows the set (the page's facet refinements); `{kind: 'all'}` keeps it whole. */
  facetFilter: FilterNode;
}

export async function loadResultSet(
  engine: EngineClient,
  cached: CachedResults,
  request: ResultSetRequest,
): Promise<ResultSet> {
  const bills = await engine.getObjects(
    cached.rankedObjectIDs.map((objectID) => ({ indexName: 'bills', objectID })),
  );
  const records = bills
    .filter((record): record is SearchRecord => record !== null)
    .filter((record) => matchesFilter(request.facetFilter, record));
  const narrowed = request.facetFilter.kind !== 'all';
  const onPage = records.slice(request.page * request.perPage, (request.page + 1) * request.perPage);
  const nbHits = narrowed ? records.length : Math.max(cached.nbHits, records.length);
  const page = await pageBills(engine, cached, onPage);
  return {
    query: String(cached.params.query ?? ''),
    nbHits,
    bills: records.map(overviewBill),
    page: request.page,
    perPage: request.perPage,
    pageBills: page,
    ...(await loadThemes(engine, cached, page, nbHits)),
  };
}

/** The page's bills with their passages: the cached search again, restricted to those bills. */
async function pageBills(
  engine: EngineClient,
  cached: CachedResults,
  records: SearchRecord[],
): Promise<PageBill[]> {
  if (records.length === 0) return [];
  const onlyThese = records.map((record) => `bill_id:${record.objectID}`).join(' OR ');
  const { filters } = cached.params;
  const { hits } = await engine.searchBillMatches(
    {
      ...cached.params,
      filters: andFilters(typeof filters === 'string' && filters.trim() ? [filters, onlyThese] : [onlyThese]),
      page: 0,
      offset: undefined,
      length: undefined,
      hitsPerPage: records.length,
      facets: [],
      highlightPreTag: MATCH_START,
      highlightPostTag: MATCH_END,
      attributesToRetrieve: ['chunks', 'total_chunks_count'],
    },
    { chunkSnippetWords: EXCERPT_WORDS },
  );
  const matchesOf = new Map(hits.map((hit) => [hit.objectID, hit]));
  return records.map((record) => {
    const hit = matchesOf.get(record.objectID);
    const chunks = (hit?.chunks ?? []) as BillChunk[];
    return {
      ...overviewBill(record),
      passages: chunks.map(overviewPassage),
      matchedPassages: Number(hit?.total_chunks_count ?? 0),
    };
  });
}

function overviewBill(record: SearchRecord): OverviewBill {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const sponsor = text(record.sponsor);
  const status = text(record.status_name);
  return {
    id: Number(record.id ?? record.objectID),
    billNumber: String(record.bill_type_number ?? record.objectID),
    title: text(record.short_title) ?? text(record.title) ?? '',
    chamber: String(record.chamber ?? ''),
    ...(sponsor ? { sponsor } : {}),
    ...(status ? { status } : {}),
    categories: Array.isArray(record.categories) ? record.categories.map(String) : [],
  };
}

function overviewPassage(chunk: BillChunk): OverviewPassage {
  const snippet = chunk._snippetResult?.text as HighlightResult | undefined;
  return {
    billTextId: chunk.bill_text__id,
    ...(chunk.heading ? { heading: chunk.heading } : {}),
    text: chunk.text,
    excerpt: snippet?.value ?? chunk.text.split(/\s+/).slice(0, EXCERPT_WORDS).join(' '),
  };
}
