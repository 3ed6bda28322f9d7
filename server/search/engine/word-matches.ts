// For each query word, the documents it matches with their best typo count, best attribute and position,
// and (when proximity matters) a few of their positions. Dense typed arrays indexed by document number
// keep this allocation-free per document, which matters for short prefixes matching most of an index.

/** Occurrences kept per word and document for proximity; more do not change the minimum distance much. */
const MAX_OCCURRENCES = 16;
const NO_MATCH = 255;

import type { IndexData } from './index-data.js';
import type { PlannedWord } from './query-plan.js';
import type { QueryScratch } from './query-scratch.js';

export interface WordMatches {
  /** Matched document numbers, in no particular order. */
  docs: Int32Array;
  /** Per document: typos of the best match, NO_MATCH when the word does not match it. */
  typos: Uint8Array;
  /** Per document: best attribute rank × 65536 + first position there (0 when unordered). */
  attribute: Float64Array;
  exact: Uint8Array;
  /** Occurrences of the candidate rows, filled by `collectOccurrences` for multi-word queries only. */
  occurrences: RowOccurrences | undefined;
}

/**
 * Packed (slot << 16 | position) occurrences per candidate row: row r's are
 * packed[start[r] … start[r] + count[r]). Flat typed arrays, because a short prefix can make every
 * document of a large index a candidate, and an array per document would mostly measure the GC.
 */
export interface RowOccurrences {
  start: Int32Array;
  count: Uint8Array;
  packed: Int32Array;
}

export function wordMatches(matches: WordMatches, doc: number): boolean {
  return matches.typos[doc] !== NO_MATCH;
}

/**
 * The documents `word` matches. Its per-document arrays are the scratch buffers of word number `slot`:
 * only entries of matched documents are meaningful (`typos` is reset to NO_MATCH everywhere).
 */
export function matchWord(
  data: IndexData,
  word: PlannedWord,
  restrictSlots: Set<number> | undefined,
  scratch: QueryScratch,
  slot: number,
): WordMatches {
  const size = data.docs.length;
  const matched = scratch.ints(`docs${slot}`, size);
  let matchedCount = 0;
  const result: WordMatches = {
    docs: matched,
    typos: scratch.bytes(`typos${slot}`, size).fill(NO_MATCH, 0, size),
    attribute: scratch.doubles(`attribute${slot}`, size),
    exact: scratch.bytes(`exact${slot}`, size),
    occurrences: undefined,
  };
  const slotScore = data.searchable.map((a) => ({ base: a.rank * 65536, unordered: a.unordered }));
  for (const [termId, typos] of word.terms) {
    const postings = data.postings[termId];
    if (!postings) continue;
    const exact = typos === 0 && data.dict.terms[termId] === word.term ? 1 : 0;
    const { docs, occStart, occ } = postings;
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k]!;
      if (!data.isAlive(doc)) continue;
      const known = result.typos[doc]!;
      if (known !== NO_MATCH && typos > known) continue;
      const end = k + 1 < docs.length ? occStart[k + 1]! : occ.length;
      let best = Number.POSITIVE_INFINITY;
      let found = false;
      for (let o = occStart[k]!; o < end; o++) {
        const packed = occ[o]!;
        const slot = packed >>> 16;
        if (restrictSlots && !restrictSlots.has(slot)) continue;
        found = true;
        const attribute = slotScore[slot]!;
        const score = attribute.base + (attribute.unordered ? 0 : packed & 0xffff);
        if (score < best) best = score;
      }
      if (!found) continue;
      if (known === NO_MATCH) matched[matchedCount++] = doc;
      if (known === NO_MATCH || typos < known) {
        result.typos[doc] = typos;
        result.attribute[doc] = best;
        result.exact[doc] = exact;
      } else {
        if (best < result.attribute[doc]!) result.attribute[doc] = best;
        if (exact) result.exact[doc] = 1;
      }
    }
  }
  result.docs = matched.subarray(0, matchedCount);
  return result;
}

/**
 * Fills `matches.occurrences` for the candidate rows only (`rowOf[doc]` is the row, -1 when the document
 * is not a candidate): two passes over the word's postings, one to size the flat arrays, one to fill them.
 */
export function collectOccurrences(
  data: IndexData,
  word: PlannedWord,
  matches: WordMatches,
  rowOf: Int32Array,
  rows: number,
  restrictSlots: Set<number> | undefined,
  scratch: QueryScratch,
  slot: number,
): void {
  const count = scratch.bytes(`occCount${slot}`, rows).fill(0, 0, rows);
  const visit = (fill: Int32Array | undefined, start: Int32Array | undefined) => {
    for (const [termId, typos] of word.terms) {
      const postings = data.postings[termId];
      if (!postings) continue;
      const { docs, occStart, occ } = postings;
      for (let k = 0; k < docs.length; k++) {
        const doc = docs[k]!;
        const row = rowOf[doc]!;
        if (row < 0 || matches.typos[doc] !== typos) continue;
        const end = k + 1 < docs.length ? occStart[k + 1]! : occ.length;
        for (let o = occStart[k]!; o < end && count[row]! < MAX_OCCURRENCES; o++) {
          const packed = occ[o]!;
          if (restrictSlots && !restrictSlots.has(packed >>> 16)) continue;
          if (fill) fill[start![row]! + count[row]!] = packed;
          count[row]!++;
        }
      }
    }
  };
  visit(undefined, undefined);
  const start = scratch.ints(`occStart${slot}`, rows);
  let total = 0;
  for (let r = 0; r < rows; r++) {
    start[r] = total;
    total += count[r]!;
  }
  const packed = scratch.ints(`occPacked${slot}`, total);
  count.fill(0, 0, rows);
  visit(packed, start);
  matches.occurrences = { start, count, packed };
}

/** Sum over consecutive matched words of their closest distance in one attribute, each capped at 8. */
export function proximity(words: WordMatches[], doc: number, row: number): number {
  let total = 0;
  let previous: RowOccurrences | undefined;
  for (const word of words) {
    if (!wordMatches(word, doc)) continue;
    const current = word.occurrences;
    if (!current) continue;
    if (previous) {
      let best = 8;
      const aEnd = previous.start[row]! + previous.count[row]!;
      const bStart = current.start[row]!;
      const bEnd = bStart + current.count[row]!;
      for (let i = previous.start[row]!; i < aEnd; i++) {
        const a = previous.packed[i]!;
        for (let j = bStart; j < bEnd; j++) {
          const b = current.packed[j]!;
          if (a >>> 16 !== b >>> 16) continue;
          const distance = Math.abs((b & 0xffff) - (a & 0xffff));
          if (distance < best) best = distance === 0 ? 1 : distance;
        }
      }
      total += best;
    }
    previous = current;
  }
  return total;
}
