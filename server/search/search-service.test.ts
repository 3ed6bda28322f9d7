import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeyFields } from './keys/api-key-store.js';
import { generateSecuredApiKeyWithClient } from './keys/client-secured-api-key.js';
import { createSearchService, searchConfigFromEnv } from './search-service.js';
import type { SearchResponse } from './types.js';
// The service's threads run compiled, not through tsx (start-worker.test.ts checks that path).
import '../testing/compiled-search-workers.js';

describe('search service', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-service-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps records, keys and its generated admin key across a restart', async () => {
    const dataFile = join(dir, 'search.db');
    const first = createSearchService({ dataFile, appId: 'STATEHOUSE' });
    const taskID = await first.write([
      { type: 'saveObjects', index: 'bills', objects: [{ objectID: '1', title: 'Ferry' }] },
    ]);
    const key = first.keys.create(apiKeyFields({ acl: ['search'], description: 'kept' }));
    await first.close();

    const second = createSearchService({ dataFile, appId: 'STATEHOUSE' });
    expect(second.adminApiKey).toBe(first.adminApiKey);
    expect(second.searchApiKey).toBe(first.searchApiKey);
    expect(second.keys.find(key.value)?.description).toBe('kept');
    await second.ready;
    expect(second.isPublished(taskID)).toBe(true);
    expect(second.isPublished(taskID + 1)).toBe(false);
    const access = second.authorize({ apiKey: key.value, appId: 'STATEHOUSE' }, 'search', 'bills');
    const { hits } = await second.search(access, 'bills', { query: 'ferry' });
    expect(hits.map((hit) => hit.objectID)).toEqual(['1']);
    await second.close();
  });

  it('answers a repeated query from what it kept: a write is seen at once, a filtered key gets its own answer, each repeat its own queryID', async () => {
    const service = createSearchService({ dataFile: ':memory:', appId: 'STATEHOUSE' });
    await service.write([
      { type: 'setSettings', index: 'bills', settings: { attributesForFaceting: ['chamber'] } },
      {
        type: 'saveObjects',
        index: 'bills',
        objects: [
          { objectID: '1', title: 'Ferry fares', chamber: 'house' },
          { objectID: '2', title: 'Ferry schedules', chamber: 'senate' },
        ],
      },
    ]);
    const everyone = service.authorize({ apiKey: service.searchApiKey, appId: 'STATEHOUSE' }, 'search');
    const senateKey = generateSecuredApiKeyWithClient(service.searchApiKey, { filters: 'chamber:senate' });
    const senateOnly = service.authorize({ apiKey: senateKey, appId: 'STATEHOUSE' }, 'search');
    const ferry = { query: 'ferry', clickAnalytics: true };
    const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID).sort();

    const first = await service.search(everyone, 'bills', ferry);
    const repeat = await service.search(everyone, 'bills', ferry);
    expect(ids(repeat)).toEqual(['1', '2']);
    expect(repeat.hits).toEqual(first.hits);
    expect(repeat.processingTimeMS).toBe(0); // answered from the cache, not by a replica
    expect(repeat.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(repeat.queryID).not.toBe(first.queryID);
    expect(repeat.cache_id).not.toBe(first.cache_id);
    expect(ids(await service.search(senateOnly, 'bills', ferry))).toEqual(['2']);

    await service.write([
      {
        type: 'saveObjects',
        index: 'bills',
        objects: [{ objectID: '3', title: 'Ferry piers', chamber: 'house' }],
      },
    ]);
    expect(ids(await service.search(everyone, 'bills', ferry))).toEqual(['1', '2', '3']);
    await service.close();
  });

  it('answers a multi-query with disjunctive facet queries as it answers each query alone', async () => {
    const service = createSearchService({ dataFile: ':memory:', appId: 'STATEHOUSE' });
    await service.write([
      {
        type: 'setSettings',
        index: 'bills',
        settings: { searchableAttributes: ['title'], attributesForFaceting: ['chamber', 'categories'] },
      },
      {
        type: 'saveObjects',
        index: 'bills',
        objects: ['School ferry service', 'School ferry fares', 'School libraries', 'Ferry school buses'].map(
          (title, i) => ({
            objectID: String(i),
            title,
            chamber: i % 2 ? 'senate' : 'house',
            categories: i % 3 ? ['Transport'] : ['Education', 'Transport'],
          }),
        ),
      },
    ]);
    const access = service.authorize({ apiKey: service.searchApiKey, appId: 'STATEHOUSE' }, 'search');
    const query = 'school fer';
    const requests = [
      { facets: ['chamber', 'categories'], facetFilters: [['chamber:house'], ['categories:Transport']] },
      { facets: ['chamber'], facetFilters: [['categories:Transport']], hitsPerPage: 0 },
      { facets: ['categories'], facetFilters: [['chamber:house']], hitsPerPage: 0 },
    ].map((params) => ({ type: 'default' as const, indexName: 'bills', params: { query, ...params } }));
    const { results } = await service.multipleQueries(access, { requests, strategy: 'none' });
    const alone = await Promise.all(
      requests.map((request) => service.search(access, 'bills', request.params)),
    );
    // Each query has its own cached results.
    const cacheIds = results.map((result) => (result as SearchResponse).cache_id);
    expect(new Set(cacheIds).size).toBe(3);
    const comparable = (result: object) => ({ ...result, cache_id: 0, processingTimeMS: 0 });
    expect(results.map(comparable)).toEqual(alone.map(comparable));
    expect(alone[0]).toMatchObject({ nbHits: 1, facets: { chamber: { house: 1 } } });
    expect(alone[1]!.facets).toEqual({ chamber: { senate: 2, house: 1 } });
    await service.close();
  });

  it('reads its settings from the environment, with defaults', () => {
    expect(searchConfigFromEnv({})).toEqual({
      dataFile: 'var/search.db',
      appId: 'STATEHOUSE',
      workers: 1,
      snapshotEveryOperations: 10_000,
      snapshotEveryBytes: 64 * 1024 * 1024,
      resultsCache: { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, ttlMs: 1_800_000 },
    });
    expect(
      searchConfigFromEnv({
        SEARCH_ADMIN_API_KEY: 'a',
        SEARCH_API_KEY: 'b',
        SEARCH_SNAPSHOT_EVERY_OPERATIONS: '5',
      }),
    ).toMatchObject({ adminApiKey: 'a', searchApiKey: 'b', snapshotEveryOperations: 5 });
    expect(() => searchConfigFromEnv({ SEARCH_RESULTS_CACHE_MB: 'lots' })).toThrowError(
      "SEARCH_RESULTS_CACHE_MB must be a positive number, got 'lots'",
    );
  });
});
