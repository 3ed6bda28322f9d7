import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeyFields } from './keys/api-key-store.js';
import { createSearchService, searchConfigFromEnv } from './search-service.js';

describe('search service', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-service-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps records, keys and its generated admin key across a restart', async () => {
    const dataFile = join(dir, 'search.db');
    const first = createSearchService({ dataFile, appId: 'STATEHOUSE' });
    const taskID = first.write([
      { type: 'saveObjects', index: 'bills', objects: [{ objectID: '1', title: 'Ferry' }] },
    ]);
    const key = first.keys.create(apiKeyFields({ acl: ['search'], description: 'kept' }));
    await first.close();

    const second = createSearchService({ dataFile, appId: 'STATEHOUSE' });
    expect(second.adminApiKey).toBe(first.adminApiKey);
    expect(second.searchApiKey).toBe(first.searchApiKey);
    expect(second.keys.find(key.value)?.description).toBe('kept');
    expect(second.isPublished(taskID)).toBe(true);
    expect(second.isPublished(taskID + 1)).toBe(false);
    const access = second.authorize({ apiKey: key.value, appId: 'STATEHOUSE' }, 'search', 'bills');
    expect(second.search(access, 'bills', { query: 'ferry' }).hits.map((hit) => hit.objectID)).toEqual(['1']);
    await second.close();
  });

  it('reads its settings from the environment, with defaults', () => {
    expect(searchConfigFromEnv({})).toEqual({
      dataFile: 'var/search.db',
      appId: 'STATEHOUSE',
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
