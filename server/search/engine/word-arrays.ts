// A query word's matches: for each document of the index, the word's best typo count, attribute and
// exactness there and where its occurrences start, in dense typed arrays from the query's scratch
// buffers (allocation-free per document, which matters for short prefixes matching most of an index);
// and a set of documents another word is matched within.
import type { QueryScratch } from './query-scratch.js';

/** `WordMatches.typos` of a document the word does not match. */
export const NO_MATCH = 255;

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

export function wordMatches(matches: WordMatches, doc: number): boolean {
  return matches.typos[doc] !== NO_MATCH;
}

/**
 * Word number `slot`'s arrays from the query's scratch buffers, none matched yet: `docs` is room for
 * `capacity` matches, of which the result keeps those written. `tied` and `same` are here though matching
 * sets them at the end: every word's matches then have this one shape, each field in the object itself.
 * complete() and proximity read them for every candidate: on matches given `tied` afterwards they ran
 * 10-25 % slower, and on matches with `same` as well as without (two shapes, `same` added afterwards)
 * 12-20 % slower ('section take effect': 13.8 -> 11.2 ms besides matching, at 1M chunks).
 */
export function wordArrays(scratch: QueryScratch, slot: number, size: number, capacity: number): WordMatches {
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
export class TieLinks {
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
