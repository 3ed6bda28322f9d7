import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { hasIndexedDb, offlineDb } from './idb';

/** The build version: package version + a hash of the API contract (scripts/vite/contract-hash.ts), so a new shape drops old data. */
export const CACHE_VERSION = __APP_VERSION__;
/** Saving serialises the whole cache: at most once a second while the reader moves around. */
const SAVE_THROTTLE_MS = 1000;
/** The newest answers win; a week of heavy reading stays a few megabytes and quick to serialise. */
export const MAX_PERSISTED_QUERIES = 400;

const OWNER_STORAGE_KEY = 'statehouse.cache-owner';
const ANONYMOUS = 'anonymous';

function readOwner(): string {
  try {
    return localStorage.getItem(OWNER_STORAGE_KEY) ?? ANONYMOUS;
  } catch {
    return ANONYMOUS; // storage blocked: behave as a signed-out visitor
  }
}

/** The state whose answers this page holds (issue 15); null until it is known, and nothing is saved. */
let cacheState: string | null = null;

/**
 * Set once the page knows which state it follows (start-up; or when a first visit learns it). A page
 * holds one state's answers for its whole life: switching states reloads (current-state.ts), so this is
 * never moved from one state to another under answers already in memory.
 */
export function setCacheState(state: string): void {
  if (cacheState !== null && cacheState !== state) {
    throw new Error(`this page holds ${cacheState}'s answers; reload to follow ${state}`);
  }
  cacheState = state;
}

/**
 * One stored cache per user, state and build: one user's cache is never restored for another (spec §1),
 * one state's answers are never shown for another, and each state's keep while the reader follows another.
 */
export const storageKeyFor = (owner: string, state: string, version = CACHE_VERSION) =>
  `query-cache:${version}:${owner}:${state}`;
/** Every stored cache of one owner (all states), or of every owner with no `owner`. */
const keyPrefix = (owner = '', version = CACHE_VERSION) => `query-cache:${version}:${owner}${owner && ':'}`;
const currentKey = () => (cacheState === null ? null : storageKeyFor(readOwner(), cacheState));

/** Newest first, capped: the dehydrated state keeps its order otherwise. */
function trim(client: PersistedClient): PersistedClient {
  const { queries } = client.clientState;
  if (queries.length <= MAX_PERSISTED_QUERIES) return client;
  const newest = [...queries]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_PERSISTED_QUERIES);
  return { ...client, clientState: { ...client.clientState, queries: newest } };
}

let pending: PersistedClient | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Set while the page reloads into another state: what it fetches from then on is not this state's. */
let stopped = false;

/**
 * After a last flush, before the page reloads into another state (follow-state.ts): nothing more is
 * saved, since a request made from now on names the new state and its answer must not be stored
 * under the old one's key.
 */
export function stopPersisting(): void {
  stopped = true;
  pending = null;
  if (timer) clearTimeout(timer);
  timer = null;
}

/** Writes the latest snapshot now (before an update reload, or when the page is hidden). */
export async function flushPersistedCache(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const client = pending;
  pending = null;
  const key = currentKey();
  if (!client || key === null || !hasIndexedDb()) return;
  try {
    await (await offlineDb()).put('query-cache', JSON.stringify(trim(client)), key);
  } catch {
    // Quota or private mode: the app works on, only without what it would have saved this time.
  }
}

/** The IndexedDB persister behind PersistQueryClientProvider (TanStack's Persister contract). */
export const queryPersister: Persister = {
  persistClient(client) {
    if (stopped) return;
    pending = client;
    timer ??= setTimeout(() => void flushPersistedCache(), SAVE_THROTTLE_MS);
  },
  async restoreClient() {
    if (!hasIndexedDb()) return undefined;
    const db = await offlineDb();
    // Caches of earlier builds (or saved before caches had a state) can never be restored again.
    const keys = await db.getAllKeys('query-cache');
    const stale = keys.filter((key) => !key.startsWith(keyPrefix()) || key.split(':').length !== 4);
    await Promise.all(stale.map((key) => db.delete('query-cache', key)));
    const key = currentKey();
    if (key === null) return undefined;
    const stored = await db.get('query-cache', key);
    return stored === undefined ? undefined : (JSON.parse(stored) as PersistedClient);
  },
  async removeClient() {
    pending = null;
    const key = currentKey();
    if (key === null || !hasIndexedDb()) return;
    await (await offlineDb()).delete('query-cache', key);
  },
};

/**
 * Size in bytes (UTF-16 length is close enough for a storage summary) of this user's saved caches: every
 * state's, since each is kept on the device for when the reader follows it again.
 */
export async function persistedCacheSize(): Promise<number> {
  if (!hasIndexedDb()) return 0;
  const db = await offlineDb();
  const prefix = keyPrefix(readOwner());
  const keys = (await db.getAllKeys('query-cache')).filter((key) => key.startsWith(prefix));
  const stored = await Promise.all(keys.map((key) => db.get('query-cache', key)));
  return stored.reduce((bytes, text) => bytes + (text === undefined ? 0 : new Blob([text]).size), 0);
}

/** "Clear stored data": every user's and build's saved cache on this device. */
export async function clearPersistedCaches(): Promise<void> {
  pending = null;
  if (!hasIndexedDb()) return;
  await (await offlineDb()).clear('query-cache');
}

/** Every state's saved cache of one owner. */
async function deleteOwnersCaches(owner: string): Promise<void> {
  try {
    const db = await offlineDb();
    const keys = await db.getAllKeys('query-cache');
    const prefix = keyPrefix(owner);
    await Promise.all(
      keys.filter((key) => key.startsWith(prefix)).map((key) => db.delete('query-cache', key)),
    );
  } catch {
    // nothing stored, or storage unavailable: nothing to leave behind either
  }
}

/**
 * Called whenever the session query names a user. When it differs from the cache's owner, later saves go
 * under the new owner's key at once and the previous owner's saved caches (every state's) are deleted (sign-out on a shared
 * phone must leave nothing readable). Synchronous, so the caller can drop in-memory answers before any
 * save runs. Returns whether the owner changed.
 */
export function setCacheOwner(userId: number | null): boolean {
  const next = userId === null ? ANONYMOUS : String(userId);
  const previous = readOwner();
  if (next === previous) return false;
  pending = null; // a snapshot taken before the switch may hold the previous user's answers
  try {
    localStorage.setItem(OWNER_STORAGE_KEY, next);
  } catch {
    // storage blocked: every save then goes under the anonymous key, which is deleted below
  }
  void deleteOwnersCaches(previous);
  return true;
}

/** A phone may kill a hidden app at any moment: the throttled snapshot is written before that. */
export function flushWhenPageHides(): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flushPersistedCache();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => document.removeEventListener('visibilitychange', onHide);
}
