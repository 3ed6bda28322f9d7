// A query's filter as the documents its words are matched within (query-matching.ts), so a common word of a
// filtered query is read only around the documents that pass, not over the whole index. At a million
// chunks a prefix such as 'sect' holds every document ('section'), while the bench's filter (a chamber and a
// year) passes about a tenth of them.
import type { FilterNode } from '../filters/filter-ast.js';
import { BITMAP_SHARE, compileFilter, predicateBitmap } from './filter-matcher.js';
import type { IndexData } from './index-data.js';
import type { QueryScratch } from './query-scratch.js';
import { ascendingWithin, type WithinSet } from './word-arrays.js';

/** The documents passing a filter, as `matchWordWithin` reads a word within them. */
export interface FilterSet {
  within: WithinSet;
  /** The same documents ascending (a pass over the filter's bitmap, in scratch space). */
  ascending: () => Int32Array;
}

/**
 * Given how many postings the query's rarest required word has, the set to match it within, or undefined
 * to match it in full (then the filter is tested on its matches only).
 */
export type MatchingFilter = (rarestPostings: number) => FilterSet | undefined;

/**
 * Matching within the filter pays once the rarest word's postings outnumber the documents passing by this
 * much. A term is read whole either way unless it is GALLOP_ABOVE times longer than the set, but within
 * the filter only the passing documents' criteria are written, and only they become candidates (matched
 * in full, every match is written, then tested against the filter). At 1M chunks the bench's filters pass
 * about a fifth of the documents; at 4 here, 'prom' (650k postings) within one was matched in full: lean,
 * 20.7 ms, against 11.8 ms at 1 (0.5 gave the same). Over the bench's 500 lean queries the per-query
 * minima's p95 went 14.6 -> 13.6 ms, and 19.3 -> 17.8 ms with facets and highlighting, answers identical.
 */
const POSTINGS_PER_PASSING = 1;

/** How many documents each filter bitmap passes, counted once per bitmap (they are cached). */
const passingCounts = new WeakMap<Uint8Array, number>();

export function matchingFilter(
  data: IndexData,
  node: FilterNode,
  scratch: QueryScratch,
): MatchingFilter | undefined {
  // A filter's bitmap keeps removed documents, which matching within must not read.
  if (node.kind === 'all' || data.deadCount > 0) return undefined;
  return (rarestPostings) => {
    // Below this share, the filter is tested as functions on the matches: cheaper than building a bitmap.
    if (rarestPostings < data.docCount * BITMAP_SHARE) return undefined;
    const bitmap = predicateBitmap(compileFilter(node, data));
    if (!bitmap) return undefined;
    const count = passingCount(bitmap, data.docCount);
    if (count * POSTINGS_PER_PASSING > rarestPostings) return undefined;
    const within: WithinSet = { count, member: bitmap, outside: 0 };
    const ascending = () => ascendingWithin(within, data.docCount, scratch.ints('filterDocs', count + 1));
    return { within, ascending };
  };
}

function passingCount(bitmap: Uint8Array, size: number): number {
  let count = passingCounts.get(bitmap);
  if (count === undefined) {
    count = 0;
    for (let doc = 0; doc < size; doc++) count += bitmap[doc]!;
    passingCounts.set(bitmap, count);
  }
  return count;
}
