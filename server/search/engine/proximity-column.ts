// The proximity criterion of a multi-word query, computed only for the candidates ranking asks about.
// Proximity reads the occurrences of every matched term, the dearest step of a query; yet when a short
// prefix matches most of an index, only the few candidates that could still reach the requested page need
// it. Until a row is resolved its value is a lower bound (each pair of matched words is at least 1 apart),
// which lets ranking rule most rows out (see `PendingColumn`). When the best rows' words are rarely
// adjacent, the bounds rule little out and nearly every row is looked up, one at a time, which is dearer
// per row than collecting every row's occurrences in one pass; so once the look-ups have cost an eighth of
// that pass, the remaining rows are resolved by it. An eighth: on the bench queries, pages decided by
// look-ups need under a tenth of the pass, and the others then pay at most an eighth more.
import type { IndexData } from './index-data.js';
import type { PlannedWord } from './query-plan.js';
import type { QueryScratch } from './query-scratch.js';
import type { PendingColumn } from './ranking.js';
import {
  collectOccurrences,
  docOccurrences,
  MAX_OCCURRENCES,
  proximity,
  type RowOccurrences,
  type WordMatches,
} from './word-matches.js';

/** Look-ups may cost 1 / LOOK_UP_SHARE of the bulk pass before the bulk pass takes over. */
const LOOK_UP_SHARE = 8;

export class ProximityColumn implements PendingColumn {
  private readonly resolved: Uint8Array;
  /** One row of occurrences per word, for the document being resolved. */
  private readonly docRows: RowOccurrences[];
  /** Cost units (one posting visited in the bulk pass) of one look-up, and of the bulk pass. */
  private readonly lookUpCost: number;
  private readonly bulkCost: number;
  private spent = 0;
  private allResolved = false;

  /**
   * `values` is the candidates' proximity column, `docs` and `matchedWords` their documents and matched
   * word counts, row by row; `values` is set to the bounds here.
   */
  constructor(
    private readonly data: IndexData,
    private readonly words: readonly PlannedWord[],
    private readonly wordHits: WordMatches[],
    private readonly docs: ArrayLike<number>,
    private readonly matchedWords: ArrayLike<number>,
    readonly values: Uint16Array,
    private readonly restrictSlots: Set<number> | undefined,
    private readonly scratch: QueryScratch,
  ) {
    const n = docs.length;
    this.resolved = scratch.bytes('proximityResolved', n).fill(0, 0, n);
    for (let row = 0; row < n; row++) values[row] = lowerBound(matchedWords[row]!);
    this.docRows = words.map(() => ({
      start: new Int32Array(1),
      count: new Uint8Array(1),
      packed: new Int32Array(MAX_OCCURRENCES),
    }));
    let lookUpCost = 0;
    let bulkCost = n;
    for (const word of words) {
      for (const termId of word.termIds) {
        const postings = data.postings.docCount(termId);
        lookUpCost += Math.log2(postings + 1) + 1;
        bulkCost += 2 * postings;
      }
    }
    this.lookUpCost = lookUpCost;
    this.bulkCost = bulkCost;
  }

  resolve(row: number): void {
    if (this.allResolved || this.resolved[row]) return;
    if (this.spent >= this.bulkCost / LOOK_UP_SHARE) return this.resolveAll();
    this.resolved[row] = 1;
    if (this.matchedWords[row]! <= 1) return; // no pair: 0, its bound
    this.spent += this.lookUpCost;
    const doc = this.docs[row]!;
    for (let w = 0; w < this.words.length; w++)
      docOccurrences(this.data, this.words[w]!, this.wordHits[w]!, doc, this.restrictSlots, this.docRows[w]!);
    this.values[row] = proximity(this.wordHits, this.docRows, doc, 0);
  }

  resolveAll(): void {
    if (this.allResolved) return;
    this.allResolved = true;
    const { data, docs, scratch } = this;
    const n = docs.length;
    const size = data.docCount;
    const rowOf = scratch.ints('rowOf', size).fill(-1, 0, size);
    for (let row = 0; row < n; row++) rowOf[docs[row]!] = row;
    // A repeated query word shares its matches (query-matching.ts), and so its occurrences.
    const collected = new Map<WordMatches, RowOccurrences>();
    const occurrences = this.words.map((word, w) => {
      const matches = this.wordHits[w]!;
      let rows = collected.get(matches);
      if (!rows) {
        rows = collectOccurrences(data, word, matches, rowOf, n, this.restrictSlots, scratch, w);
        collected.set(matches, rows);
      }
      return rows;
    });
    for (let row = 0; row < n; row++) {
      if (!this.resolved[row] && this.matchedWords[row]! > 1)
        this.values[row] = proximity(this.wordHits, occurrences, docs[row]!, row);
    }
  }
}

/** Each pair of consecutive matched words adds at least 1. */
function lowerBound(matchedWords: number): number {
  return matchedWords > 1 ? matchedWords - 1 : 0;
}
