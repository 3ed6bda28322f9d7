// The proximity criterion of a multi-word query, computed only for the candidates ranking asks about.
// Proximity reads the occurrences of every matched word, the dearest step of a query; yet when a short
// prefix matches most of an index, only the few candidates that could still reach the requested page need
// it. Until a row is resolved its value is a lower bound (each pair of matched words is at least 1 apart),
// which lets ranking rule most rows out (see `PendingColumn`). A row is resolved on its own: matching
// kept where each word's occurrences start in the document (`WordMatches.occurrenceAt`), so even when
// nearly every row must be resolved this reads only the candidates' occurrences. (It used to walk every
// posting of the words instead, twice: at a million records, a word in every document made that pass most
// of a multi-word query's time.)
import type { IndexData } from './index-data.js';
import type { QueryScratch } from './query-scratch.js';
import type { PendingColumn } from './ranking.js';
import {
  docOccurrences,
  MAX_OCCURRENCES,
  proximity,
  type RowOccurrences,
  type WordMatches,
} from './word-matches.js';

export class ProximityColumn implements PendingColumn {
  private readonly resolved: Uint8Array;
  /** One row of occurrences per word, for the document being resolved. */
  private readonly docRows: RowOccurrences[];
  /** The words whose occurrences are read: each distinct one once. */
  private readonly readers: number[];
  private allResolved = false;

  /**
   * `values` is the candidates' proximity column, `docs` and `matchedWords` their documents and matched
   * word counts, row by row; `values` is set to the bounds here.
   */
  constructor(
    private readonly data: IndexData,
    private readonly wordHits: WordMatches[],
    private readonly docs: ArrayLike<number>,
    private readonly matchedWords: ArrayLike<number>,
    readonly values: Uint16Array,
    private readonly restrictSlots: Set<number> | undefined,
    scratch: QueryScratch,
  ) {
    const n = docs.length;
    this.resolved = scratch.bytes('proximityResolved', n).fill(0, 0, n);
    for (let row = 0; row < n; row++) values[row] = lowerBound(matchedWords[row]!);
    // A repeated query word shares its matches (query-matching.ts), and so its row of occurrences.
    const rowOf = new Map<WordMatches, RowOccurrences>();
    this.docRows = wordHits.map((matches) => {
      let row = rowOf.get(matches);
      if (!row) {
        row = { start: new Int32Array(1), count: new Uint8Array(1), packed: new Int32Array(MAX_OCCURRENCES) };
        rowOf.set(matches, row);
      }
      return row;
    });
    this.readers = wordHits.flatMap((matches, w) => (wordHits.indexOf(matches) === w ? [w] : []));
  }

  resolve(row: number): void {
    if (this.allResolved || this.resolved[row]) return;
    this.resolved[row] = 1;
    if (this.matchedWords[row]! <= 1) return; // no pair: 0, its bound
    const doc = this.docs[row]!;
    for (const w of this.readers)
      docOccurrences(this.data, this.wordHits[w]!, doc, this.restrictSlots, this.docRows[w]!);
    this.values[row] = proximity(this.wordHits, this.docRows, doc, 0);
  }

  resolveAll(): void {
    if (this.allResolved) return;
    for (let row = 0; row < this.docs.length; row++) this.resolve(row);
    this.allResolved = true;
  }
}

/** Each pair of consecutive matched words adds at least 1. */
function lowerBound(matchedWords: number): number {
  return matchedWords > 1 ? matchedWords - 1 : 0;
}
