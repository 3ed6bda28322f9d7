import { describe, expect, it } from 'vitest';
import { boundedDamerauLevenshtein, prefixTypoDistance } from './damerau-levenshtein.js';

/** Unbounded optimal-string-alignment distance, written the textbook way, to check the fast one against. */
function referenceDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const cell = (i: number, j: number) => table[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, cell(i - 2, j - 2) + 1);
      (table[i] as number[])[j] = best;
    }
  }
  return cell(a.length, b.length);
}

/** Deterministic pseudo-random words over a small alphabet, so that near misses are common. */
function* randomPairs(count: number): Generator<[string, string]> {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const word = () =>
    Array.from({ length: Math.floor(next() * 9) }, () => 'abcd'[Math.floor(next() * 4)] as string).join('');
  for (let i = 0; i < count; i++) yield [word(), word()];
}

describe('boundedDamerauLevenshtein', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(boundedDamerauLevenshtein('education', 'education', 2)).toBe(0);
    expect(boundedDamerauLevenshtein('educaton', 'education', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('educattion', 'education', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('edukation', 'education', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('kitten', 'sitting', 3)).toBe(3);
    expect(boundedDamerauLevenshtein('', 'abc', 3)).toBe(3);
  });

  it('counts a transposition as one typo', () => {
    expect(boundedDamerauLevenshtein('teh', 'the', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('hlelo', 'hello', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('ab', 'ba', 1)).toBe(1);
    // Optimal string alignment: a transposed pair is not edited again.
    expect(boundedDamerauLevenshtein('ca', 'abc', 3)).toBe(3);
  });

  it('stops at the bound', () => {
    expect(boundedDamerauLevenshtein('kitten', 'sitting', 2)).toBe(3);
    expect(boundedDamerauLevenshtein('abc', 'xyz', 1)).toBe(2);
    expect(boundedDamerauLevenshtein('a', 'abcdef', 2)).toBe(3);
    expect(boundedDamerauLevenshtein('same', 'same', 0)).toBe(0);
    expect(boundedDamerauLevenshtein('same', 'sane', 0)).toBe(1);
  });

  it('handles words longer than its preallocated rows', () => {
    const long = 'x'.repeat(100);
    expect(boundedDamerauLevenshtein(long + 'ab', long + 'ba', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('q' + long, long + 'q', 2)).toBe(2);
  });

  it('agrees with a textbook implementation', () => {
    for (const [a, b] of randomPairs(3000)) {
      const expected = referenceDistance(a, b);
      for (const max of [0, 1, 2, 3]) {
        expect(boundedDamerauLevenshtein(a, b, max), `${a} / ${b} / ${max}`).toBe(
          Math.min(expected, max + 1),
        );
      }
    }
  });
});

describe('prefixTypoDistance', () => {
  it('is 0 for an exact prefix and for an empty prefix', () => {
    expect(prefixTypoDistance('educ', 'education', 1)).toBe(0);
    expect(prefixTypoDistance('', 'education', 1)).toBe(0);
    expect(prefixTypoDistance('education', 'education', 1)).toBe(0);
  });

  it('finds the closest prefix of the term', () => {
    expect(prefixTypoDistance('eduk', 'education', 1)).toBe(1);
    expect(prefixTypoDistance('edcu', 'education', 1)).toBe(1);
    expect(prefixTypoDistance('eduaction', 'education', 2)).toBe(1);
    expect(prefixTypoDistance('edducat', 'education', 1)).toBe(1);
    expect(prefixTypoDistance('educatio', 'educ', 2)).toBe(3);
    expect(prefixTypoDistance('xyz', 'education', 1)).toBe(2);
  });

  it('agrees with the smallest distance to a prefix within the length window', () => {
    for (const [query, term] of randomPairs(2000)) {
      for (const max of [1, 2]) {
        let expected = max + 1;
        for (let length = query.length - max; length <= query.length + max; length++) {
          if (length < 0 || length > term.length) continue;
          expected = Math.min(expected, referenceDistance(query, term.slice(0, length)));
        }
        if (query.length === 0) expected = 0;
        expect(prefixTypoDistance(query, term, max), `${query} / ${term} / ${max}`).toBe(expected);
      }
    }
  });
});
