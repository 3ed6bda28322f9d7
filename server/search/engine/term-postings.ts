// The inverted index's lists: per term, the documents holding it (ascending) and where in each it occurs.
// Arenas of 32-bit integers (list-arena.ts) rather than three arrays per term: 4 bytes a number, and no
// per-document offset (most documents hold a term once or twice): each document's occurrences end with
// one marked LAST_OCCURRENCE, and every SKIP_EVERY-th document's offset is kept for look-ups by document.
//
// Reading term t (hot loops read the arenas directly, as `matchWord` does):
//   docs.values[docs.start(t) …] (docs.length(t) of them) are its documents; occurrences.values from
//   occurrences.start(t) on are theirs, in the same order, each packed (attributeSlot << 16) | position
//   (read it `& OCCURRENCE_MASK`), a document's last one with LAST_OCCURRENCE set (negative).
import { ListArena, type SavedLists } from './list-arena.js';

/** Set on a document's last occurrence of a term (slots stay below 2^15, so the bit is free). */
export const LAST_OCCURRENCE = 0x80000000 | 0;
/** An occurrence without the LAST_OCCURRENCE mark. */
export const OCCURRENCE_MASK = 0x7fffffff;
/** A look-up by document walks at most this many documents' occurrences from the nearest kept offset. */
export const SKIP_EVERY = 16;

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
  ) {}

  static restore(saved: SavedTermPostings): TermPostings {
    return new TermPostings(
      ListArena.restore(saved.docs),
      ListArena.restore(saved.occurrences),
      ListArena.restore(saved.skips),
    );
  }

  saved(): SavedTermPostings {
    return { docs: this.docs.saved(), occurrences: this.occurrences.saved(), skips: this.skips.saved() };
  }

  /** How many documents hold term `termId` (removed ones too, until the index is rebuilt). */
  docCount(termId: number): number {
    return this.docs.length(termId);
  }

  /** Appends `doc`, a document number above every one of the term's so far, with its (1 or more) occurrences. */
  add(termId: number, doc: number, occurrences: readonly number[]): void {
    if (this.docs.length(termId) % SKIP_EVERY === 0) this.skips.push(termId, this.occurrences.length(termId));
    this.docs.push(termId, doc);
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
    const kept = this.skips.values[this.skips.start(termId) + Math.floor(k / SKIP_EVERY)]!;
    let o = this.occurrences.start(termId) + kept;
    for (let walked = k - (k % SKIP_EVERY); walked < k; walked++) while (occ[o++]! >= 0);
    return o;
  }

  /** Packs every arena tight (after a bulk load or a rebuild, or once writes pause). */
  trim(): void {
    this.docs.trim();
    this.occurrences.trim();
    this.skips.trim();
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
