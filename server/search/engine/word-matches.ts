// For each query word, the documents it matches with their best typo count, best attribute and position,
// and (when proximity matters) a few of their positions. Dense typed arrays indexed by document number
// keep this allocation-free per document, which matters for short prefixes matching most of an index.

/** Occurrences kept per word and document for proximity; more do not change the minimum distance much. */
const MAX_OCCURRENCES = 16;
const NO_MATCH = 255;

import type { IndexData } from './index-data.js';
import type { PlannedWord } from './query-plan.js';

export interface WordMatches {
  /** Matched document numbers, in no particular order. */
  docs: number[];
  /** Per document: typos of the best match, NO_MATCH when the word does not match it. */
  typos: Uint8Array;
  /** Per document: best attribute rank × 65536 + first position there (0 when unordered). */
  attribute: Float64Array;
  exact: Uint8Array;
  /** Packed (slot << 16 | position) occurrences per document, only kept for multi-word queries. */
  occurrences: Map<number, number[]> | undefined;
}

export function wordMatches(matches: WordMatches, doc: number): boolean {
  return matches.typos[doc] !== NO_MATCH;
}

export function matchWord(
  data: IndexData,
  word: PlannedWord,
  restrictSlots: Set<number> | undefined,
  keepOccurrences: boolean,
): WordMatches {
  const size = data.docs.length;
  const result: WordMatches = {
    docs: [],
    typos: new Uint8Array(size).fill(NO_MATCH),
    attribute: new Float64Array(size),
    exact: new Uint8Array(size),
    occurrences: keepOccurrences ? new Map() : undefined,
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
      if (known === NO_MATCH) result.docs.push(doc);
      if (known === NO_MATCH || typos < known) {
        result.typos[doc] = typos;
        result.attribute[doc] = best;
        result.exact[doc] = exact;
        result.occurrences?.set(doc, []);
      } else {
        if (best < result.attribute[doc]!) result.attribute[doc] = best;
        if (exact) result.exact[doc] = 1;
      }
      const list = result.occurrences?.get(doc);
      if (list) {
        for (let o = occStart[k]!; o < end && list.length < MAX_OCCURRENCES; o++) {
          if (!restrictSlots || restrictSlots.has(occ[o]! >>> 16)) list.push(occ[o]!);
        }
      }
    }
  }
  return result;
}

/**
 * Fills `matches.occurrences` for the candidate documents only (a second pass over the word's postings),
 * so proximity costs allocations for the documents that can rank, not for every document a word matches.
 */
export function collectOccurrences(
  data: IndexData,
  word: PlannedWord,
  matches: WordMatches,
  candidates: Uint8Array,
  restrictSlots: Set<number> | undefined,
): void {
  const occurrences = new Map<number, number[]>();
  matches.occurrences = occurrences;
  for (const [termId, typos] of word.terms) {
    const postings = data.postings[termId];
    if (!postings) continue;
    const { docs, occStart, occ } = postings;
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k]!;
      if (candidates[doc] !== 1 || matches.typos[doc] !== typos) continue;
      let list = occurrences.get(doc);
      if (!list) occurrences.set(doc, (list = []));
      const end = k + 1 < docs.length ? occStart[k + 1]! : occ.length;
      for (let o = occStart[k]!; o < end && list.length < MAX_OCCURRENCES; o++) {
        if (!restrictSlots || restrictSlots.has(occ[o]! >>> 16)) list.push(occ[o]!);
      }
    }
  }
}

/** Sum over consecutive matched words of their closest distance in one attribute, each capped at 8. */
export function proximity(words: WordMatches[], doc: number): number {
  let total = 0;
  let previous: number[] | undefined;
  for (const word of words) {
    if (!wordMatches(word, doc)) continue;
    const current = word.occurrences?.get(doc) ?? [];
    if (previous) {
      let best = 8;
      for (const a of previous) {
        for (const b of current) {
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
