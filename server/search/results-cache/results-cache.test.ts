import { describe, expect, it } from 'vitest';
import { createResultsCache } from './results-cache.js';

const results = (ids: string[]) => ({
  indexName: 'bills',
  params: { query: 'tax' },
  rankedObjectIDs: ids,
  nbHits: ids.length,
});

describe('results cache', async () => {
  it('returns what was stored under an opaque, unguessable id', async () => {
    const cache = createResultsCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 60_000, now: () => 1000 });
    const id = cache.put(results(['a', 'b']));
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(await cache.get(id)).toEqual({ ...results(['a', 'b']), createdAt: 1000 });
    expect(await cache.get('nope')).toBeUndefined();
  });

  it('computes deferred ids on the first get, once', async () => {
    const cache = createResultsCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 60_000 });
    let calls = 0;
    const id = cache.put({
      ...results([]),
      rankedObjectIDs: () => {
        calls += 1;
        return Promise.resolve(['x', 'y']);
      },
    });
    expect(calls).toBe(0);
    expect((await cache.get(id))?.rankedObjectIDs).toEqual(['x', 'y']);
    expect((await cache.get(id))?.rankedObjectIDs).toEqual(['x', 'y']);
    expect(calls).toBe(1);
  });

  it('evicts the least recently used entry beyond the entry bound', async () => {
    const cache = createResultsCache({ maxEntries: 2, maxBytes: 1e6, ttlMs: 60_000 });
    const first = cache.put(results(['1']));
    const second = cache.put(results(['2']));
    await cache.get(first); // now the second is the least recently used
    const third = cache.put(results(['3']));
    expect(await cache.get(second)).toBeUndefined();
    expect(await cache.get(first)).toBeDefined();
    expect(await cache.get(third)).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('evicts by total size', async () => {
    const cache = createResultsCache({ maxEntries: 100, maxBytes: 70_000, ttlMs: 60_000 });
    const big = Array.from({ length: 1000 }, (_, i) => `bill-${i}`);
    const ids = [cache.put(results(big)), cache.put(results(big)), cache.put(results(big))];
    expect(cache.bytes).toBeLessThanOrEqual(70_000);
    expect(await cache.get(ids[0]!)).toBeUndefined();
    expect(await cache.get(ids[1]!)).toBeDefined();
    expect(await cache.get(ids[2]!)).toBeDefined();
  });

  it('forgets entries after their time to live', async () => {
    let now = 0;
    const cache = createResultsCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 30 * 60_000, now: () => now });
    const id = cache.put(results(['a']));
    now = 30 * 60_000 - 1;
    expect(await cache.get(id)).toBeDefined();
    now = 30 * 60_000;
    expect(await cache.get(id)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
