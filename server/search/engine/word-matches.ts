// For each query word, the documents it matches with their best typo count, best attribute and position,
// and (when proximity matters) a few of their positions. Dense typed arrays indexed by document number
// keep this allocation-free per document, which matters for short prefixes matching most of an index.

/** Occurrences kept per word and document for proximity; more do not change the minimum distance much. */
export const MAX_OCCURRENCES = 16;
/** `WordMatches.typos` of a document the word does not match. */
export const NO_MATCH = 255;
/** `matchWordWithin` gallops through a term with more than this many documents per wanted one. */
const GALLOP_ABOVE = 8;

import type { IndexData } from './index-data.js';
import type { PlannedWord } from './query-plan.js';
import type { QueryScratch } from './query-scratch.js';
import { denseStarts } from './dense-starts.js';
import { nextRun, OCCURRENCE_MASK, SKIP_EVERY, type TermPostings } from './term-postings.js';

export interface WordMatches {
  /** Matched document numbers, in no particular order. */
  docs: Int32Array;
  /** Per document: typos of the best match, NO_MATCH when the word does not match it. */
  typos: Uint8Array;
  /**
   * Per document: best attribute rank × 65536 + first position there (0 when unordered). Slots, and so
   * ranks, stay below 2^15 (term-postings.ts), so this fits 32 bits: half the bytes of a double for the
   * loops that write and read it for every document of a large index.
   */
  attribute: Int32Array;
  exact: Uint8Array;
  /**
   * Per document: where its occurrences of the word's best-typo term start in the postings' occurrences
   * (at or above 0); below 0 when several of the word's terms tie there on typos, then `-2 - link`: see
   * `tied`. Proximity reads a candidate's occurrences from them without searching each term's postings.
   */
  occurrenceAt: Int32Array;
  /**
   * Links of tied terms: `tied[link]` is where one tied term's occurrences start, `tied[link + 1]` the
   * `occurrenceAt` value before it (the earlier terms', in term order).
   */
  tied: Int32Array;
  /**
   * Set when every matched document has these `typos` and `exact` values (every term read has them: a
   * term skipped because it could change nothing is not noted), so ranking need not read them per
   * document. At 1M chunks 'sect' ('section' in every document, then its terms with a typo) has them;
   * a one-word query walked for (rank-order-walk.ts) then looks at the first documents in rank order
   * only, where without them it read every document's criteria.
   */
  same?: { typos: number; exact: number };
}

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

export function wordMatches(matches: WordMatches, doc: number): boolean {
  return matches.typos[doc] !== NO_MATCH;
}

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
 * Word number `slot`'s arrays from the query's scratch buffers, none matched yet: `docs` is room for
 * `capacity` matches, of which the result keeps those written. `tied` and `same` are here though matching
 * sets them at the end: every word's matches then have this one shape, each field in the object itself.
 * complete() and proximity read them for every candidate: on matches given `tied` afterwards they ran
 * 10-25 % slower, and on matches with `same` as well as without (two shapes, `same` added afterwards)
 * 12-20 % slower ('section take effect': 13.8 -> 11.2 ms besides matching, at 1M chunks).
 */
function wordArrays(scratch: QueryScratch, slot: number, size: number, capacity: number): WordMatches {
  return {
    docs: scratch.ints(`docs${slot}`, capacity),
    typos: scratch.bytes(`typos${slot}`, size).fill(NO_MATCH, 0, size),
    attribute: scratch.ints(`attribute${slot}`, size),
    exact: scratch.bytes(`exact${slot}`, size),
    occurrenceAt: scratch.ints(`occurrenceAt${slot}`, size),
    tied: scratch.ints(`tied${slot}`, 1024),
    same: undefined,
  };
}

/**
 * A word's links of tied terms (`WordMatches.tied`), appended as matching finds them. Rare: only terms
 * tying on typos in a document add one.
 */
class TieLinks {
  links: Int32Array;
  private count = 0;

  /** `links`: the word's scratch buffer for them (`wordArrays`). */
  constructor(
    private readonly scratch: QueryScratch,
    private readonly slot: number,
    links: Int32Array,
  ) {
    this.links = links;
  }

  /**
   * Links a tied term whose occurrences start at `first` to the document's `occurrenceAt` before it
   * (`before`); returns the document's new `occurrenceAt`. The links grow twice as long when full.
   */
  add(first: number, before: number): number {
    const { count } = this;
    if (count + 2 > this.links.length) {
      const links = this.scratch.ints(`tied${this.slot}`, 2 * this.links.length);
      links.set(this.links.subarray(0, count));
      this.links = links;
    }
    this.links[count] = first;
    this.links[count + 1] = before;
    this.count += 2;
    return -2 - count;
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
 * Documents `matchWordWithin` reads a word within, `count` of them (live ones): those whose byte in
 * `member` is not `outside`. A rarer word's matches (`withinMatches`), or the documents passing a filter
 * (its bitmap, 0 outside: matching-filter.ts).
 */
export interface WithinSet {
  count: number;
  member: Uint8Array;
  outside: number;
}

/** The documents `matches` holds, as a set to match another word within. */
export function withinMatches(matches: WordMatches): WithinSet {
  return { count: matches.docs.length, member: matches.typos, outside: NO_MATCH };
}

/**
 * `set`'s documents ascending, into `out` (room for one more than the set holds), by one pass over the
 * index's `size` documents. Without a branch per document: each is written past those kept and counted
 * only if it is in the set (a branch taken at random for a set of a tenth of the index cost twice as much).
 */
export function ascendingWithin(set: WithinSet, size: number, out: Int32Array): Int32Array {
  const { member, outside } = set;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    out[count] = doc;
    count += ((member[doc]! ^ outside) + 255) >>> 8; // 0 for `outside`, else 1
  }
  return out.subarray(0, count);
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
    if (whole && matchedCount === 0 && firstIsBest && exactCounts) {
      // The first term read whole: no document is known yet and its first occurrence is its best, so a
      // document of `previous` is simply written, as `matchWord`'s first term is. In two passes: the
      // first keeps the term's documents of `previous` and where their occurrences start without a branch
      // on each (every document is written past those kept, and counted only if it is one of them), the
      // second writes their arrays. A common word read around a fifth of its documents spent most of
      // this loop on that branch, taken at random.
      const firsts = scratch.ints('firsts', wanted + 1);
      // A term in every document ('section', at 1M chunks) holds documents 0, 1, 2 … in order.
      const run = termRun(data.postings, termId);
      const kept =
        to - from === size
          ? keepMembersOfAll(run, previous, matched, firsts)
          : keepMembers(run, previous, matched, firsts);
      writeNew(occ, term, firsts, kept, arrays);
      matchedCount = kept;
      continue;
    }
    if (whole && firstIsBest && exactCounts) {
      if (mixedMembership(docList, from, to, member, outside)) {
        // About as many of its documents in `previous` as not: kept first without a branch, as the
        // first term's are, then written or merged (`writeLaterTerm`'s test of each is taken at random).
        const kept = scratch.ints('kept', to - from + 1);
        const firsts = scratch.ints('firsts', to - from + 1);
        const keptCount = keepMembers(termRun(data.postings, termId), previous, kept, firsts);
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
 * The attribute score (rank × 65536 + position, or the rank alone when unordered) of an occurrence
 * packed (slot << 16) | position, when each slot's rank is the slot itself and there are at most 32 (as
 * `firstOccurrenceIsBest` requires): arithmetic on the occurrence alone. Reading two small arrays by slot
 * instead, once per posting, cost a sixth of matching a term read whole.
 */
function firstScore(packed: number, unorderedSlots: number): number {
  const unordered = (unorderedSlots >>> (packed >>> 16)) & 1;
  return packed & ~(-unordered & 0xffff);
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

/**
 * `matchWordWithin`'s first pass over a term read whole (`run`, its counts exact: see
 * `TermPostings.countsExact`): its documents in `set` into `kept`, where their occurrences start into
 * `firsts`; returns how many. Without a
 * branch on each document: every one is written past those kept and counted only if it is one of them
 * (both arrays need room for one more). A branch of any kind in this loop, even one never taken, made it
 * twice as slow.
 */
function keepMembers(run: TermRun, set: WithinSet, kept: Int32Array, firsts: Int32Array): number {
  const { docList, countList, from, length, countFrom, occFrom } = run;
  const { member, outside } = set;
  const to = from + length;
  let count = 0;
  for (let k = from, c = countFrom, next = occFrom; k < to; k++, c++) {
    const doc = docList[k]!;
    kept[count] = doc;
    firsts[count] = next;
    count += ((member[doc]! ^ outside) + 255) >>> 8; // 0 for `outside`, else 1
    next += countList[c]!;
  }
  return count;
}

/**
 * `keepMembers` for a term in every one of the index's documents: they are 0, 1, 2 … in order,
 * so the loop need not read them: a quarter of matching such a term within another word's documents
 * ('section' within 'str', 158k documents: 5.1 -> 3.8 ms). A loop of its own: sharing keepMembers' body
 * through a small function gave back about half of that.
 */
function keepMembersOfAll(run: TermRun, set: WithinSet, kept: Int32Array, firsts: Int32Array): number {
  const { countList, length: size, countFrom, occFrom } = run;
  const { member, outside } = set;
  let count = 0;
  for (let doc = 0, c = countFrom, next = occFrom; doc < size; doc++, c++) {
    kept[count] = doc;
    firsts[count] = next;
    count += ((member[doc]! ^ outside) + 255) >>> 8; // 0 for `outside`, else 1
    next += countList[c]!;
  }
  return count;
}

/**
 * `keepMembers` for a term most documents hold, from its starts by document (dense-starts.ts, relative
 * to `occFrom`): those of `setDocs` that hold it, in that order. Without a branch on each, as there.
 */
function keepDense(
  dense: Int32Array,
  occFrom: number,
  setDocs: Int32Array,
  kept: Int32Array,
  firsts: Int32Array,
): number {
  let count = 0;
  for (let i = 0; i < setDocs.length; i++) {
    const doc = setDocs[i]!;
    const at = dense[doc]!;
    kept[count] = doc;
    firsts[count] = occFrom + at;
    count += 1 + (at >> 31); // 0 where the term is absent (-1), else 1
  }
  return count;
}

/**
 * A word's first term, as `matchWordWithin` keeps it: its `count` documents, in `out.docs`, are all new
 * to the word, their occurrences starting at `firsts`. Written without reading what is known of them.
 */
function writeNew(
  occ: Int32Array,
  scores: TermScores,
  firsts: Int32Array,
  count: number,
  out: Omit<WordMatches, 'tied'>,
): void {
  const { typos, exact, unorderedSlots } = scores;
  const matched = out.docs;
  for (let i = 0; i < count; i++) {
    const doc = matched[i]!;
    const first = firsts[i]!;
    writeMatch(out, doc, first, firstScore(occ[first]! & OCCURRENCE_MASK, unorderedSlots), typos, exact);
  }
}

/** A term's starts by document (dense-starts.ts), relative to `occFrom` in the postings' `occ`. */
interface DenseTerm {
  dense: Int32Array;
  occFrom: number;
  occ: Int32Array;
}

/**
 * `matchWordWithin`'s reading of a term most documents hold at the documents of its set, `setDocs`
 * (ascending: read at random they cost more, 'section' within 'str', 158k documents gathered from four
 * terms, 8.2 ms against 3.3 ms within 'take', 205k in order), when the term's first occurrence in a
 * document is its best: a pass over `setDocs` in place of one over the term's postings ('section', in
 * every chunk at 1M, within 'take' 5.7 -> 3.3 ms). As there, in two passes: `keepDense` keeps the
 * documents holding the term, then they are written, merged into those `matchedCount` known already.
 * Returns the new match count.
 */
function writeDense(
  term: DenseTerm,
  scores: TermScores,
  setDocs: Int32Array,
  scratch: QueryScratch,
  out: Omit<WordMatches, 'tied'>,
  matchedCount: number,
  ties: TieLinks,
): number {
  const { dense, occFrom, occ } = term;
  const firsts = scratch.ints('firsts', setDocs.length + 1);
  if (matchedCount === 0) {
    // The first term: its documents are all new, kept straight into the matches.
    const keptCount = keepDense(dense, occFrom, setDocs, out.docs, firsts);
    writeNew(occ, scores, firsts, keptCount, out);
    return keptCount;
  }
  const kept = scratch.ints('kept', setDocs.length + 1);
  const keptCount = keepDense(dense, occFrom, setDocs, kept, firsts);
  return writeKept(occ, scores, kept, firsts, keptCount, out, matchedCount, ties);
}

/**
 * A later term's documents a first pass kept (`kept`, their occurrences starting at `firsts`), each
 * written or merged into the `matchedCount` matches known (`writeLater`). Returns the new match count.
 */
function writeKept(
  occ: Int32Array,
  scores: TermScores,
  kept: Int32Array,
  firsts: Int32Array,
  keptCount: number,
  out: Omit<WordMatches, 'tied'>,
  matchedCount: number,
  ties: TieLinks,
): number {
  const { typos, exact, unorderedSlots } = scores;
  let count = matchedCount;
  for (let i = 0; i < keptCount; i++)
    count = writeLater(occ, typos, exact, unorderedSlots, kept[i]!, firsts[i]!, out, count, ties);
  return count;
}

/** Postings `mixedMembership` looks at, evenly spaced over the term. */
const MEMBERSHIP_SAMPLE = 64;

/**
 * Whether between a fifth and four fifths of a term's documents (`docList[from … to)`) are in a set, by a
 * sample: `writeLaterTerm`'s test of each document is then taken at random, and keeping them in a pass
 * without a branch first costs less ('prop' within 'commission' at 1M chunks). Where most of a term's
 * documents are in the set ('regulations' within 'implement') or few are, that test is mostly taken one
 * way, and the extra pass cost more.
 */
export function mixedMembership(
  docList: Int32Array,
  from: number,
  to: number,
  member: Uint8Array,
  outside: number,
): boolean {
  const length = to - from;
  if (length < 4 * MEMBERSHIP_SAMPLE) return false;
  let inside = 0;
  for (let j = 0; j < MEMBERSHIP_SAMPLE; j++)
    if (member[docList[from + Math.floor((j * length) / MEMBERSHIP_SAMPLE)]!] !== outside) inside++;
  return 5 * inside >= MEMBERSHIP_SAMPLE && 5 * inside <= 4 * MEMBERSHIP_SAMPLE;
}

/**
 * A term's postings as the loops over all of them read them: its documents `docList[from … from +
 * length)`, the i-th one's occurrence count at `countList[countFrom + i]` and its occurrences from
 * `occ[occFrom]` on, one run after another.
 */
interface TermRun {
  docList: Int32Array;
  occ: Int32Array;
  countList: Uint8Array;
  from: number;
  length: number;
  countFrom: number;
  occFrom: number;
}

function termRun(postings: TermPostings, termId: number): TermRun {
  const { docs, occurrences, counts } = postings;
  return {
    docList: docs.values,
    occ: occurrences.values,
    countList: counts.values,
    from: docs.start(termId),
    length: docs.length(termId),
    countFrom: counts.start(termId),
    occFrom: occurrences.start(termId),
  };
}

/** A term of a word as `writeLaterTerm` reads it: its typos and exactness, and the unordered slots. */
interface TermScores {
  termId: number;
  typos: number;
  exact: number;
  unorderedSlots: number;
}

/**
 * A word's term after the first (`matchedCount` documents matched so far), read whole for the documents
 * of `set`, when its first occurrence in a document is its best and its counts are exact: the general
 * loops without the checks that cannot fail here, a new document written as `writeFirstTerm` writes it.
 * Returns the new match count. A prefix's longest term often comes after shorter ones ('section' after
 * 'secondary' and 'secretary' for 'sect'), and the general loops cost about a third more per posting.
 */
function writeLaterTerm(
  postings: TermPostings,
  term: TermScores,
  set: WithinSet,
  out: Omit<WordMatches, 'tied'>,
  matchedCount: number,
  ties: TieLinks | undefined,
): number {
  const { termId, typos, exact, unorderedSlots } = term;
  const { docList, occ, countList, from, length, countFrom, occFrom } = termRun(postings, termId);
  const { member, outside } = set;
  let count = matchedCount;
  for (let i = 0, c = countFrom, next = occFrom; i < length; i++, c++) {
    const first = next;
    next += countList[c]!;
    const doc = docList[from + i]!;
    if (member[doc] !== outside)
      count = writeLater(occ, typos, exact, unorderedSlots, doc, first, out, count, ties);
  }
  return count;
}

/**
 * One document of a word's term after the first (`writeLaterTerm`, `writeDense`), its occurrences
 * starting at `first`: written if new to the word (the matches holding `count`), merged into what is
 * known if that has as many typos or more. Returns the new match count.
 */
function writeLater(
  occ: Int32Array,
  typos: number,
  exact: number,
  unorderedSlots: number,
  doc: number,
  first: number,
  out: Omit<WordMatches, 'tied'>,
  count: number,
  ties: TieLinks | undefined,
): number {
  const known = out.typos[doc]!;
  if (known !== NO_MATCH && typos > known) return count;
  const best = firstScore(occ[first]! & OCCURRENCE_MASK, unorderedSlots);
  if (known !== NO_MATCH) mergeKnown(out, doc, first, best, typos, exact, ties);
  else {
    out.docs[count] = doc;
    writeMatch(out, doc, first, best, typos, exact);
    return count + 1;
  }
  return count;
}

/** A word's per-document arrays that matching writes for each document it matches. */
type MatchCriteria = Pick<WordMatches, 'typos' | 'attribute' | 'exact' | 'occurrenceAt'>;

/**
 * Writes a document's criteria from one term's occurrence there (starting at `first`, best attribute
 * score `best`): the document is new to the word, or the term has fewer typos than those before it.
 * Every caller passes the word's one arrays object (`wordArrays`), so this small function stays
 * monomorphic and inlined in the loops that call it for every posting.
 */
function writeMatch(
  out: MatchCriteria,
  doc: number,
  first: number,
  best: number,
  typos: number,
  exact: number,
): void {
  out.typos[doc] = typos;
  out.attribute[doc] = best;
  out.exact[doc] = exact;
  out.occurrenceAt[doc] = first;
}

/**
 * A later term's occurrence in a document an earlier term matched with as many typos or more (the
 * caller skips the term when it has more): the term's criteria replace the document's (fewer typos), or
 * join them as a tied term (as many). `ties` undefined when proximity will not read the occurrences.
 */
function mergeKnown(
  out: MatchCriteria,
  doc: number,
  first: number,
  best: number,
  typos: number,
  exact: number,
  ties: TieLinks | undefined,
): void {
  if (typos < out.typos[doc]!) {
    writeMatch(out, doc, first, best, typos, exact);
    return;
  }
  if (best < out.attribute[doc]!) out.attribute[doc] = best;
  if (exact) out.exact[doc] = 1;
  if (ties) out.occurrenceAt[doc] = ties.add(first, out.occurrenceAt[doc]!);
}

/**
 * `matchWord`'s term after the first when its first occurrence in a document is its best, its counts
 * exact, every document alive, and it has fewer typos than every term before it (no document matched so
 * far, `matchedCount` of them, has as few): each of its documents takes its criteria, and those new to
 * the word are appended to the matches in order; returns the new match count. `writeFirstTerm` without
 * its knowing every document is new: `writeLaterTerm`'s branches on a known document, which this needs
 * none of, cost a fifth of matching a prefix's long term ('section' for 'sect', 1M documents).
 */
function writeFewerTypos(
  postings: TermPostings,
  term: TermScores,
  out: Omit<WordMatches, 'tied'>,
  matchedCount: number,
): number {
  const { termId, typos, exact, unorderedSlots } = term;
  const { docList, occ, countList, from, length, countFrom, occFrom } = termRun(postings, termId);
  const { docs: matched, typos: typosOf } = out;
  let count = matchedCount;
  for (let i = 0, c = countFrom, next = occFrom; i < length; i++, c++) {
    const first = next;
    next += countList[c]!;
    const doc = docList[from + i]!;
    // Without a branch: the document is written past those kept, and counted only if new (NO_MATCH).
    matched[count] = doc;
    count += (typosOf[doc]! + 1) >>> 8;
    writeMatch(out, doc, first, firstScore(occ[first]! & OCCURRENCE_MASK, unorderedSlots), typos, exact);
  }
  return count;
}

/**
 * `matchWord`'s term after the first without proximity (no tied terms to link), when its first
 * occurrence in a document is its best, its counts exact, every document alive, and no document matched
 * so far (`matchedCount`) has fewer typos than it: each of its documents is new (appended to the
 * matches), has more typos (takes the term's criteria) or as many (keeps the better attribute, exact if
 * either is). Without a branch on which: every value is worked out from what is known by masks. A
 * prefix's many terms ('comp': 877k postings at 1M chunks) are merged here, and `writeLaterTerm`'s
 * branches on a known document, taken at random, cost half of each posting. `occurrenceAt` is left
 * unset, as nothing reads it without proximity.
 */
function writeUnlinked(
  postings: TermPostings,
  term: TermScores,
  out: Omit<WordMatches, 'tied'>,
  matchedCount: number,
): number {
  const { termId, typos, exact, unorderedSlots } = term;
  const { docList, occ, countList, from, length, countFrom, occFrom } = termRun(postings, termId);
  const { docs: matched, typos: typosOf, attribute: attributeOf, exact: exactOf } = out;
  let count = matchedCount;
  for (let i = 0, c = countFrom, next = occFrom; i < length; i++, c++) {
    const first = next;
    next += countList[c]!;
    const doc = docList[from + i]!;
    const known = typosOf[doc]!;
    matched[count] = doc;
    count += (known + 1) >>> 8; // 1 for NO_MATCH (new), else 0
    // -1 when the document had more typos (or none matched): the term's criteria replace its; else 0.
    const replace = (typos - known) >> 31;
    typosOf[doc] = typos;
    const best = firstScore(occ[first]! & OCCURRENCE_MASK, unorderedSlots);
    // What is known, or the largest attribute where it is replaced; then the lower of that and `best`.
    const before = attributeOf[doc]! ^ ((0x7fffffff ^ attributeOf[doc]!) & replace);
    const lower = best - before;
    attributeOf[doc] = before + (lower & (lower >> 31));
    exactOf[doc] = (exactOf[doc]! & ~replace) | exact;
  }
  return count;
}

/**
 * `matchWord`'s first term when its first occurrence in a document is its best and its counts are exact
 * (`TermPostings.countsExact`): every document of the term written into `out` (none is known yet), in
 * order; returns how many. A loop of its own, without a branch: one on `keepOccurrences` (never taken or
 * always) made it twice as slow, so `occurrenceAt` is written whether proximity will read it or not.
 */
function writeFirstTerm(
  postings: TermPostings,
  termId: number,
  typos: number,
  exact: number,
  unorderedSlots: number,
  out: Omit<WordMatches, 'tied'>,
): number {
  const { docList, occ, countList, from, length, countFrom, occFrom } = termRun(postings, termId);
  const matched = out.docs;
  for (let i = 0, c = countFrom, next = occFrom; i < length; i++, c++) {
    const first = next;
    next += countList[c]!;
    const doc = docList[from + i]!;
    matched[i] = doc;
    writeMatch(out, doc, first, firstScore(occ[first]! & OCCURRENCE_MASK, unorderedSlots), typos, exact);
  }
  return length;
}
