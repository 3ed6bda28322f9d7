// The inverted index's lists: per term, the documents holding it (ascending) and where in each it occurs.
// Two arenas of 32-bit integers (list-arena.ts) rather than three arrays per term: 4 bytes a number.
//
// Reading term t (hot loops read the arenas directly, as `matchWord` does):
//   entries.values[e], e = entries.start(t), +2, … < entries.start(t) + entries.length(t): a document,
//   entries.values[e + 1]: where its occurrences start in the term's occurrence list, which holds
//   occurrences.values[occurrences.start(t) …], packed (attributeSlot << 16) | position; a document's
//   occurrences end where the next document's start (the last one's at the end of the list).
import { ListArena } from './list-arena.js';

export class TermPostings {
  readonly entries = new ListArena();
  readonly occurrences = new ListArena();

  /** How many documents hold term `termId` (removed ones too, until the index is rebuilt). */
  docCount(termId: number): number {
    return this.entries.length(termId) >> 1;
  }

  /** Appends `doc`, a document number above every one of the term's so far, with its occurrences. */
  add(termId: number, doc: number, occurrences: readonly number[]): void {
    this.entries.push(termId, doc);
    this.entries.push(termId, this.occurrences.length(termId));
    for (const packed of occurrences) this.occurrences.push(termId, packed);
  }

  /** The term's documents, ascending. */
  *docs(termId: number): Generator<number> {
    const from = this.entries.start(termId);
    const to = from + this.entries.length(termId);
    for (let e = from; e < to; e += 2) yield this.entries.values[e]!;
  }

  /** The entry (an index into `entries.values`) of `doc` in the term's list, or -1. */
  entryOf(termId: number, doc: number): number {
    const pairs = this.entries.values;
    const from = this.entries.start(termId);
    let lo = 0;
    let hi = this.entries.length(termId) >> 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pairs[from + 2 * mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    const entry = from + 2 * lo;
    return lo < this.entries.length(termId) >> 1 && pairs[entry] === doc ? entry : -1;
  }

  /** Where the occurrences of the document at `entry` (see `entryOf`) are: `occurrences.values[from … end)`. */
  occurrenceRange(termId: number, entry: number): { from: number; end: number } {
    const pairs = this.entries.values;
    const base = this.occurrences.start(termId);
    const last = this.entries.start(termId) + this.entries.length(termId) - 2;
    const end = entry < last ? base + pairs[entry + 3]! : base + this.occurrences.length(termId);
    return { from: base + pairs[entry + 1]!, end };
  }

  /** Packs both arenas tight (after a bulk load or a rebuild, when no more growth is expected soon). */
  trim(): void {
    this.entries.trim();
    this.occurrences.trim();
  }
}
