// Where each document's occurrences of a term start, by document number, for the terms most documents
// hold. Matching such a term within a rarer word's documents (word-matches.ts, `matchWordWithin`) then
// reads one number per document of that word rather than the term's whole postings: at 1M bill_text
// chunks 'section', in every chunk, took 4 ms of 'section take effect' read whole within 205k documents.
import { LruMap } from './lru-map.js';
import type { TermPostings } from './term-postings.js';

/**
 * Terms held at once per index: 4 bytes per document each (16 MB at a million documents for all of
 * them). Most queries of common words share a few very common terms ('section', or 'the' and 'of').
 */
const HELD_TERMS = 4;

interface DenseStarts {
  /** The term's document count and the index's when built: documents are only ever appended. */
  length: number;
  size: number;
  /** Per document: where its occurrences start, from the term's first occurrence; -1 if it lacks the term. */
  starts: Int32Array;
}

const byPostings = new WeakMap<TermPostings, LruMap<number, DenseStarts>>();

/**
 * Term `termId`'s starts by document (relative to `occurrences.start(termId)`; -1 where absent), or
 * undefined when fewer than half of the index's `size` documents hold it or its counts are not exact
 * (a capped count needs its run walked). Built on first use and again after documents are added.
 */
export function denseStarts(postings: TermPostings, termId: number, size: number): Int32Array | undefined {
  const length = postings.docs.length(termId);
  if (2 * length < size || !postings.countsExact(termId)) return undefined;
  let held = byPostings.get(postings);
  if (!held) byPostings.set(postings, (held = new LruMap(HELD_TERMS)));
  const known = held.get(termId);
  if (known && known.length === length && known.size === size) return known.starts;
  const starts = new Int32Array(size).fill(-1);
  const docList = postings.docs.values;
  const countList = postings.counts.values;
  const from = postings.docs.start(termId);
  for (let k = from, c = postings.counts.start(termId), at = 0; k < from + length; k++, c++) {
    starts[docList[k]!] = at;
    at += countList[c]!;
  }
  held.set(termId, { length, size, starts });
  return starts;
}
