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
import { OCCURRENCE_MASK } from './term-postings.js';
import { NO_MATCH, type WordMatches } from './word-arrays.js';
import {
  docOccurrences,
  MAX_OCCURRENCES,
  occurrencesAscend,
  proximity,
  type RowOccurrences,
} from './word-occurrences.js';

export class ProximityColumn implements PendingColumn {
  private readonly resolved: Uint8Array;
  /** One row of occurrences per word, for the document being resolved. */
  private readonly docRows: RowOccurrences[];
  /** The words whose occurrences are read: each distinct one once. */
  private readonly readers: number[];
  private allResolved = false;
  /** Whether the row resolved last had a word with tied terms (see `resolve`). */
  private lastTied = false;
  /** The postings' occurrences, when a row's can be read where they lie (see `proximityInPlace`). */
  private readonly inPlace: Int32Array | undefined;
  /**
   * Each word's `occurrenceAt` and `typos`, taken out of the words once rather than read through each
   * word for every row: resolving most rows of a query of common words cost twice what the reads
   * themselves do when those loads were polymorphic (the words' matches then came in two shapes, with
   * `same` or without; they have one shape since: word-arrays.ts, `wordArrays`).
   */
  private readonly starts: Int32Array[];
  private readonly typos: Uint8Array[];

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
    this.inPlace =
      restrictSlots === undefined && occurrencesAscend(data) ? data.postings.occurrences.values : undefined;
    this.starts = wordHits.map((matches) => matches.occurrenceAt);
    this.typos = wordHits.map((matches) => matches.typos);
  }

  resolve(row: number): void {
    if (this.allResolved || this.resolved[row]) return;
    this.resolved[row] = 1;
    if (this.matchedWords[row]! <= 1) return; // no pair: 0, its bound
    const doc = this.docs[row]!;
    if (this.inPlace) {
      // A row much like the last (candidates come in document order): when that one had a tied word,
      // this one is read copying tied words straight away rather than after merging up to one.
      // A row holding every word (every row, when all are required) need not read whether it holds each.
      const every = this.matchedWords[row] === this.wordHits.length;
      const value = this.lastTied ? -1 : proximityInPlace(this.inPlace, this.starts, this.typos, doc, every);
      this.values[row] = value >= 0 ? value : this.proximityCopyingTied(this.inPlace, doc);
      return;
    }
    for (const w of this.readers)
      docOccurrences(this.data, this.wordHits[w]!, doc, this.restrictSlots, this.docRows[w]!);
    this.values[row] = proximity(this.wordHits, this.docRows, doc, 0);
  }

  /**
   * `proximityInPlace` where some word has several best terms in the document (tied: their occurrences lie
   * apart): only such a word is copied and merged by `docOccurrences` (into its row of `docRows`), the others
   * are read in place. A prefix such as 'representative*' ties on both its terms in most documents, and
   * copying every word of those candidates instead took twice as long. Notes whether there was one.
   */
  private proximityCopyingTied(occ: Int32Array, doc: number): number {
    const { data, wordHits: words, docRows: rows, starts, typos } = this;
    let total = 0;
    this.lastTied = false;
    let previous: Int32Array | undefined;
    let previousFrom = 0;
    let previousCount = 0;
    for (let w = 0; w < words.length; w++) {
      if (typos[w]![doc] === NO_MATCH) continue;
      let values = occ;
      let from = starts[w]![doc]!;
      // In place, a run also ends at its LAST_OCCURRENCE mark (see `closest`).
      let count = MAX_OCCURRENCES;
      if (from < 0) {
        // A repeated word shares its row: copying it again gives the same occurrences.
        const row = rows[w]!;
        this.lastTied = true;
        docOccurrences(data, words[w]!, doc, undefined, row);
        values = row.packed;
        from = 0;
        count = row.count[0]!;
      }
      if (previous) total += closest(previous, previousFrom, previousCount, values, from, count);
      previous = values;
      previousFrom = from;
      previousCount = count;
    }
    return total;
  }

  resolveBelow(from: number, to: number, limit: number): void {
    const { inPlace, values, resolved } = this;
    if (this.allResolved) return;
    if (!inPlace) {
      for (let row = from; row < to; row++) if (values[row]! < limit) this.resolve(row);
      return;
    }
    for (let row = from; row < to; row++)
      if (values[row]! < limit && resolved[row] === 0) this.resolveInPlace(inPlace, row);
  }

  resolveRows(rows: Int32Array, count: number): void {
    const { inPlace, resolved } = this;
    if (this.allResolved) return;
    for (let k = 0; k < count; k++) {
      const row = rows[k]!;
      if (!inPlace) this.resolve(row);
      else if (resolved[row] === 0) this.resolveInPlace(inPlace, row);
    }
  }

  /**
   * `resolve`'s in-place reading of an unresolved row, for the loops that hand over many rows at once
   * (see `ranking.ts`'s `topRanked`).
   */
  private resolveInPlace(inPlace: Int32Array, row: number): void {
    this.resolved[row] = 1;
    const matched = this.matchedWords[row]!;
    if (matched <= 1) return;
    const doc = this.docs[row]!;
    const value = proximityInPlace(inPlace, this.starts, this.typos, doc, matched === this.starts.length);
    this.values[row] = value >= 0 ? value : this.proximityCopyingTied(inPlace, doc);
  }

  resolveAll(): void {
    if (this.allResolved) return;
    for (let row = 0; row < this.docs.length; row++) this.resolve(row);
    this.allResolved = true;
  }
}

/**
 * `proximity` of one document read straight from the postings, or -1 when some word has several best
 * terms there (tied: their occurrences lie apart; see `proximityCopyingTied`). Only when no
 * attribute is restricted and each term's occurrences ascend in the postings: `docOccurrences` would then
 * copy each word's first MAX_OCCURRENCES and leave them in order, and this merges the same ones where
 * they lie. Resolving most candidates of a query of common words was mostly that copying. `starts` and
 * `typos` are the words' `occurrenceAt` and `typos`; `every`: the document holds every word.
 */
function proximityInPlace(
  occ: Int32Array,
  starts: readonly Int32Array[],
  typos: readonly Uint8Array[],
  doc: number,
  every: boolean,
): number {
  let total = 0;
  let previous = -1;
  for (let w = 0; w < starts.length; w++) {
    if (!every && typos[w]![doc] === NO_MATCH) continue;
    const at = starts[w]![doc]!;
    if (at < 0) return -1;
    if (previous >= 0) total += closestInPlace(occ, previous, at);
    previous = at;
  }
  return total;
}

/**
 * The closest distance (capped at 8, at least 1) between two runs of ascending occurrences in one
 * attribute, each run ending at its LAST_OCCURRENCE mark or after MAX_OCCURRENCES: `proximity`'s merge.
 */
function closestInPlace(occ: Int32Array, i: number, j: number): number {
  return closest(occ, i, MAX_OCCURRENCES, occ, j, MAX_OCCURRENCES);
}

/**
 * `closestInPlace` for runs that may also lie in a copied row: `a` from `i`, `b` from `j`, each ending
 * after `count` occurrences or at one marked LAST_OCCURRENCE (a copied row's are masked already, so
 * only its count ends it).
 */
function closest(a: Int32Array, i: number, countA: number, b: Int32Array, j: number, countB: number): number {
  let best = 8;
  let leftA = countA;
  let leftB = countB;
  if (leftA <= 0 || leftB <= 0) return best;
  for (;;) {
    const rawA = a[i]!;
    const rawB = b[j]!;
    const x = rawA & OCCURRENCE_MASK;
    const y = rawB & OCCURRENCE_MASK;
    if (x >>> 16 === y >>> 16) {
      const distance = Math.abs((y & 0xffff) - (x & 0xffff));
      if (distance < best) best = distance === 0 ? 1 : distance;
      if (best === 1) return best;
    }
    if (x < y) {
      if (rawA < 0 || --leftA === 0) return best; // a's last
      i++;
    } else {
      if (rawB < 0 || --leftB === 0) return best;
      j++;
    }
  }
}

/** Each pair of consecutive matched words adds at least 1. */
function lowerBound(matchedWords: number): number {
  return matchedWords > 1 ? matchedWords - 1 : 0;
}
