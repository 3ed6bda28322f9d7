// The inverted index's lists: per term, the documents holding it (ascending) and where in each it occurs.
// Arenas of 32-bit integers (list-arena.ts) rather than three arrays per term: 4 bytes a number, and no
// per-document offset (most documents hold a term once or twice): each document's occurrences end with
// one marked LAST_OCCURRENCE, and every SKIP_EVERY-th document's offset is kept for look-ups by document.
//
// Beside each document, one byte tells how many occurrences it has (`counts`), so a walk over a term's
// documents steps over each one's occurrences at once instead of reading them up to the mark: at a million
// chunks 'section' is in every document, 1.7 times each, and finding where the next document's
// occurrences start, a branch on each occurrence, was half of matching it. The counts are not stored in
// a snapshot: `restore` works them out from the occurrences (and so checks the marks agree with the lists).
//
// Reading term t (hot loops read the arenas directly, as `matchWord` does):
//   docs.values[docs.start(t) …] (docs.length(t) of them) are its documents; occurrences.values from
//   occurrences.start(t) on are theirs, in the same order, each packed (attributeSlot << 16) | position
//   (read it `& OCCURRENCE_MASK`), a document's last one with LAST_OCCURRENCE set (negative);
//   counts.values[counts.start(t) …], one per document, how many it has (see `nextRun`).
import { ByteListArena, ListArena, type SavedLists } from './list-arena.js';
import { runSteps, type Steps } from './work-steps.js';

/** Set on a document's last occurrence of a term (slots stay below 2^15, so the bit is free). */
export const LAST_OCCURRENCE = 0x80000000 | 0;
/** An occurrence without the LAST_OCCURRENCE mark. */
export const OCCURRENCE_MASK = 0x7fffffff;
/** A look-up by document walks at most this many documents' occurrences from the nearest kept offset. */
export const SKIP_EVERY = 16;
/** The most a count holds: a document with this many occurrences or more (see `nextRun`). */
export const COUNT_CAP = 255;

/**
 * Where the occurrences of a term's next document start, given where this document's start (`at`) and its
 * count: past `at + count`, unless the count is capped, when the rest are walked to the mark.
 */
export function nextRun(occ: Int32Array, at: number, count: number): number {
  let next = at + count;
  if (count === COUNT_CAP) while (occ[next - 1]! >= 0) next++;
  return next;
}

export interface SavedTermPostings {
  docs: SavedLists;
  occurrences: SavedLists;
  skips: SavedLists;
}

export class TermPostings {
  constructor(
    readonly docs = new ListArena(),
    readonly occurrences = new ListArena(),
    /**
     * Per term: where the occurrences of its documents number 0, SKIP_EVERY, 2 × SKIP_EVERY … start,
     * from `occurrences.start(term)`.
     */
    readonly skips = new ListArena(),
    /** Per term and document (as `docs`): how many occurrences it has, at most COUNT_CAP. */
    readonly counts = new ByteListArena(),
    /** The terms of which some document has COUNT_CAP occurrences or more (see `countsExact`). */
    private readonly capped = new Set<number>(),
  ) {}

  /** The saved postings, with their counts worked out; throws if occurrences and documents disagree. */
  static restore(saved: SavedTermPostings): TermPostings {
    const docs = ListArena.restore(saved.docs);
    const occurrences = ListArena.restore(saved.occurrences);
    const counts = countsOf(docs, occurrences);
    const capped = new Set<number>();
    for (let term = 0; term < counts.listCount; term++) {
      const from = counts.start(term);
      if (counts.values.subarray(from, from + counts.length(term)).includes(COUNT_CAP)) capped.add(term);
    }
    return new TermPostings(docs, occurrences, ListArena.restore(saved.skips), counts, capped);
  }

  /**
   * Whether every count of term `termId` is its document's own (below COUNT_CAP), so a walk may step by
   * them without looking for a longer run: the hottest loops need no branch for that then.
   */
  countsExact(termId: number): boolean {
    return !this.capped.has(termId);
  }

  saved(): SavedTermPostings {
    return runSteps(this.savedInSteps());
  }

  /** `saved()` in steps (work-steps.ts): no write may come before it ends. */
  *savedInSteps(): Steps<SavedTermPostings> {
    return {
      docs: yield* this.docs.savedInSteps(),
      occurrences: yield* this.occurrences.savedInSteps(),
      skips: yield* this.skips.savedInSteps(),
    };
  }

  /** How many documents hold term `termId` (removed ones too, until the index is rebuilt). */
  docCount(termId: number): number {
    return this.docs.length(termId);
  }

  /** Appends `doc`, a document number above every one of the term's so far, with its (1 or more) occurrences. */
  add(termId: number, doc: number, occurrences: readonly number[]): void {
    if (this.docs.length(termId) % SKIP_EVERY === 0) this.skips.push(termId, this.occurrences.length(termId));
    this.docs.push(termId, doc);
    this.counts.push(termId, Math.min(occurrences.length, COUNT_CAP));
    if (occurrences.length >= COUNT_CAP) this.capped.add(termId);
    const last = occurrences.length - 1;
    for (let i = 0; i < last; i++) this.occurrences.push(termId, occurrences[i]!);
    this.occurrences.push(termId, occurrences[last]! | LAST_OCCURRENCE);
  }

  /** The term's documents, ascending. */
  *docsOf(termId: number): Generator<number> {
    const from = this.docs.start(termId);
    const to = from + this.docs.length(termId);
    for (let k = from; k < to; k++) yield this.docs.values[k]!;
  }

  /**
   * Where the occurrences of term `termId` in `doc` start in `occurrences.values` (they run to the one
   * marked LAST_OCCURRENCE), or -1 when `doc` does not hold the term.
   */
  occurrenceStart(termId: number, doc: number): number {
    const k = this.indexOf(termId, doc);
    if (k < 0) return -1;
    const occ = this.occurrences.values;
    const counts = this.counts.values;
    const countFrom = this.counts.start(termId);
    const kept = this.skips.values[this.skips.start(termId) + Math.floor(k / SKIP_EVERY)]!;
    let o = this.occurrences.start(termId) + kept;
    for (let walked = k - (k % SKIP_EVERY); walked < k; walked++)
      o = nextRun(occ, o, counts[countFrom + walked]!);
    return o;
  }

  /** Packs the lists: tight, or with room for the writes to come (see `Lists.trim`). */
  trim(room = false): void {
    this.docs.trim(room);
    this.occurrences.trim(room);
    this.skips.trim(room);
    this.counts.trim(room);
  }

  /** Where `doc` is among the term's documents (0 for its first), or -1. */
  private indexOf(termId: number, doc: number): number {
    const docs = this.docs.values;
    const from = this.docs.start(termId);
    const length = this.docs.length(termId);
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (docs[from + mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    return lo < length && docs[from + lo] === doc ? lo : -1;
  }
}

/**
 * Each document's occurrence count, from the occurrences' marks: a restored snapshot's postings hold none.
 * Restored arenas are packed in term order, so one pass over the occurrences finds every term's counts in
 * the counts' own order; throws when a term's marks and its documents disagree (a damaged snapshot).
 */
function countsOf(docs: ListArena, occurrences: ListArena): ByteListArena {
  const terms = docs.listCount;
  const lengths = new Int32Array(terms);
  for (let term = 0; term < terms; term++) lengths[term] = docs.length(term);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const values = new Uint8Array(total);
  const occ = occurrences.values;
  let at = 0;
  let docsEnd = 0;
  for (let term = 0; term < terms; term++) {
    docsEnd += lengths[term]!;
    const start = occurrences.start(term);
    const end = start + occurrences.length(term);
    let run = 0;
    for (let o = start; o < end; o++) {
      // Without a branch on the mark, which falls at random: the run so far is written at `at`, which
      // moves on past a document's last occurrence, where the run starts again.
      run++;
      values[at] = run < COUNT_CAP ? run : COUNT_CAP;
      const last = occ[o]! >>> 31;
      at += last;
      run &= last - 1;
    }
    if (run !== 0 || at !== docsEnd)
      throw new Error("Search snapshot is inconsistent: a term's occurrences and documents differ");
  }
  return ByteListArena.restore({ lengths, values });
}
