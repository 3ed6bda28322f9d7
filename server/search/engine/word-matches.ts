// For each query word, the documents it matches with their best typo count, best attribute and position,
// and (a few of) their positions for proximity.
import type { IndexData } from './index-data.js';
import type { PlannedWord } from './query-plan.js';

/** Occurrences kept per word and document for proximity; more do not change the minimum distance much. */
const MAX_OCCURRENCES = 16;

export interface WordHit {
  typos: number;
  /** Best attribute rank × 65536 + first position there (0 when the attribute is unordered). */
  attributeScore: number;
  exact: boolean;
  /** Packed (slot << 16 | position) occurrences of the best-typo terms. */
  occurrences: number[];
}

export function matchWord(
  data: IndexData,
  word: PlannedWord,
  restrictSlots: Set<number> | undefined,
): Map<number, WordHit> {
  const hits = new Map<number, WordHit>();
  for (const [termId, typos] of word.terms) {
    const postings = data.postings[termId];
    if (!postings) continue;
    const exact = typos === 0 && data.dict.terms[termId] === word.term;
    const { docs, occStart, occ } = postings;
    for (let k = 0; k < docs.length; k++) {
      const doc = docs[k]!;
      if (!data.isAlive(doc)) continue;
      const end = k + 1 < docs.length ? occStart[k + 1]! : occ.length;
      let attributeScore = Number.POSITIVE_INFINITY;
      const positions: number[] = [];
      for (let o = occStart[k]!; o < end; o++) {
        const packed = occ[o]!;
        const slot = packed >>> 16;
        if (restrictSlots && !restrictSlots.has(slot)) continue;
        const attribute = data.attributeOfSlot(slot);
        const score = attribute.rank * 65536 + (attribute.unordered ? 0 : packed & 0xffff);
        if (score < attributeScore) attributeScore = score;
        if (positions.length < MAX_OCCURRENCES) positions.push(packed);
      }
      if (positions.length === 0) continue;
      const known = hits.get(doc);
      if (!known || typos < known.typos) {
        hits.set(doc, { typos, attributeScore, exact, occurrences: positions });
      } else if (typos === known.typos) {
        known.exact ||= exact;
        if (attributeScore < known.attributeScore) known.attributeScore = attributeScore;
        for (const p of positions) if (known.occurrences.length < MAX_OCCURRENCES) known.occurrences.push(p);
      }
    }
  }
  return hits;
}

/** Sum over consecutive matched words of their closest distance in one attribute, each capped at 8. */
export function proximity(hitsInQueryOrder: (WordHit | undefined)[]): number {
  let total = 0;
  let previous: WordHit | undefined;
  for (const hit of hitsInQueryOrder) {
    if (!hit) continue;
    if (previous) {
      let best = 8;
      for (const a of previous.occurrences) {
        for (const b of hit.occurrences) {
          if (a >>> 16 !== b >>> 16) continue;
          const distance = Math.abs((b & 0xffff) - (a & 0xffff));
          if (distance < best) best = distance === 0 ? 1 : distance;
        }
      }
      total += best;
    }
    previous = hit;
  }
  return total;
}
