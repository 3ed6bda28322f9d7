// For each query word, the documents it matches with their best typo count, best attribute and position,
// and (when proximity matters) where their occurrences start: the word's terms read one after another,
// in full or within the documents of rarer words or a filter, each term by the loop of term-writes.ts
// that fits it.
import type { IndexData } from './index-data.js';
import type { PlannedWord } from './query-plan.js';
import type { QueryScratch } from './query-scratch.js';
import { denseStarts } from './dense-starts.js';
import { nextRun, OCCURRENCE_MASK, SKIP_EVERY } from './term-postings.js';
import { NO_MATCH, TieLinks, wordArrays, type WithinSet, type WordMatches } from './word-arrays.js';
import { occurrencesAscend } from './word-occurrences.js';
import {
  firstScore,
  keepMembers,
  keepMembersOfAll,
  mergeKnown,
  mixedMembership,
  termRun,
  writeDense,
  writeFewerTypos,
  writeFirstTerm,
  writeKept,
  writeLaterTerm,
  writeMatch,
  writeNew,
  writeUnlinked,
  type DenseTerm,
  type TermScores,
} from './term-writes.js';

/** `matchWordWithin` gallops through a term with more than this many documents per wanted one. */
const GALLOP_ABOVE = 8;

/**
 * The typos and exactness of a word's terms read (those that may change its matches), noted term by
 * term: one of each makes the word's matches `same`.
 */
class SameCriteria {
  private typos = -1;
  private exact = -1;
  private differ = false;

  note(typos: number, exact: number): void {
    if (this.typos < 0) {
      this.typos = typos;
      this.exact = exact;
    } else if (typos !== this.typos || exact !== this.exact) this.differ = true;
  }

  /** `WordMatches.same` when it holds, else undefined. */
  result(): WordMatches['same'] {
    return this.differ || this.typos < 0 ? undefined : { typos: this.typos, exact: this.exact };
  }
}

/**
 * The documents `word` matches. Its per-document arrays are the scratch buffers of word number `slot`:
 * only entries of matched documents are meaningful (`typos` is reset to NO_MATCH everywhere).
 * `keepOccurrences` false leaves `occurrenceAt` and `tied` unset: a query of one word has no proximity.
 */
export function matchWord(
  data: IndexData,
  word: PlannedWord,
  restrictSlots: Set<number> | undefined,
  scratch: QueryScratch,
  slot: number,
  keepOccurrences = true,
): WordMatches {
  const size = data.docCount;
  // The matches and typos as locals, read once per posting of every matched term; the other arrays are
  // written through writeMatch (inlined: no slower than locals at 1M chunks) and mergeKnown.
  const arrays = wordArrays(scratch, slot, size, size);
  const { docs: matched, typos: typosOf } = arrays;
  let matchedCount = 0;
  const ties = new TieLinks(scratch, slot, arrays.tied);
  // Tied terms are linked only for proximity.
  const kept = keepOccurrences ? ties : undefined;
  const { base, positionMask, unorderedSlots } = slotScores(data);
  const firstIsBest = restrictSlots === undefined && firstOccurrenceIsBest(data);
  // Postings keep removed documents until the next rebuild; with none removed, skip the check.
  const allAlive = data.deadCount === 0;
  const { docs, occurrences, counts } = data.postings;
  const docList = docs.values;
  const occ = occurrences.values;
  const countList = counts.values;
  const same = new SameCriteria();
  let mostTypos = -1;
  // The fewest typos of the terms read: no document matched so far has fewer.
  let fewestTypos = NO_MATCH;
  // Without proximity, a term in every document with the fewest typos ('section' at 1M chunks, for
  // 'sec' and 'sect') is read first: see `heldEverywhere`.
  const everywhere = keepOccurrences || !allAlive ? -1 : heldEverywhere(data, word);
  const order =
    everywhere > 0
      ? [everywhere, ...[...word.termIds.keys()].filter((t) => t !== everywhere)]
      : word.termIds.keys();
  for (const t of order) {
    const termId = word.termIds[t]!;
    const typos = word.termTypos[t]!;
    const from = docs.start(termId);
    const to = from + docs.length(termId);
    let next = occurrences.start(termId);
    // Each document's occurrence count, read beside it (term-postings.ts): its occurrences end there.
    const countShift = counts.start(termId) - from;
    const exactCounts = data.postings.countsExact(termId);
    const exact = typos === 0 && data.dict.terms[termId] === word.term ? 1 : 0;
    if (to === from) continue;
    if (changesNothing(matchedCount, data.liveCount, mostTypos, typos)) continue;
    same.note(typos, exact);
    mostTypos = Math.max(mostTypos, typos);
    const fewer = typos < fewestTypos;
    fewestTypos = Math.min(fewestTypos, typos);
    if (matchedCount === 0 && firstIsBest && allAlive && exactCounts) {
      // The first term, the usual case: no document is known yet, so each one is simply written. The
      // general loop below costs about three times as much per posting.
      matchedCount = writeFirstTerm(data.postings, termId, typos, exact, unorderedSlots, arrays);
      continue;
    }
    if (firstIsBest && allAlive && exactCounts) {
      const term: TermScores = { termId, typos, exact, unorderedSlots };
      if (fewer) {
        // Fewer typos than every term before it ('section' after 'secondary' and 'secretary' for
        // 'sect'): its criteria replace those of every document it holds.
        matchedCount = writeFewerTypos(data.postings, term, arrays, matchedCount);
        continue;
      }
      if (!kept && typos === fewestTypos) {
        // No document known has fewer typos, and nothing links tied terms: see `writeUnlinked`.
        matchedCount = writeUnlinked(data.postings, term, arrays, matchedCount);
        continue;
      }
      // Every document is in the set: none is `outside`, above any typo count.
      const set: WithinSet = { count: size, member: typosOf, outside: NO_MATCH + 1 };
      matchedCount = writeLaterTerm(data.postings, term, set, arrays, matchedCount, kept);
      continue;
    }
    for (let k = from; k < to; k++) {
      const first = next;
      next = nextRun(occ, first, countList[k + countShift]!);
      const doc = docList[k]!;
      if (!allAlive && !data.isAlive(doc)) continue;
      const known = typosOf[doc]!;
      if (known !== NO_MATCH && typos > known) continue;
      let best = Number.POSITIVE_INFINITY;
      if (firstIsBest) best = firstScore(occ[first]! & OCCURRENCE_MASK, unorderedSlots);
      else {
        for (let o = first; o < next; o++) {
          const packed = occ[o]! & OCCURRENCE_MASK;
          const slot = packed >>> 16;
          if (restrictSlots && !restrictSlots.has(slot)) continue;
          const score = base[slot]! + (packed & positionMask[slot]!);
          if (score < best) best = score;
        }
        if (best === Number.POSITIVE_INFINITY) continue;
      }
      if (known !== NO_MATCH) mergeKnown(arrays, doc, first, best, typos, exact, kept);
      else {
        matched[matchedCount++] = doc;
        writeMatch(arrays, doc, first, best, typos, exact);
      }
    }
  }
  if (everywhere > 0) firstHeldOrder(data, word.termIds.slice(0, everywhere), scratch, matched);
  return {
    ...arrays,
    docs: matched.subarray(0, matchedCount),
    tied: ties.links,
    same: same.result(),
  };
}

/**
 * The word's term that holds every document and has the fewest typos of its terms, or -1. When nothing
 * will read a document's occurrences (no proximity), the word's criteria do not depend on the order its
 * terms are read in, so `matchWord` reads that one first: written as a first term is (`writeFirstTerm`),
 * the others with as many typos merged into its documents, those with more changing nothing
 * (`changesNothing`). In its place (the dictionary's order: 'section' after 'secondary' and 'secretary'
 * for 'sec', at 1M chunks) each of its million documents was merged into those known, at a branch each.
 * Only the order of the matches differs, and `firstHeldOrder` restores it (a sampled facet count draws
 * from it).
 */
function heldEverywhere(data: IndexData, word: PlannedWord): number {
  const { termIds, termTypos } = word;
  const fewest = Math.min(...termTypos);
  return termIds.findIndex(
    (termId, t) => termTypos[t] === fewest && data.postings.docCount(termId) === data.docCount,
  );
}

/**
 * Every document of the index into `out` in the order the word's terms first hold them, read in their own
 * order, when a term after `before` holds every document: those of `before` as they come, then the rest
 * ascending (in the last pass, each document is written past those kept and counted only if new).
 */
function firstHeldOrder(data: IndexData, before: number[], scratch: QueryScratch, out: Int32Array): void {
  const size = data.docCount;
  const seen = scratch.bytes('seen', size).fill(0, 0, size);
  const { docs } = data.postings;
  const docList = docs.values;
  let count = 0;
  for (const termId of before) {
    const from = docs.start(termId);
    const to = from + docs.length(termId);
    for (let k = from; k < to; k++) {
      const doc = docList[k]!;
      out[count] = doc;
      count += 1 - seen[doc]!;
      seen[doc] = 1;
    }
  }
  for (let doc = 0; doc < size; doc++) {
    out[count] = doc;
    count += 1 - seen[doc]!;
  }
}

/**
 * Whether a word's term with `typos` would change nothing in its matches so far: every document it may
 * match (`matchedCount` of `wanted`) matched already, none with as many typos (`mostTypos`, the most of
 * the terms read). A word's exact term in every document ('section', at 1M chunks) leaves its typo terms
 * ('sections') to be skipped rather than read whole.
 */
function changesNothing(matchedCount: number, wanted: number, mostTypos: number, typos: number): boolean {
  return matchedCount === wanted && mostTypos < typos;
}

/**
 * `matchWord` for the documents of `previous` only: what the word's arrays hold for each of them is what
 * `matchWord` would give, and nothing for other documents. A query whose words are all required needs no
 * more: a document lacking a rarer word, or failing the filter, is no candidate (query-matching.ts).
 * `ascending()` gives `previous`'s documents in ascending order; it is asked for only when a term is much
 * longer than they are: the two are then intersected by galloping from whichever side is behind, so the term is
 * read only around them; a found document's occurrences are reached from the term's skip pointers (every
 * SKIP_EVERY-th document) or from the one found before it in the same block. A shorter term is read
 * whole, testing each document against `previous`.
 */
export function matchWordWithin(
  data: IndexData,
  word: PlannedWord,
  restrictSlots: Set<number> | undefined,
  scratch: QueryScratch,
  slot: number,
  previous: WithinSet,
  ascending: () => Int32Array,
): WordMatches {
  const size = data.docCount;
  const { count: wanted, member, outside } = previous;
  let within: Int32Array | undefined;
  // One more than can match: the first term read whole writes one document past those it keeps.
  const arrays = wordArrays(scratch, slot, size, Math.min(size, wanted) + 1);
  const { docs: matched, typos: typosOf } = arrays;
  let matchedCount = 0;
  const ties = new TieLinks(scratch, slot, arrays.tied);
  const { base, positionMask, unorderedSlots } = slotScores(data);
  const firstIsBest = restrictSlots === undefined && firstOccurrenceIsBest(data);
  const { docs, occurrences, skips, counts } = data.postings;
  const docList = docs.values;
  const occ = occurrences.values;
  const skipList = skips.values;
  const countList = counts.values;
  const same = new SameCriteria();
  let mostTypos = -1;
  for (let t = 0; t < word.termIds.length && wanted > 0; t++) {
    const termId = word.termIds[t]!;
    const typos = word.termTypos[t]!;
    const from = docs.start(termId);
    const to = from + docs.length(termId);
    const occFrom = occurrences.start(termId);
    const skipFrom = skips.start(termId);
    // As in `matchWord`: document k's occurrence count is countList[k + countShift].
    const countShift = counts.start(termId) - from;
    const exactCounts = data.postings.countsExact(termId);
    const exact = typos === 0 && data.dict.terms[termId] === word.term ? 1 : 0;
    if (to === from) continue;
    if (changesNothing(matchedCount, wanted, mostTypos, typos)) continue;
    same.note(typos, exact);
    mostTypos = Math.max(mostTypos, typos);
    // The last document whose occurrences were located: its number among the term's, and their start.
    let atRank = 0;
    let atOccurrence = occFrom;
    // A term not much longer than `within` is read whole, as `matchWord` does: galloping would step
    // over a few documents at a time, at a higher cost per step.
    const whole = to - from <= GALLOP_ABOVE * wanted;
    const term: TermScores = { termId, typos, exact, unorderedSlots };
    // A term most documents hold is read at `previous`'s documents when they are fewer (dense-starts.ts,
    // which also requires exact counts).
    const dense =
      firstIsBest && 2 * wanted <= to - from ? denseStarts(data.postings, termId, size) : undefined;
    if (dense) {
      const starts: DenseTerm = { dense, occFrom, occ };
      matchedCount = writeDense(starts, term, (within ??= ascending()), scratch, arrays, matchedCount, ties);
      continue;
    }
    if (whole && firstIsBest && exactCounts) {
      const run = termRun(data.postings, termId);
      if (matchedCount === 0) {
        // The first term read whole: no document is known yet and its first occurrence is its best, so
        // a document of `previous` is simply written, as `matchWord`'s first term is. In two passes: the
        // first keeps the term's documents of `previous` and where their occurrences start without a
        // branch on each (every document is written past those kept, and counted only if it is one of
        // them), the second writes their arrays. A common word read around a fifth of its documents
        // spent most of this loop on that branch, taken at random.
        const firsts = scratch.ints('firsts', wanted + 1);
        // A term in every document ('section', at 1M chunks) holds documents 0, 1, 2 … in order.
        const kept =
          to - from === size
            ? keepMembersOfAll(run, previous, matched, firsts)
            : keepMembers(run, previous, matched, firsts);
        writeNew(occ, term, firsts, kept, arrays);
        matchedCount = kept;
      } else if (mixedMembership(run, previous)) {
        // About as many of its documents in `previous` as not: kept first without a branch, as the
        // first term's are, then written or merged (`writeLaterTerm`'s test of each is taken at random).
        const kept = scratch.ints('kept', to - from + 1);
        const firsts = scratch.ints('firsts', to - from + 1);
        const keptCount = keepMembers(run, previous, kept, firsts);
        matchedCount = writeKept(occ, term, kept, firsts, keptCount, arrays, matchedCount, ties);
      } else matchedCount = writeLaterTerm(data.postings, term, previous, arrays, matchedCount, ties);
      continue;
    }
    if (!whole) within ??= ascending();
    let k = from;
    let w = 0;
    while (k < to && (whole || w < wanted)) {
      let doc: number;
      let first: number;
      if (whole) {
        first = atOccurrence;
        atOccurrence = nextRun(occ, first, countList[k + countShift]!);
        doc = docList[k++]!;
        if (member[doc] === outside) continue;
      } else {
        const target = within![w]!;
        doc = docList[k]!;
        if (doc < target) {
          // Documents ascend by at least 1, so `target` is no further than `target - doc` places on: where
          // the term holds every document between (a word in nearly all of them) it is exactly there.
          const bound = k + (target - doc);
          if (bound < to && docList[bound] === target) k = bound;
          else k = gallop(docList, k + 1, Math.min(to, bound + 1), target);
          if (k === to) break;
          doc = docList[k]!;
        }
        if (doc > target) {
          w = gallop(within!, w + 1, wanted, doc);
          continue;
        }
        const rank = k - from;
        const block = rank - (rank % SKIP_EVERY);
        if (atRank > rank || atRank < block) {
          atRank = block;
          atOccurrence = occFrom + skipList[skipFrom + block / SKIP_EVERY]!;
        }
        if (exactCounts)
          for (let c = from + atRank + countShift; atRank < rank; atRank++) atOccurrence += countList[c++]!;
        else
          for (; atRank < rank; atRank++)
            atOccurrence = nextRun(occ, atOccurrence, countList[from + atRank + countShift]!);
        first = atOccurrence;
        k++;
        w++;
      }
      const known = typosOf[doc]!;
      if (known !== NO_MATCH && typos > known) continue;
      let best = Number.POSITIVE_INFINITY;
      if (firstIsBest) best = firstScore(occ[first]! & OCCURRENCE_MASK, unorderedSlots);
      else
        for (let o = first; ; o++) {
          const value = occ[o]!;
          const packed = value & OCCURRENCE_MASK;
          const slot = packed >>> 16;
          if (!restrictSlots || restrictSlots.has(slot)) {
            const score = base[slot]! + (packed & positionMask[slot]!);
            if (score < best) best = score;
          }
          if (value < 0) break;
        }
      if (best === Number.POSITIVE_INFINITY) continue;
      if (known !== NO_MATCH) mergeKnown(arrays, doc, first, best, typos, exact, ties);
      else {
        matched[matchedCount++] = doc;
        writeMatch(arrays, doc, first, best, typos, exact);
      }
    }
  }
  return { ...arrays, docs: matched.subarray(0, matchedCount), tied: ties.links, same: same.result() };
}

/**
 * The first index in [from, to) of ascending `values` whose value is at least `target` (`to` if none):
 * steps of 1, 2, 4 … from `from`, then a binary search in the last step, so finding a value d places
 * ahead costs about 2 log d reads however long the list.
 */
export function gallop(values: Int32Array, from: number, to: number, target: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < to && values[hi]! < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > to) hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Per attribute slot: its rank × 65536, and the mask keeping an occurrence's position (0 when unordered);
 * and the unordered slots as bits (see `firstScore`).
 */
function slotScores(data: IndexData): {
  base: Float64Array;
  positionMask: Int32Array;
  unorderedSlots: number;
} {
  const base = Float64Array.from(data.searchable, (a) => a.rank * 65536);
  const positionMask = Int32Array.from(data.searchable, (a) => (a.unordered ? 0 : 0xffff));
  let unorderedSlots = 0;
  data.searchable.forEach((a, slot) => {
    if (a.unordered && slot < 32) unorderedSlots |= 1 << slot;
  });
  return { base, positionMask, unorderedSlots };
}

/**
 * Whether a document's first occurrence of a term always has its best attribute score, so matching need
 * not read the others. Listed searchable attributes are indexed in slot order with ascending positions;
 * if no two of them share a rank (or a path), an earlier occurrence always scores at least as well.
 */
function firstOccurrenceIsBest(data: IndexData): boolean {
  const { searchable } = data;
  // Ranks rising one by one from 0 (no two listed together) are the slots themselves: matching then
  // scores an occurrence by `firstScore`.
  return occurrencesAscend(data) && searchable.length <= 32 && searchable.every((a, slot) => a.rank === slot);
}
