// How much work one search request may ask for. Every parameter that makes the engine's work grow has a
// bound here, checked before the request reaches the engine, so a hostile request costs a 400 and
// nothing else (issue 17: 3,000 queries in one request, a 20,000-word query and a filter 20,000
// parentheses deep each held the server for seconds, or crashed it). Algolia's own limits where it
// documents one; ours, generous for what react-instantsearch sends, where it does not.
import { SearchError } from '../engine/search-error.js';
import { leavesOf } from '../filters/filter-ast.js';
import { searchFilters } from '../filters/parse-filter-params.js';
import { tokenizeQuery } from '../text/tokenize.js';
import { isWellFormed } from '../text/well-formed.js';
import type { JsonValue, SearchParams } from '../types.js';

export const SEARCH_LIMITS = {
  /**
   * Queries in one multi-query request. Ours (Algolia documents none): the bill search sends one query
   * per tab plus one per refined disjunctive facet, about 30 at most.
   */
  queriesPerRequest: 100,
  /** Records in one getObjects request. Algolia: "up to 1,000 records" per getObjects call. */
  objectsPerRequest: 1000,
  /** Algolia: "Query strings can be up to 512 bytes long" (api-parameters/query). Also `facetQuery`. */
  queryBytes: 512,
  /**
   * Words of a query, and entries of `optionalWords`. Ours: each word is looked up with typos and
   * prefixes; a long question has about 30, and 20,000 took seconds.
   */
  queryWords: 64,
  /** Length of `filters`. Ours: 256 filters of 60 characters fit. */
  filtersLength: 16 * 1024,
  /**
   * Single filters in `filters`, `facetFilters`, `numericFilters` and `tagFilters` together. Ours: each one
   * is tested on every matching record (1,000 numeric ones took 0.8 s on 40,000 bills); a refinement
   * list with every value of a facet ticked stays far below.
   */
  filterPredicates: 256,
  /** Items of a list parameter (`facets`, `attributesToRetrieve`, `optionalFilters`, …). Ours. */
  listItems: 1000,
  /**
   * Highlight tags and the snippet ellipsis are copied into every highlighted word of every hit. Ours:
   * InstantSearch's `__ais-highlight__` is 17 characters.
   */
  markupLength: 128,
  /** Algolia: "The maximum value for maxValuesPerFacet is 1,000 … the engine will interpret it as 1,000." */
  maxValuesPerFacet: 1000,
  /** Algolia: paginationLimitedTo is at most 20,000 (api-parameters/paginationLimitedTo). */
  paginationLimitedTo: 20_000,
} as const;

const MARKUP_PARAMS = ['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText'] as const;
const FILTER_LIST_PARAMS = ['facetFilters', 'numericFilters', 'tagFilters'] as const;

/** 400 naming the parameter, its limit and what was sent, in the protocol's wording. */
export function overLimit(path: string, limit: string, got: string): SearchError {
  return new SearchError(400, `Parameter \`${path}\` must ${limit}, got ${got}.`);
}

/** `requests` of a multi-query, checked before any of its queries is read. */
export function checkQueryCount(count: number): void {
  if (count > SEARCH_LIMITS.queriesPerRequest)
    throw overLimit('requests', `hold at most ${SEARCH_LIMITS.queriesPerRequest} queries`, String(count));
}

/** `requests` of a getObjects call. */
export function checkObjectCount(count: number): void {
  if (count > SEARCH_LIMITS.objectsPerRequest)
    throw overLimit('requests', `hold at most ${SEARCH_LIMITS.objectsPerRequest} objects`, String(count));
}

/**
 * A search's parameters within the limits, or a 400 naming the first one that is not. Values Algolia
 * silently caps (maxValuesPerFacet, paginationLimitedTo) are capped the same way.
 */
export function checkSearchLimits(params: SearchParams): SearchParams {
  for (const [name, value] of Object.entries(params)) checkValue(name, value);
  checkText('query', params.query, SEARCH_LIMITS.queryBytes);
  checkText('facetQuery', params.facetQuery, SEARCH_LIMITS.queryBytes);
  checkWords(params);
  for (const name of MARKUP_PARAMS) {
    const markup = params[name];
    if (typeof markup === 'string' && markup.length > SEARCH_LIMITS.markupLength)
      throw overLimit(name, `be at most ${SEARCH_LIMITS.markupLength} characters`, String(markup.length));
  }
  checkFilters(params);
  return {
    ...params,
    ...capped(params, 'maxValuesPerFacet', SEARCH_LIMITS.maxValuesPerFacet),
    ...capped(params, 'paginationLimitedTo', SEARCH_LIMITS.paginationLimitedTo),
  };
}

/** Every string well-formed (a lone surrogate cannot be encoded, so it cannot be echoed), every list bounded. */
function checkValue(name: string, value: JsonValue | undefined): void {
  const pending: (JsonValue | undefined)[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isWellFormed(item))
        throw new SearchError(
          400,
          `Parameter \`${name}\` must be valid Unicode text, got a lone surrogate (an unpaired \\ud800–\\udfff).`,
        );
    } else if (Array.isArray(item)) {
      if (item.length > SEARCH_LIMITS.listItems)
        throw overLimit(name, `hold at most ${SEARCH_LIMITS.listItems} items`, `${item.length}`);
      pending.push(...item);
    } else if (item && typeof item === 'object') {
      pending.push(...Object.keys(item), ...Object.values(item));
    }
  }
}

function checkText(name: string, text: unknown, maxBytes: number): void {
  if (typeof text !== 'string') return;
  const bytes = Buffer.byteLength(text);
  if (bytes > maxBytes) throw overLimit(name, `be at most ${maxBytes} bytes long`, `${bytes} bytes`);
}

function checkWords(params: SearchParams): void {
  const limit = `hold at most ${SEARCH_LIMITS.queryWords} words`;
  if (typeof params.query === 'string') {
    const words = tokenizeQuery(params.query).length;
    if (words > SEARCH_LIMITS.queryWords) throw overLimit('query', limit, `${words} words`);
  }
  const { optionalWords } = params;
  const optional = Array.isArray(optionalWords) ? optionalWords.map(String).join(' ') : optionalWords;
  if (typeof optional === 'string') {
    const words = tokenizeQuery(optional).length;
    if (words > SEARCH_LIMITS.queryWords) throw overLimit('optionalWords', limit, `${words} words`);
  }
}

/** Parsed here as well as in the engine: a filter that is too big never reaches the engine's queue. */
function checkFilters(params: SearchParams): void {
  const present = (['filters', ...FILTER_LIST_PARAMS] as const).filter((name) => params[name] != null);
  if (present.length === 0) return;
  // A list parameter sent as a string (the legacy `a:1,(b:2,b:3)` form) is as long as a `filters`.
  for (const name of present) {
    const text = params[name];
    if (typeof text === 'string' && text.length > SEARCH_LIMITS.filtersLength)
      throw overLimit(
        name,
        `be at most ${SEARCH_LIMITS.filtersLength} characters long`,
        `${text.length} characters`,
      );
  }
  const predicates = leavesOf(searchFilters(params)).length;
  if (predicates > SEARCH_LIMITS.filterPredicates)
    throw overLimit(
      present.join(' + '),
      `hold at most ${SEARCH_LIMITS.filterPredicates} filters together`,
      String(predicates),
    );
}

function capped(params: SearchParams, name: string, max: number): SearchParams {
  const value = params[name];
  return typeof value === 'number' && value > max ? { [name]: max } : {};
}
