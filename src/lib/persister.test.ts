import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeOfflineDb } from '../testing/fixtures/offline';

const fake = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('./idb', () => ({ hasIndexedDb: () => true, offlineDb: async () => fake.db }));

const {
  MAX_PERSISTED_QUERIES,
  clearPersistedCaches,
  flushPersistedCache,
  persistedCacheSize,
  queryPersister,
  setCacheOwner,
  storageKeyFor,
} = await import('./persister');

let db: ReturnType<typeof createFakeOfflineDb>;

function snapshot(queryCount = 1): PersistedClient {
  const queries = Array.from({ length: queryCount }, (_, index) => ({
    queryKey: ['bills', 'detail', index],
    queryHash: `["bills","detail",${index}]`,
    state: { data: { id: index }, dataUpdatedAt: 1000 + index, status: 'success' },
  }));
  return {
    timestamp: 1,
    buster: '0.0.0-test',
    clientState: { mutations: [], queries },
  } as unknown as PersistedClient;
}

const stored = (owner: string) => db.stores['query-cache'].get(storageKeyFor(owner)) as string | undefined;

beforeEach(() => {
  db = createFakeOfflineDb();
  fake.db = db;
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(async () => {
  await flushPersistedCache();
  vi.useRealTimers();
});

describe('queryPersister', () => {
  it('saves at most once a second, under the owner and build version', async () => {
    queryPersister.persistClient(snapshot());
    queryPersister.persistClient(snapshot(2));
    expect(stored('anonymous')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storageKeyFor('anonymous')).toBe('query-cache:0.0.0-test:anonymous');
    expect(JSON.parse(stored('anonymous')!).clientState.queries).toHaveLength(2);
  });

  it('keeps only the newest answers when there are too many', async () => {
    queryPersister.persistClient(snapshot(MAX_PERSISTED_QUERIES + 5));
    await flushPersistedCache();
    const { queries } = JSON.parse(stored('anonymous')!).clientState;
    expect(queries).toHaveLength(MAX_PERSISTED_QUERIES);
    expect(queries[0].state.dataUpdatedAt).toBe(1000 + MAX_PERSISTED_QUERIES + 4);
  });

  it("restores the owner's cache and drops caches of other builds", async () => {
    db.stores['query-cache'].set(storageKeyFor('anonymous'), JSON.stringify(snapshot()));
    db.stores['query-cache'].set('query-cache:0.0.0-old:anonymous', '{}');
    const restored = await queryPersister.restoreClient();
    expect(restored?.clientState.queries).toHaveLength(1);
    expect([...db.stores['query-cache'].keys()]).toEqual([storageKeyFor('anonymous')]);
    await queryPersister.removeClient();
    expect(await queryPersister.restoreClient()).toBeUndefined();
  });

  it('reports the size of the saved cache and clears every cache', async () => {
    expect(await persistedCacheSize()).toBe(0);
    db.stores['query-cache'].set(storageKeyFor('anonymous'), 'x'.repeat(42));
    db.stores['query-cache'].set(storageKeyFor('7'), 'y');
    expect(await persistedCacheSize()).toBe(42);
    await clearPersistedCaches();
    expect(db.stores['query-cache'].size).toBe(0);
  });
});

describe('setCacheOwner', () => {
  it("switches the key at once, deletes the previous owner's cache and drops an unsaved snapshot", async () => {
    db.stores['query-cache'].set(storageKeyFor('anonymous'), JSON.stringify(snapshot()));
    queryPersister.persistClient(snapshot(3)); // taken while the previous owner was signed in
    expect(setCacheOwner(7)).toBe(true);
    expect(setCacheOwner(7)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored('anonymous')).toBeUndefined();
    expect(stored('7')).toBeUndefined();
    queryPersister.persistClient(snapshot());
    await flushPersistedCache();
    expect(stored('7')).toBeDefined();
    expect(setCacheOwner(null)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stored('7')).toBeUndefined();
  });
});
