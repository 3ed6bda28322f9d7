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
  setCacheState,
  storageKeyFor,
} = await import('./persister');

// This page follows Massachusetts (src/app/follow-state.ts sets it at start).
setCacheState('ma');

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

const stored = (owner: string, state = 'ma') =>
  db.stores['query-cache'].get(storageKeyFor(owner, state)) as string | undefined;

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
  it('saves at most once a second, under the owner, the state and the build version', async () => {
    queryPersister.persistClient(snapshot());
    queryPersister.persistClient(snapshot(2));
    expect(stored('anonymous')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storageKeyFor('anonymous', 'ma')).toBe('query-cache:0.0.0-test:anonymous:ma');
    expect(JSON.parse(stored('anonymous')!).clientState.queries).toHaveLength(2);
  });

  it('keeps only the newest answers when there are too many', async () => {
    queryPersister.persistClient(snapshot(MAX_PERSISTED_QUERIES + 5));
    await flushPersistedCache();
    const { queries } = JSON.parse(stored('anonymous')!).clientState;
    expect(queries).toHaveLength(MAX_PERSISTED_QUERIES);
    expect(queries[0].state.dataUpdatedAt).toBe(1000 + MAX_PERSISTED_QUERIES + 4);
  });

  it("restores the owner's cache of the state followed, keeps other states' and drops other builds'", async () => {
    db.stores['query-cache'].set(storageKeyFor('anonymous', 'ma'), JSON.stringify(snapshot()));
    db.stores['query-cache'].set(storageKeyFor('anonymous', 'mo'), JSON.stringify(snapshot(2)));
    db.stores['query-cache'].set('query-cache:0.0.0-old:anonymous:ma', '{}');
    // Saved before caches had a state: no state's answers for sure, so never restored.
    db.stores['query-cache'].set('query-cache:0.0.0-test:anonymous', '{}');
    const restored = await queryPersister.restoreClient();
    expect(restored?.clientState.queries).toHaveLength(1);
    expect([...db.stores['query-cache'].keys()].sort()).toEqual([
      storageKeyFor('anonymous', 'ma'),
      storageKeyFor('anonymous', 'mo'),
    ]);
    await queryPersister.removeClient();
    expect(await queryPersister.restoreClient()).toBeUndefined();
  });

  it('reports the size of the saved cache and clears every cache', async () => {
    expect(await persistedCacheSize()).toBe(0);
    db.stores['query-cache'].set(storageKeyFor('anonymous', 'ma'), 'x'.repeat(42));
    db.stores['query-cache'].set(storageKeyFor('anonymous', 'mo'), 'x'.repeat(7));
    db.stores['query-cache'].set(storageKeyFor('7', 'ma'), 'y');
    // This reader's saved answers of every state (each is kept for when they follow it again).
    expect(await persistedCacheSize()).toBe(49);
    await clearPersistedCaches();
    expect(db.stores['query-cache'].size).toBe(0);
  });
});

describe('setCacheOwner', () => {
  it("switches the key at once, deletes the previous owner's caches and drops an unsaved snapshot", async () => {
    db.stores['query-cache'].set(storageKeyFor('anonymous', 'ma'), JSON.stringify(snapshot()));
    db.stores['query-cache'].set(storageKeyFor('anonymous', 'mo'), JSON.stringify(snapshot()));
    queryPersister.persistClient(snapshot(3)); // taken while the previous owner was signed in
    expect(setCacheOwner(7)).toBe(true);
    expect(setCacheOwner(7)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored('anonymous')).toBeUndefined();
    expect(stored('anonymous', 'mo')).toBeUndefined();
    expect(stored('7')).toBeUndefined();
    queryPersister.persistClient(snapshot());
    await flushPersistedCache();
    expect(stored('7')).toBeDefined();
    expect(setCacheOwner(null)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stored('7')).toBeUndefined();
  });
});

describe('setCacheState', () => {
  it('saves and restores nothing until the page knows its state, and never moves to another', async () => {
    vi.resetModules();
    const fresh = await import('./persister');
    db.stores['query-cache'].set(fresh.storageKeyFor('anonymous', 'ma'), JSON.stringify(snapshot()));
    expect(await fresh.queryPersister.restoreClient()).toBeUndefined();
    fresh.queryPersister.persistClient(snapshot(2));
    await fresh.flushPersistedCache();
    expect(db.stores['query-cache'].size).toBe(1);

    fresh.setCacheState('mo');
    fresh.setCacheState('mo');
    fresh.queryPersister.persistClient(snapshot(2));
    await fresh.flushPersistedCache();
    expect(JSON.parse(stored('anonymous', 'mo')!).clientState.queries).toHaveLength(2);
    expect(() => fresh.setCacheState('ma')).toThrow(/reload to follow ma/);
  });
});

describe('stopPersisting', () => {
  it('saves nothing more once the page is reloading into another state', async () => {
    vi.resetModules();
    const fresh = await import('./persister');
    fresh.setCacheState('ma');
    fresh.queryPersister.persistClient(snapshot(1));
    await fresh.flushPersistedCache();
    fresh.stopPersisting();
    fresh.queryPersister.persistClient(snapshot(3));
    await vi.advanceTimersByTimeAsync(1000);
    await fresh.flushPersistedCache();
    expect(JSON.parse(stored('anonymous')!).clientState.queries).toHaveLength(1);
  });
});
