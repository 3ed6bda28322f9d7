import { describe, expect, it } from 'vitest';
import type { MultiQuery } from '../protocol/multi-query.js';
import type { QueryAnswer } from '../workers/engine-reads.js';
import { AnswerCache } from './answer-cache.js';

const query = (q: string): MultiQuery => ({ type: 'default', indexName: 'bills', params: { query: q } });
const answer = (nbHits: number, text = ''): QueryAnswer => ({
  response: {
    hits: text ? [{ objectID: '1', title: text }] : [],
    nbHits,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    processingTimeMS: 3,
    query: '',
    params: '',
    index: 'bills',
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, typo: true },
  },
});

describe('the answer cache', () => {
  const limits = { maxEntries: 3, maxBytes: 100_000, maxAgeMs: 60_000 };

  it('gives a kept answer for the same query while no write is published, and none after one', () => {
    const cache = new AnswerCache(limits);
    expect(cache.get(query('ferry'), 7)).toBeUndefined();
    cache.set(query('ferry'), 7, answer(2));
    expect(cache.get(query('ferry'), 7)).toEqual(answer(2));
    expect(cache.get(query('ferries'), 7)).toBeUndefined();
    expect(
      cache.get({ ...query('ferry'), params: { query: 'ferry', filters: 'state:ma' } }, 7),
    ).toBeUndefined();
    expect(cache.get(query('ferry'), 8)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops an answer read before a write that was published while it ran', () => {
    const cache = new AnswerCache(limits);
    cache.get(query('x'), 7);
    cache.get(query('x'), 8); // a write was published meanwhile
    cache.set(query('x'), 7, answer(1));
    expect(cache.get(query('x'), 8)).toBeUndefined();
  });

  it('keeps the most recently used answers within its entry and byte limits', () => {
    const cache = new AnswerCache({ ...limits, maxBytes: 2000 });
    cache.get(query('a'), 1);
    for (const word of ['a', 'b', 'c']) cache.set(query(word), 1, answer(1));
    cache.get(query('a'), 1); // used again: 'b' is now the oldest
    cache.set(query('d'), 1, answer(1));
    expect(cache.get(query('b'), 1)).toBeUndefined();
    expect(cache.get(query('a'), 1)).toBeDefined();
    cache.set(query('big'), 1, answer(1, 'x'.repeat(300)));
    expect(cache.get(query('big'), 1)).toBeUndefined(); // over an eighth of the bytes: never kept
    cache.set(query('e'), 1, answer(1, 'y'.repeat(200)));
    cache.set(query('f'), 1, answer(1, 'z'.repeat(200)));
    expect(cache.size).toBeLessThanOrEqual(3);
  });

  it('asks again once an answer is older than maxAgeMs (a rule may have begun or ended)', () => {
    let now = 0;
    const cache = new AnswerCache(limits, () => now);
    cache.get(query('a'), 1);
    cache.set(query('a'), 1, answer(1));
    now = limits.maxAgeMs;
    expect(cache.get(query('a'), 1)).toBeDefined();
    now = limits.maxAgeMs * 2 + 1;
    expect(cache.get(query('a'), 1)).toBeUndefined();
  });
});
