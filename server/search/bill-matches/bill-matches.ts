// The `bill_matches` virtual index (issue 9, spec §2 "AI-assisted variant", §3 hit and chunk): a search
// over the `bill_text` chunks answered with one hit per bill whose chunks matched. The bills are ranked
// by their best chunk in one distinct pass (so nbHits, pages and facet counts count bills); only the
// page's bills then get their best chunks and matched-chunk counts, and their fields from `bills`.
import type { SearchBatch } from '../engine/search-batch.js';
import type { SearchEngine } from '../engine/search-engine.js';
import type { GroupedSearch } from '../engine/search-index.js';
import type { FacetSearchParams } from '../protocol/multi-query.js';
import type { SearchHit, SearchParams, SearchResponse } from '../types.js';

export const BILL_MATCHES_INDEX = 'bill_matches';
/** Where the chunks and the bills come from (server/search/indexer/index-definitions.ts). */
export const CHUNK_INDEX = 'bill_text';
const BILL_INDEX = 'bills';
const GROUP_ATTRIBUTE = 'bill_id';
/** Spec §9: the Matches tab shows at most 5 chunks. */
const MAX_CHUNKS_PER_BILL = 5;
/** Highlighted when the request names none: what a bill hit shows (bill_name_sponsor is not searched). */
const BILL_HIGHLIGHTS = [
  'bill_name_sponsor',
  'bill_type_number',
  'title',
  'short_title',
  'sponsor',
  'description',
];

/** One matching passage of a bill, as a `bill_matches` hit carries it in `chunks`. */
export interface BillChunk {
  bill_text__id: number;
  heading?: string;
  text: string;
  fields_score_tags: { tag: string }[];
  _highlightResult: { text: unknown };
  /** Only when asked for (`chunkSnippetWords`): the results overview quotes these. */
  _snippetResult?: { text: unknown };
}

export interface BillMatchesOptions {
  /** Also snippet each chunk's text to this many words (not part of the Algolia-facing hit). */
  chunkSnippetWords?: number;
  /** The multi-query request it is part of, to share matching with its other searches. */
  batch?: SearchBatch;
}

export function isBillMatchesIndex(indexName: string): boolean {
  return indexName === BILL_MATCHES_INDEX;
}

/** `POST /1/indexes/bill_matches/query` and its place in a multi-query. */
export function searchBillMatches(
  engine: SearchEngine,
  params: SearchParams,
  options: BillMatchesOptions = {},
): SearchResponse {
  const grouped = engine.searchGroups(
    CHUNK_INDEX,
    chunkParams(params, options),
    MAX_CHUNKS_PER_BILL,
    options.batch,
  );
  const billIds = grouped.response.hits.map((chunkHit) => String(chunkHit[GROUP_ATTRIBUTE] ?? ''));
  const billHits = engine.hitsFor(BILL_INDEX, billIds, grouped.matchers, billParams(params));
  const retrieveMatches = retrieves(params.attributesToRetrieve);
  const hits = grouped.response.hits.map((chunkHit, i) =>
    billMatchHit(billHits[i], chunkHit, grouped.groups[i]!, retrieveMatches),
  );
  const response: SearchResponse = { ...grouped.response, hits, index: BILL_MATCHES_INDEX };
  // The results cache ranks lazily through this (present-response.ts): bills, not chunks.
  Object.defineProperty(response, 'rankedObjectIDs', {
    enumerable: false,
    value: () => rankedBillIds(engine, grouped),
  });
  return response;
}

/** Facet values of the matching bills, each bill counted once (the filter boxes of the facets). */
export function searchBillMatchFacetValues(engine: SearchEngine, facet: string, params: FacetSearchParams) {
  return engine.searchForFacetValues(CHUNK_INDEX, facet, {
    ...params,
    distinct: 1,
    attributeForDistinct: GROUP_ATTRIBUTE,
  });
}

/** The chunk search: distinct by bill, each chunk with its whole record and only its text highlighted. */
function chunkParams(params: SearchParams, options: BillMatchesOptions): SearchParams {
  const {
    attributesToRetrieve: _billAttributes,
    attributesToHighlight: _billHighlights,
    attributesToSnippet: _billSnippets,
    ...rest
  } = params;
  return {
    ...rest,
    distinct: 1,
    attributeForDistinct: GROUP_ATTRIBUTE,
    attributesToRetrieve: ['*'],
    attributesToHighlight: ['text'],
    attributesToSnippet: options.chunkSnippetWords ? [`text:${options.chunkSnippetWords}`] : [],
  };
}

/** The request's retrieve, highlight and snippet parameters apply to the bill's fields. */
function billParams(params: SearchParams): SearchParams {
  const {
    attributesToRetrieve,
    attributesToSnippet,
    highlightPreTag,
    highlightPostTag,
    snippetEllipsisText,
  } = params;
  // Only what the request sets: an undefined value would hide the `bills` settings (its snippet length).
  return Object.fromEntries(
    Object.entries({
      attributesToHighlight: params.attributesToHighlight ?? BILL_HIGHLIGHTS,
      attributesToRetrieve,
      attributesToSnippet,
      highlightPreTag,
      highlightPostTag,
      snippetEllipsisText,
    }).filter(([, value]) => value !== undefined),
  );
}

function retrieves(attributes: string[] | undefined): boolean {
  return !attributes || attributes.includes('*') || attributes.includes('chunks');
}

function billMatchHit(
  billHit: SearchHit | undefined,
  bestChunk: SearchHit,
  group: GroupedSearch['groups'][number],
  withMatches: boolean,
): SearchHit {
  const hit: SearchHit = billHit ?? billFromChunk(bestChunk);
  if (bestChunk._rankingInfo) hit._rankingInfo = bestChunk._rankingInfo;
  if (!withMatches) return hit;
  return { ...hit, chunks: group.hits.map(toChunk), total_chunks_count: group.count };
}

/**
 * A bill missing from `bills` (the indexer writes the two indexes one after the other) is described by
 * the bill facts every chunk carries, so the page still has as many hits as nbHits promises.
 */
function billFromChunk(chunk: SearchHit): SearchHit {
  const {
    objectID: _chunkID,
    bill_text__id: _section,
    version: _version,
    position: _position,
    heading: _heading,
    text: _text,
    fields_score_tags: _tags,
    _highlightResult: _highlight,
    _snippetResult: _snippet,
    _rankingInfo: _ranking,
    bill_id: billId,
    ...facts
  } = chunk;
  return { ...facts, objectID: String(billId), id: billId as number };
}

function toChunk(hit: SearchHit): BillChunk {
  const highlight = hit._highlightResult as { text?: unknown } | undefined;
  const snippet = hit._snippetResult as { text?: unknown } | undefined;
  return {
    bill_text__id: Number(hit.bill_text__id),
    ...(typeof hit.heading === 'string' ? { heading: hit.heading } : {}),
    text: String(hit.text ?? ''),
    fields_score_tags: Array.isArray(hit.fields_score_tags)
      ? (hit.fields_score_tags as { tag: string }[])
      : [],
    _highlightResult: { text: highlight?.text ?? { value: String(hit.text ?? ''), matchLevel: 'none' } },
    ...(snippet?.text ? { _snippetResult: { text: snippet.text } } : {}),
  };
}

/** Every matching bill's id in rank order, from the chunk ranking (each bill's best chunk). */
function rankedBillIds(engine: SearchEngine, grouped: GroupedSearch): string[] {
  const chunkIds =
    (grouped.response as SearchResponse & { rankedObjectIDs?: () => string[] }).rankedObjectIDs?.() ??
    grouped.response.hits.map((hit) => hit.objectID);
  const billIds: string[] = [];
  for (const chunkId of chunkIds) {
    const chunk = engine.getObject(CHUNK_INDEX, chunkId, [GROUP_ATTRIBUTE]);
    if (chunk?.[GROUP_ATTRIBUTE] !== undefined) billIds.push(String(chunk[GROUP_ATTRIBUTE]));
  }
  return billIds;
}
