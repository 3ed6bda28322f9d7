import { describe, expect, it } from 'vitest';
import { COUNT_CAP, LAST_OCCURRENCE, nextRun, SKIP_EVERY, TermPostings } from './term-postings.js';

/** Occurrences packed as the index packs them: slot 1, positions 0 … count - 1. */
const occurrencesOf = (count: number) => Array.from({ length: count }, (_, i) => (1 << 16) | i);

/** A term's documents walked by their counts: each document and where its occurrences start. */
function walkByCounts(postings: TermPostings, termId: number): [doc: number, start: number][] {
  const out: [number, number][] = [];
  let o = postings.occurrences.start(termId);
  const countFrom = postings.counts.start(termId);
  for (let k = 0; k < postings.docCount(termId); k++) {
    out.push([postings.docs.values[postings.docs.start(termId) + k]!, o]);
    o = nextRun(postings.occurrences.values, o, postings.counts.values[countFrom + k]!);
  }
  expect(o).toBe(postings.occurrences.start(termId) + postings.occurrences.length(termId));
  return out;
}

/** Two terms: term 0 with `sizes[i]` occurrences in document 2i, term 1 once in every third document. */
function build(sizes: number[]): TermPostings {
  const postings = new TermPostings();
  sizes.forEach((size, i) => {
    postings.add(0, 2 * i, occurrencesOf(size));
    if (i % 3 === 0) postings.add(1, 2 * i, occurrencesOf(1));
  });
  return postings;
}

// Counts up to the cap and past it, over several skip blocks.
const sizes = Array.from({ length: 5 * SKIP_EVERY }, (_, i) => [1, 2, 7, 254, 255, 256, 600][i % 7]!);

describe('TermPostings counts', () => {
  it("keep each document's occurrence count, capped, and a walk by them finds every document's", () => {
    const postings = build(sizes);
    const countFrom = postings.counts.start(0);
    expect(Array.from(postings.counts.values.subarray(countFrom, countFrom + sizes.length))).toEqual(
      sizes.map((size) => Math.min(size, COUNT_CAP)),
    );
    for (const [doc, start] of walkByCounts(postings, 0)) {
      expect(postings.occurrenceStart(0, doc)).toBe(start);
      const size = sizes[doc / 2]!;
      expect(postings.occurrences.values[start + size - 1]).toBe((1 << 16) | (size - 1) | LAST_OCCURRENCE);
    }
    expect(postings.occurrenceStart(0, 1)).toBe(-1);
  });

  it('are worked out again when saved postings are restored (a snapshot holds none)', () => {
    const live = build(sizes);
    live.trim();
    const saved = live.saved();
    expect(Object.keys(saved).sort()).toEqual(['docs', 'occurrences', 'skips']);
    const restored = TermPostings.restore(saved);
    for (const termId of [0, 1]) {
      const from = live.counts.start(termId);
      const to = from + live.counts.length(termId);
      const restoredFrom = restored.counts.start(termId);
      expect(restored.counts.values.subarray(restoredFrom, restoredFrom + to - from)).toEqual(
        live.counts.values.subarray(from, to),
      );
      expect(walkByCounts(restored, termId)).toEqual(walkByCounts(live, termId));
    }
    // Documents added after a restore get their counts as before.
    restored.add(1, 1000, occurrencesOf(3));
    expect(walkByCounts(restored, 1).at(-1)![0]).toBe(1000);
    expect(restored.occurrenceStart(1, 1000)).toBe(walkByCounts(restored, 1).at(-1)![1]);
  });

  it('reject saved postings whose occurrence marks and documents disagree', () => {
    const saved = build([1, 2, 3]).saved();
    const marked = saved.occurrences.values.slice();
    // A document's last occurrence without its mark: fewer documents' occurrences than documents.
    marked[marked.length - 1]! &= ~LAST_OCCURRENCE;
    expect(() =>
      TermPostings.restore({ ...saved, occurrences: { ...saved.occurrences, values: marked } }),
    ).toThrow(/inconsistent/);
    // One mark too many: occurrences past the term's documents.
    const extra = saved.occurrences.values.slice();
    extra[1]! |= LAST_OCCURRENCE; // the second document's first of two
    expect(() =>
      TermPostings.restore({ ...saved, occurrences: { ...saved.occurrences, values: extra } }),
    ).toThrow(/inconsistent/);
  });

  it('tell which terms have a count at the cap, live and once restored', () => {
    const postings = new TermPostings();
    postings.add(0, 1, occurrencesOf(COUNT_CAP - 1));
    postings.add(1, 1, occurrencesOf(2));
    postings.add(1, 2, occurrencesOf(COUNT_CAP));
    postings.add(2, 2, occurrencesOf(1));
    expect([0, 1, 2].map((term) => postings.countsExact(term))).toEqual([true, false, true]);
    postings.add(2, 3, occurrencesOf(COUNT_CAP + 100));
    expect([0, 1, 2].map((term) => postings.countsExact(term))).toEqual([true, false, false]);
    const restored = TermPostings.restore(postings.saved());
    expect([0, 1, 2].map((term) => restored.countsExact(term))).toEqual([true, false, false]);
  });
});
