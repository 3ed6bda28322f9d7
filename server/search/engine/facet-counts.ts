// Facet value counts and numeric statistics over the documents of a result set. Values are counted by
// id in typed arrays (one pass over the documents per facet), then the top values are named.
import type { FacetStats } from '../types.js';
import type { FacetValueIds } from './facet-value-ids.js';
import type { IndexData } from './index-data.js';
import { scratchFor } from './query-scratch.js';

/**
 * Past this many matches to read (the matches, or the live documents they leave out when fewer), values are
 * counted on an even sample of this many matches and scaled to all of them, and the answer says the counts
 * are approximate, as Algolia's do on large result sets: "The Algolia engine stops counting at some point
 * and makes approximations on the rest of the dataset to keep your searches fast"
 * (https://www.algolia.com/doc/faq/index-configuration/my-facet-and-hit-counts-are-not-accurate/). Counting
 * every one of a million chunks' matches was a large share of a faceted query. A frequent value's count
 * is close (a value on a tenth of the sample, about 6,500 documents of it, is off by about 1 %); a rare
 * one can be off more, or missing.
 */
export const EXACT_FACET_COUNT_LIMIT = 65_536;

export function countFacets(
  data: IndexData,
  docs: ArrayLike<number>,
  attributes: string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
  exactLimit = EXACT_FACET_COUNT_LIMIT,
): {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
  /** False when the counts were scaled from a sample (`exhaustiveFacetsCount`). */
  exhaustive: boolean;
} {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  // A short query matches most of the index: then its counts are the index's totals minus the counts
  // of the few documents it does not match, which reads far fewer documents' values. When it matches
  // every live document (its documents are distinct live ones), there are none to look for.
  const unmatched = data.liveCount - docs.length;
  const exhaustive = Math.min(docs.length, unmatched) <= exactLimit;
  const sample = exhaustive ? docs : ascending(data, evenSample(data, docs, exactLimit));
  const scale = docs.length / sample.length;
  const others = !exhaustive
    ? undefined
    : unmatched === 0
      ? new Int32Array(0)
      : docs.length * 2 > data.liveCount
        ? unmatchedDocs(data, docs)
        : undefined;
  for (const attribute of attributes) {
    const dictionary = data.facetValueIds.get(attribute);
    if (!dictionary) {
      facets[attribute] = {};
      continue;
    }
    let counts: Uint32Array;
    if (others) {
      counts = totalCounts(data, attribute, dictionary).slice();
      dictionary.tally(others, counts, -1);
    } else {
      counts = new Uint32Array(dictionary.values.length);
      dictionary.tally(sample, counts, 1);
    }
    const entries: [string, number][] = [];
    counts.forEach((count, id) => {
      if (count > 0) entries.push([dictionary.values[id]!, exhaustive ? count : Math.round(count * scale)]);
    });
    entries.sort(
      sortBy === 'alpha'
        ? (a, b) => compareText(a[0], b[0])
        : (a, b) => b[1] - a[1] || compareText(a[0], b[0]),
    );
    facets[attribute] = Object.fromEntries(entries.slice(0, maxValues));
    const numericStats = statsOf(entries);
    if (numericStats) stats[attribute] = numericStats;
  }
  return { facets, stats, exhaustive };
}

/** The live documents not among `docs` (a set), in scratch space. */
function unmatchedDocs(data: IndexData, docs: ArrayLike<number>): Int32Array {
  const scratch = scratchFor(data);
  const size = data.docCount;
  const matched = scratch.bytes('facetMatched', size).fill(0, 0, size);
  for (let i = 0; i < docs.length; i++) matched[docs[i]!] = 1;
  const others = scratch.ints('facetOthers', data.liveCount - docs.length);
  let count = 0;
  for (let doc = 0; doc < size; doc++) if (!matched[doc] && data.isAlive(doc)) others[count++] = doc;
  return others.subarray(0, count);
}

const totals = new WeakMap<IndexData, Map<string, { size: number; live: number; counts: Uint32Array }>>();

/**
 * A facet's value counts over every live document. Documents are only appended and removed, so the
 * number of documents and of live ones together tell whether the index changed.
 */
function totalCounts(data: IndexData, attribute: string, dictionary: FacetValueIds): Uint32Array {
  let byAttribute = totals.get(data);
  if (!byAttribute) totals.set(data, (byAttribute = new Map()));
  const entry = byAttribute.get(attribute);
  if (entry?.size === data.docCount && entry.live === data.liveCount) return entry.counts;
  const counts = new Uint32Array(dictionary.values.length);
  const live: number[] = [];
  for (let doc = 0; doc < data.docCount; doc++) if (data.isAlive(doc)) live.push(doc);
  dictionary.tally(live, counts, 1);
  byAttribute.set(attribute, { size: data.docCount, live: data.liveCount, counts });
  return counts;
}

/** min/max/avg/sum when every value of the facet is a number (Algolia's facets_stats). */
function statsOf(entries: [string, number][]): FacetStats | undefined {
  if (entries.length === 0) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (const [value, n] of entries) {
    const v = Number(value);
    if (value.trim() === '' || !Number.isFinite(v)) return undefined;
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v * n;
    count += n;
  }
  return { min, max, avg: sum / count, sum };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `docs` (distinct documents) in ascending order: as given when they already ascend, else in scratch space,
 * marked on a byte per document and read back in order. A sample of a prefix's matches holds one ascending
 * run per term, each spread thin over the whole index: tallied in that order, nearly every document's value
 * ids were a cache miss (a prefix's sample at a million chunks: ~4x the time of one ascending sweep).
 */
function ascending(data: IndexData, docs: Int32Array): Int32Array {
  let sorted = true;
  for (let i = 1; i < docs.length && sorted; i++) sorted = docs[i - 1]! < docs[i]!;
  if (sorted) return docs;
  const scratch = scratchFor(data);
  const size = data.docCount;
  const marks = scratch.bytes('facetMarks', size).fill(0, 0, size);
  for (let i = 0; i < docs.length; i++) marks[docs[i]!] = 1;
  const out = scratch.ints('facetAscending', docs.length);
  let count = 0;
  for (let doc = 0; doc < size; doc++) if (marks[doc]) out[count++] = doc;
  return out.subarray(0, count);
}

/**
 * One of `docs` from each run of k, `size` of them at most, in scratch space. Which one of its run is
 * drawn varies (by a multiplicative hash of the run's number), so a pattern that repeats every k
 * matches (chunks of one bill sit side by side) does not skew the sample.
 */
export function evenSample(data: IndexData, docs: ArrayLike<number>, size: number): Int32Array {
  const step = Math.ceil(docs.length / size);
  const sample = scratchFor(data).ints('facetSample', Math.ceil(docs.length / step));
  let count = 0;
  for (let from = 0, run = 0; from < docs.length; from += step, run++) {
    const within = (Math.imul(run, 0x9e3779b1) >>> 0) % Math.min(step, docs.length - from);
    sample[count++] = docs[from + within]!;
  }
  return sample.subarray(0, count);
}
