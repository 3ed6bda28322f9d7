// A matched word's occurrences in one document, for proximity: read from where matching kept them
// starting (`WordMatches.occurrenceAt`, tied terms' through `WordMatches.tied`), and the closest distance
// of consecutive words' occurrences.
import type { IndexData } from './index-data.js';
import { OCCURRENCE_MASK } from './term-postings.js';
import { wordMatches, type WordMatches } from './word-arrays.js';

/** Occurrences kept per word and document for proximity; more do not change the minimum distance much. */
export const MAX_OCCURRENCES = 16;

/**
 * Packed (slot << 16 | position) occurrences per candidate row, ascending: row r's are
 * packed[start[r] … start[r] + count[r]). Flat typed arrays, because a short prefix can make every
 * document of a large index a candidate, and an array per document would mostly measure the GC.
 */
export interface RowOccurrences {
  start: Int32Array;
  count: Uint8Array;
  packed: Int32Array;
}

/**
 * Whether each term's occurrences in a document ascend (slot, then position) in the postings: listed
 * searchable attributes are indexed in slot order, positions ascending (index-data.ts); two listed with
 * one path would index it twice under one slot, and discovered attributes take slots in each record's
 * own key order.
 */
export function occurrencesAscend(data: IndexData): boolean {
  return (
    data.explicitSearchable && new Set(data.searchable.map((a) => a.path)).size === data.searchable.length
  );
}

/**
 * One document's occurrences of `word` into row 0 of `out`: those of its terms with the document's best
 * typo count, in term order, then sorted (slot, then position); at most MAX_OCCURRENCES. Matching kept
 * where they start (`occurrenceAt`), so this reads only the document's own occurrences.
 */
export function docOccurrences(
  data: IndexData,
  matches: WordMatches,
  doc: number,
  restrictSlots: Set<number> | undefined,
  out: RowOccurrences,
): void {
  const count = readOccurrences(
    data.postings.occurrences.values,
    matches.tied,
    matches.occurrenceAt[doc]!,
    restrictSlots,
    out.packed,
    0,
  );
  out.start[0] = 0;
  out.count[0] = count;
  sortRow(out.packed, 0, count);
}

/**
 * Appends to `out` (holding `count`) the occurrences starting at `at`, or (below 0) those of tied terms,
 * the earlier terms' first; returns the new count. A plain function, not a closure: this runs for every
 * candidate whose proximity is needed.
 */
function readOccurrences(
  occ: Int32Array,
  tied: Int32Array,
  at: number,
  restrictSlots: Set<number> | undefined,
  out: Int32Array,
  count: number,
): number {
  if (at < 0) {
    const link = -2 - at;
    count = readOccurrences(occ, tied, tied[link + 1]!, restrictSlots, out, count);
    at = tied[link]!;
  }
  for (let o = at; count < MAX_OCCURRENCES;) {
    const value = occ[o++]!;
    const packed = value & OCCURRENCE_MASK;
    if (!restrictSlots || restrictSlots.has(packed >>> 16)) out[count++] = packed;
    if (value < 0) break; // the document's last
  }
  return count;
}

/**
 * Sorts one row's packed occurrences (attribute slot, then position) for `proximity`. Insertion sort:
 * a row holds at most MAX_OCCURRENCES, and one term's occurrences are usually in order already.
 */
function sortRow(packed: Int32Array, from: number, end: number): void {
  for (let i = from + 1; i < end; i++) {
    const value = packed[i]!;
    let j = i - 1;
    while (j >= from && packed[j]! > value) {
      packed[j + 1] = packed[j]!;
      j--;
    }
    packed[j + 1] = value;
  }
}

/**
 * Sum over consecutive matched words of their closest distance in one attribute, each capped at 8.
 * `occurrences[w]` holds word w's occurrences by row.
 */
export function proximity(
  words: WordMatches[],
  occurrences: readonly (RowOccurrences | undefined)[],
  doc: number,
  row: number,
): number {
  let total = 0;
  let previous: RowOccurrences | undefined;
  for (let w = 0; w < words.length; w++) {
    if (!wordMatches(words[w]!, doc)) continue;
    const current = occurrences[w];
    if (!current) continue;
    if (previous) {
      // Both lists ascend, so the closest pair is adjacent in their merged order: one merge finds it.
      let best = 8;
      let i = previous.start[row]!;
      const aEnd = i + previous.count[row]!;
      let j = current.start[row]!;
      const bEnd = j + current.count[row]!;
      while (i < aEnd && j < bEnd) {
        const a = previous.packed[i]!;
        const b = current.packed[j]!;
        if (a >>> 16 === b >>> 16) {
          const distance = Math.abs((b & 0xffff) - (a & 0xffff));
          if (distance < best) best = distance === 0 ? 1 : distance;
          if (best === 1) break;
        }
        if (a < b) i++;
        else j++;
      }
      total += best;
    }
    previous = current;
  }
  return total;
}
