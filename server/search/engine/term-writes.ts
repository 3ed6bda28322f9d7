// The loops that write one term's documents into a word's per-document arrays (word-arrays.ts), as
// matching (word-matches.ts) reads the word's terms one after another: the first term, a later one with
// fewer typos or as few, within a set or not, read whole, kept first or at the set's documents. Each
// runs once per posting of terms that can hold most of a million documents, so each is a loop of its
// own, shaped for its case (the comments say what each shape saved).
import type { QueryScratch } from './query-scratch.js';
import { OCCURRENCE_MASK, type TermPostings } from './term-postings.js';
import { NO_MATCH, type TieLinks, type WithinSet, type WordMatches } from './word-arrays.js';

/**
 * The attribute score (rank × 65536 + position, or the rank alone when unordered) of an occurrence
 * packed (slot << 16) | position, when each slot's rank is the slot itself and there are at most 32 (as
 * `firstOccurrenceIsBest` requires): arithmetic on the occurrence alone. Reading two small arrays by slot
 * instead, once per posting, cost a sixth of matching a term read whole.
 */
export function firstScore(packed: number, unorderedSlots: number): number {
  const unordered = (unorderedSlots >>> (packed >>> 16)) & 1;
  return packed & ~(-unordered & 0xffff);
}

/**
 * `matchWordWithin`'s first pass over a term read whole (`run`, its counts exact: see
 * `TermPostings.countsExact`): its documents in `set` into `kept`, where their occurrences start into
 * `firsts`; returns how many. Without a branch on each document: every one is written past those kept
 * and counted only if it is one of them (both arrays need room for one more). A branch of any kind in
 * this loop, even one never taken, made it twice as slow.
 */
export function keepMembers(run: TermRun, set: WithinSet, kept: Int32Array, firsts: Int32Array): number {
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
export function keepMembersOfAll(run: TermRun, set: WithinSet, kept: Int32Array, firsts: Int32Array): number {
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
export function writeNew(
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
export interface DenseTerm {
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
export function writeDense(
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
export function writeKept(
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
 * Whether between a fifth and four fifths of a term's documents (`run`) are in `set`, by a sample: `writeLaterTerm`'s test of each document is then taken at random, and keeping them in a pass
 * without a branch first costs less ('prop' within 'commission' at 1M chunks). Where most of a term's
 * documents are in the set ('regulations' within 'implement') or few are, that test is mostly taken one
 * way, and the extra pass cost more.
 */
export function mixedMembership(run: TermRun, set: WithinSet): boolean {
  const { docList, from, length } = run;
  const { member, outside } = set;
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
export interface TermRun {
  docList: Int32Array;
  occ: Int32Array;
  countList: Uint8Array;
  from: number;
  length: number;
  countFrom: number;
  occFrom: number;
}

export function termRun(postings: TermPostings, termId: number): TermRun {
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
export interface TermScores {
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
export function writeLaterTerm(
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
 * One document of a word's term after the first (`writeLaterTerm`, `writeKept`), its occurrences
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
export function writeMatch(
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
export function mergeKnown(
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
export function writeFewerTypos(
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
export function writeUnlinked(
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
    const attribute = attributeOf[doc]!;
    const before = attribute ^ ((0x7fffffff ^ attribute) & replace);
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
export function writeFirstTerm(
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
