import { describe, expect, it } from 'vitest';
import { createOverviewCache } from './overview-cache.js';
import { chunk } from './overview-events.js';

describe('the overview cache', () => {
  it('tells overviews apart by results, page, page size and filters', () => {
    const cache = createOverviewCache(10);
    const key = { cacheId: 'a', page: 0, perPage: 25, facetFilters: [['chamber:senate']] };
    cache.set(key, [chunk('senate')]);
    expect(cache.get({ ...key, facetFilters: [['chamber:senate']] })).toEqual([chunk('senate')]);
    expect(cache.get({ ...key, facetFilters: undefined })).toBeUndefined();
    expect(cache.get({ ...key, page: 1 })).toBeUndefined();
    expect(cache.get({ ...key, perPage: 50 })).toBeUndefined();
    expect(cache.get({ ...key, cacheId: 'b' })).toBeUndefined();
  });

  it('forgets the least recently used overview first', () => {
    const cache = createOverviewCache(2);
    const key = (cacheId: string) => ({ cacheId, page: 0, perPage: 25 });
    cache.set(key('a'), [chunk('a')]);
    cache.set(key('b'), [chunk('b')]);
    cache.get(key('a'));
    cache.set(key('c'), [chunk('c')]);
    expect(cache.size).toBe(2);
    expect(cache.get(key('b'))).toBeUndefined();
    expect(cache.get(key('a'))).toEqual([chunk('a')]);
    expect(cache.get(key('c'))).toEqual([chunk('c')]);
  });
});
