import { describe, expect, it } from 'vitest';
import { Candidates } from './candidates.js';
import { QueryScratch } from './query-scratch.js';
import type { WordMatches } from './word-arrays.js';

/** A word matching documents 0–3 with the given criteria per document. */
function word(typos: number[], attribute: number[], exact: number[]): WordMatches {
  return {
    docs: Int32Array.from([0, 1, 2, 3]),
    typos: Uint8Array.from(typos),
    attribute: Int32Array.from(attribute),
    exact: Uint8Array.from(exact),
    occurrenceAt: new Int32Array(4),
    tied: new Int32Array(0),
  };
}

/** The criteria `complete` works out for the given documents, pushed as one block. */
function completed(candidates: Candidates, docs: number[]) {
  candidates.pushAll(Int32Array.from(docs));
  candidates.complete();
  const column = (values: ArrayLike<number> & { subarray(from: number, to: number): ArrayLike<number> }) =>
    Array.from(values.subarray(0, docs.length));
  return {
    typos: column(candidates.typos),
    exact: column(candidates.exact),
    attribute: column(candidates.attribute),
    uniform: [...candidates.uniform].sort(),
  };
}

/** `matches` with the criteria all its documents share marked as such when `marked`. */
function sharing(matches: WordMatches, same: NonNullable<WordMatches['same']>, marked: boolean): WordMatches {
  return marked ? { ...matches, same } : matches;
}

/**
 * What `complete` works out for the words, with their shared criteria marked; checks first that it is
 * what reading every row gives (the words unmarked), which is what marking them must never change.
 */
function completedBothWays(words: (marked: boolean) => WordMatches[], docs: number[]) {
  const run = (marked: boolean) => {
    const candidates = new Candidates(new QueryScratch(), 4);
    candidates.deferCriteria(words(marked));
    return completed(candidates, docs);
  };
  const result = run(true);
  expect(result).toEqual(run(false));
  return result;
}

describe('Candidates.pushWhere', () => {
  it('adds the documents set in the bitmap, in the order given', () => {
    const candidates = new Candidates(new QueryScratch(), 8);
    candidates.pushDoc(7);
    candidates.pushWhere(Int32Array.from([5, 0, 3, 6, 2]), Uint8Array.from([1, 0, 1, 1, 0, 0, 1]));
    expect(Array.from(candidates.doc.subarray(0, candidates.length))).toEqual([7, 0, 3, 6, 2]);
  });
});

describe('Candidates.complete', () => {
  it('works out deferred criteria from one word and names those every row ties on', () => {
    const candidates = new Candidates(new QueryScratch(), 4);
    const only = word([1, 1, 1, 1], [65536, 3, 65536, 0], [0, 0, 0, 0]);
    candidates.deferCriteria([only]);
    candidates.pushAll(Int32Array.from([3, 1]));
    candidates.pushDoc(0);
    candidates.complete();
    expect(candidates.length).toBe(3);
    expect(Array.from(candidates.attribute.subarray(0, 3))).toEqual([0, 3, 65536]);
    expect(Array.from(candidates.words.subarray(0, 3))).toEqual([1, 1, 1]);
    expect([...candidates.uniform].sort()).toEqual(['exact', 'typo']);
  });

  it('sums typos and exact words over several words and keeps the best attribute', () => {
    const candidates = new Candidates(new QueryScratch(), 4);
    candidates.deferCriteria([
      word([0, 1, 0, 2], [5, 65536, 7, 1], [1, 0, 1, 0]),
      word([0, 0, 1, 0], [2, 65540, 9, 1], [1, 1, 0, 1]),
    ]);
    for (const doc of [0, 1, 2, 3]) candidates.pushDoc(doc);
    candidates.complete();
    expect(Array.from(candidates.typos.subarray(0, 4))).toEqual([0, 1, 1, 2]);
    expect(Array.from(candidates.exact.subarray(0, 4))).toEqual([2, 1, 1, 1]);
    expect(Array.from(candidates.attribute.subarray(0, 4))).toEqual([2, 65536, 7, 1]);
    expect([...candidates.uniform]).toEqual([]);
  });

  it('with one word whose documents share typos and exactness, gives what reading them per row does', () => {
    for (const attribute of [
      [65536, 3, 65536, 0],
      [4, 4, 4, 4],
    ]) {
      const only = (marked: boolean) => [
        sharing(word([2, 2, 2, 2], attribute, [1, 1, 1, 1]), { typos: 2, exact: 1 }, marked),
      ];
      const result = completedBothWays(only, [3, 0, 2]);
      if (attribute[0] === 4) expect(result.uniform).toEqual(['attribute', 'exact', 'typo']);
    }
  });

  it('with several words whose documents each share typos and exactness, gives what reading them per row does', () => {
    const words = (marked: boolean) => {
      const first = sharing(
        word([1, 1, 1, 1], [65536, 3, 65536, 0], [0, 0, 0, 0]),
        { typos: 1, exact: 0 },
        marked,
      );
      const second = sharing(
        word([0, 0, 0, 0], [2, 65540, 9, 1], [1, 1, 1, 1]),
        { typos: 0, exact: 1 },
        marked,
      );
      return [first, second, first];
    };
    expect(completedBothWays(words, [3, 0, 2, 1])).toEqual({
      typos: [2, 2, 2, 2],
      exact: [1, 1, 1, 1],
      attribute: [0, 2, 9, 3],
      uniform: ['exact', 'typo'],
    });
  });

  it('with some words sharing typos and exactness and others not, gives what reading them all per row does', () => {
    const words = (marked: boolean) => {
      const uniform = sharing(
        word([1, 1, 1, 1], [65536, 3, 65536, 0], [1, 1, 1, 1]),
        { typos: 1, exact: 1 },
        marked,
      );
      const mixed = word([0, 2, 1, 0], [2, 65540, 9, 1], [1, 0, 0, 1]);
      return [mixed, uniform, mixed, uniform];
    };
    expect(completedBothWays(words, [3, 0, 2, 1])).toEqual({
      typos: [2, 2, 4, 6],
      exact: [4, 4, 2, 2],
      attribute: [0, 2, 9, 3],
      uniform: [],
    });
  });
});

describe('Candidates.ascend', () => {
  /** Two words over 6 documents, their criteria differing per document. */
  const words = (): WordMatches[] =>
    [0, 1].map((w) => ({
      docs: Int32Array.from([0, 1, 2, 3, 4, 5]),
      typos: Uint8Array.from([0, 1, 0, 2, 1, 0], (t, doc) => (doc === 4 && w === 1 ? 0 : t)),
      attribute: Int32Array.from([5, 65536, 3, 7, 65536, 1], (a) => a + w),
      exact: Uint8Array.from([1, 0, 1, 0, 0, 1]),
      occurrenceAt: new Int32Array(6),
      tied: new Int32Array(0),
    }));
  const criteriaByDoc = (candidates: Candidates) =>
    Array.from(candidates.doc.subarray(0, candidates.length), (doc, row) => [
      doc,
      candidates.typos[row],
      candidates.attribute[row],
      candidates.exact[row],
    ]).sort((a, b) => a[0]! - b[0]!);

  it('puts many rows in document order, keeps the gathered order, and completes them alike', () => {
    const gathered = [4, 5, 0, 2, 1, 3];
    const plain = new Candidates(new QueryScratch(), 6);
    plain.deferCriteria(words());
    plain.pushAll(Int32Array.from(gathered));
    plain.complete();
    const ascended = new Candidates(new QueryScratch(), 6);
    ascended.deferCriteria(words());
    ascended.pushAll(Int32Array.from(gathered));
    ascended.ascend(new QueryScratch(), 6);
    expect(Array.from(ascended.doc.subarray(0, 6))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Array.from(ascended.gathered ?? [])).toEqual(gathered);
    ascended.complete();
    expect(criteriaByDoc(ascended)).toEqual(criteriaByDoc(plain));
  });

  it('puts rows in document order across many blocks of 32 documents, the last one partial', () => {
    // More than a tenth of the documents are rows, so they are put in order.
    const docCount = 140;
    const gathered = [139, 31, 32, 0, 63, 64, 95, 1, 130, 96, 127, 33, 138, 128, 135];
    const candidates = new Candidates(new QueryScratch(), gathered.length);
    candidates.deferCriteria([]);
    candidates.pushAll(Int32Array.from(gathered));
    candidates.ascend(new QueryScratch(), docCount);
    expect(Array.from(candidates.doc.subarray(0, gathered.length))).toEqual(
      [...gathered].sort((a, b) => a - b),
    );
    expect(Array.from(candidates.gathered ?? [])).toEqual(gathered);
  });

  it('leaves rows already in order, few rows, or completed ones as they are', () => {
    const cases: [number[], number, boolean][] = [
      [[0, 2, 5], 6, false], // ascending already
      [[5, 0], 100, false], // 2 rows of 100 documents: not worth a pass over them
      [[5, 0, 3], 6, true], // completed: the criteria are in row order
    ];
    for (const [gathered, docCount, complete] of cases) {
      const candidates = new Candidates(new QueryScratch(), 6);
      candidates.deferCriteria(words());
      candidates.pushAll(Int32Array.from(gathered));
      if (complete) candidates.complete();
      candidates.ascend(new QueryScratch(), docCount);
      expect(Array.from(candidates.doc.subarray(0, gathered.length))).toEqual(gathered);
      expect(candidates.gathered).toBeUndefined();
    }
  });
});
