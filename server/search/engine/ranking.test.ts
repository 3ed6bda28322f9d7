import { describe, expect, it } from 'vitest';
import { IndexData } from './index-data.js';
import { customRanks, topRanked, type PendingColumn, type RankedSet } from './ranking.js';

/** A small deterministic PRNG, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

/**
 * Candidates with few distinct values per column (so ties reach later columns and the document number),
 * a proximity-like column whose rows hold a bound until resolved, and custom ranks by document.
 */
function candidates(seed: number, n: number) {
  const random = prng(seed);
  const docs = Int32Array.from({ length: n }, (_, i) => i * 3 + random(3));
  const typos = Uint16Array.from({ length: n }, () => random(2));
  const truth = Uint16Array.from({ length: n }, () => 1 + random(8));
  const bounds = Uint16Array.from(truth, (value) => value - random(value));
  const attribute = Float64Array.from({ length: n }, () => random(3) * 65536 + random(2));
  const customRanks = Int32Array.from({ length: docs[n - 1]! + 1 }, () => random(5));
  const resolved = new Uint8Array(n);
  let resolutions = 0;
  const pending: PendingColumn = {
    values: bounds,
    resolve(row) {
      if (resolved[row]) return;
      resolved[row] = 1;
      resolutions++;
      bounds[row] = truth[row]!;
    },
    resolveBelow(from, to, limit) {
      for (let row = from; row < to; row++) if (bounds[row]! < limit) this.resolve(row);
    },
    resolveRows(rows, count) {
      for (const row of rows.subarray(0, count)) this.resolve(row);
    },
    resolveAll() {
      for (let row = 0; row < n; row++) this.resolve(row);
    },
  };
  const lazy: RankedSet = {
    docs,
    columns: [
      { values: typos, sign: 1 },
      { values: bounds, sign: 1 },
      { values: attribute, sign: -1 },
    ],
    customRanks,
    pending,
  };
  const exact: RankedSet = {
    ...lazy,
    columns: [lazy.columns[0]!, { values: truth, sign: 1 }, lazy.columns[2]!],
  };
  delete exact.pending;
  return { lazy, exact, resolutions: () => resolutions };
}

describe('topRanked', () => {
  it('with a pending column, returns exactly the first rows of the full ranking', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const count of [1, 5, 20, 199, 200, 500]) {
        const { lazy, exact } = candidates(seed, 200);
        const full = topRanked(exact, 200);
        expect(topRanked(lazy, count)).toEqual(full.slice(0, count));
      }
    }
  });

  it('returns the first rows of the full ranking whichever column comes first', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { lazy, exact } = candidates(seed, 300);
      const [typos, bounds, attribute] = lazy.columns;
      const [, truth] = exact.columns;
      // Attribute first (sign -1), then the pending column first.
      for (const [lazyColumns, exactColumns] of [
        [
          [attribute!, bounds!, typos!],
          [attribute!, truth!, typos!],
        ],
        [
          [bounds!, attribute!, typos!],
          [truth!, attribute!, typos!],
        ],
      ]) {
        const full = topRanked({ ...exact, columns: exactColumns! }, 300);
        for (const count of [1, 7, 20, 299])
          expect(topRanked({ ...lazy, columns: lazyColumns! }, count)).toEqual(full.slice(0, count));
      }
    }
  });

  it('returns the first rows of the full ranking when the pending column is the only one', () => {
    // Custom ranks then documents decide its ties, read in place for a resolved row (few custom rank
    // values, so documents decide too); without custom ranks, documents alone.
    for (let seed = 1; seed <= 20; seed++) {
      const { lazy, exact } = candidates(seed, 300);
      const [, bounds] = lazy.columns;
      const [, truth] = exact.columns;
      for (const custom of [true, false]) {
        const only = (set: RankedSet, column: RankedSet['columns'][number]): RankedSet => {
          const { customRanks, ...rest } = set;
          return { ...rest, columns: [column], ...(custom ? { customRanks } : {}) };
        };
        const full = topRanked(only(exact, truth!), 300);
        for (const count of [1, 7, 20, 299])
          expect(topRanked(only(lazy, bounds!), count)).toEqual(full.slice(0, count));
      }
    }
  });

  it('hands a pending first column the rows to resolve a block at a time', () => {
    // Bounds all 1 and true values 2 or more: after the first page, the heap's worst stays above every
    // bound, so every row must be resolved; only the first `count` are resolved one by one.
    const n = 2000;
    const random = prng(3);
    const truth = Uint16Array.from({ length: n }, () => 2 + random(6));
    const values = new Uint16Array(n).fill(1);
    let oneByOne = 0;
    let blocks = 0;
    const pending: PendingColumn = {
      values,
      resolve(row) {
        if (values[row] !== 1) return;
        oneByOne++;
        values[row] = truth[row]!;
      },
      resolveBelow(from, to, limit) {
        blocks++;
        for (let row = from; row < to; row++) if (values[row]! < limit) values[row] = truth[row]!;
      },
      resolveRows() {
        throw new Error('the pending column comes first: resolveBelow');
      },
      resolveAll() {
        for (let row = 0; row < n; row++) values[row] = truth[row]!;
      },
    };
    const docs = Int32Array.from({ length: n }, (_, i) => i);
    const top = topRanked({ docs, columns: [{ values, sign: 1 }], pending }, 20);
    const full = topRanked({ docs, columns: [{ values: truth, sign: 1 }] }, n);
    expect(top).toEqual(full.slice(0, 20));
    expect(oneByOne).toBe(20);
    expect(blocks).toBeGreaterThan(1);
    expect(blocks).toBeLessThan(n / 100);
  });

  it('resolves a block of rows ahead only where they tie on the columns before the pending one', () => {
    // Typos first: a quarter of the first 400 rows without any, every other row with one. Once the heap
    // holds 20 rows without typos, the rows with a typo lose on it, and only the block's rows tying on it
    // are handed over to resolve.
    const n = 4000;
    const random = prng(5);
    const typos = Uint16Array.from({ length: n }, (_, row) => (row < 400 && random(4) === 0 ? 0 : 1));
    const truth = Uint16Array.from({ length: n }, () => 2 + random(6));
    const values = new Uint16Array(n).fill(1);
    const resolved = new Set<number>();
    let handed = 0;
    const pending: PendingColumn = {
      values,
      resolve(row) {
        resolved.add(row);
        values[row] = truth[row]!;
      },
      resolveBelow() {
        throw new Error('the pending column comes second: resolveRows');
      },
      resolveRows(rows, count) {
        handed += count;
        for (const row of rows.subarray(0, count)) this.resolve(row);
      },
      resolveAll() {
        for (let row = 0; row < n; row++) this.resolve(row);
      },
    };
    const docs = Int32Array.from({ length: n }, (_, i) => i);
    const columns = (proximity: Uint16Array) => [
      { values: typos, sign: 1 as const },
      { values: proximity, sign: 1 as const },
    ];
    const top = topRanked({ docs, columns: columns(values), customRanks: undefined, pending }, 20);
    const full = topRanked({ docs, columns: columns(truth), customRanks: undefined, pending: undefined }, n);
    expect(top).toEqual(full.slice(0, 20));
    expect(handed).toBeGreaterThan(0);
    const withTypo = [...resolved].filter((row) => typos[row] === 1).length;
    expect(withTypo).toBeLessThan(1000);
  });

  it('resolves only the rows that could still make the cut', () => {
    const { lazy, resolutions } = candidates(7, 5000);
    topRanked(lazy, 20);
    expect(resolutions()).toBeLessThan(5000);
  });

  it('breaks ties by custom rank, then by document number', () => {
    const set: RankedSet = {
      docs: [4, 2, 9, 7],
      columns: [{ values: [0, 0, 0, 1], sign: 1 }],
      customRanks: Int32Array.from([0, 0, 1, 0, 1, 0, 0, 0, 0, 0]),
    };
    // Rows 0–2 tie on the column; doc 9 has the best custom rank, docs 2 and 4 tie on theirs.
    expect(topRanked(set, 4)).toEqual([2, 1, 0, 3]);
    expect(topRanked(set, 2)).toEqual([2, 1]);
  });

  it('ranks rows on custom rank, then document, when there is no column', () => {
    const n = 500;
    const random = prng(11);
    const customRanks = Int32Array.from({ length: n }, () => random(9));
    const docs = Int32Array.from({ length: n }, (_, i) => (i * 7) % n);
    const expected = Array.from({ length: n }, (_, row) => row).sort(
      (a, b) => customRanks[docs[a]!]! - customRanks[docs[b]!]! || docs[a]! - docs[b]!,
    );
    for (const count of [1, 20, 499])
      expect(topRanked({ docs, columns: [], customRanks, pending: undefined }, count)).toEqual(
        expected.slice(0, count),
      );
  });

  describe('customRanks after writes', () => {
    /** Live documents by (rank, number): what ranking can tell of them, ties shown as equal neighbours. */
    const liveOrder = (data: IndexData, ranks: Int32Array) =>
      Array.from({ length: data.docCount }, (_, doc) => doc)
        .filter((doc) => data.isAlive(doc))
        .sort((a, b) => ranks[a]! - ranks[b]! || a - b)
        .map((doc, i, docs) => (i > 0 && ranks[docs[i - 1]!] === ranks[doc] ? `=${doc}` : String(doc)));
    const criteria = ['desc(updated)', 'asc(position)'];

    it('merges documents added since, as ranking them all anew would, live documents alike', () => {
      const random = prng(21);
      const data = new IndexData(['text'], undefined);
      const record = (id: number, more: object = {}) => ({
        objectID: String(id),
        text: 'section',
        ...(random(5) ? { updated: random(4) } : {}),
        position: random(3),
        ...more,
      });
      for (let i = 0; i < 300; i++) data.upsert(record(i));
      const before = customRanks(data, criteria)!;
      // Updates (the old document dies, keeping its rank here) and new records, some without values.
      for (let i = 0; i < 60; i++) data.upsert(record(random(400)));
      const merged = customRanks(data, criteria)!;
      expect(merged).not.toBe(before);
      expect(merged).toHaveLength(data.docCount);
      // Ranked anew: the same records in a new index state, every document numbered as here.
      const anew = new IndexData(['text'], undefined);
      for (let doc = 0; doc < data.docCount; doc++) {
        const kept = data.records[doc];
        anew.upsert(kept ?? { objectID: `dead-${doc}`, text: 'section' });
        if (!kept) anew.remove(`dead-${doc}`);
      }
      expect(liveOrder(data, merged)).toEqual(liveOrder(anew, customRanks(anew, criteria)!));
    });

    it('ranks every document anew when a new one holds a string value', () => {
      const write = (data: IndexData, late: boolean) => {
        for (let i = 0; i < 20; i++)
          data.upsert({ objectID: String(i), text: 'x', updated: i % 4, position: 0 });
        if (late)
          for (const updated of ['b', 'a'])
            data.upsert({ objectID: updated, text: 'x', updated, position: 0 });
      };
      const data = new IndexData(['text'], undefined);
      write(data, false);
      customRanks(data, criteria);
      write(data, true);
      const anew = new IndexData(['text'], undefined);
      write(anew, false);
      write(anew, true);
      expect(customRanks(data, criteria)).toEqual(customRanks(anew, criteria));
    });
  });
});
