import { randomBytes } from 'node:crypto';
import type { SearchParams } from '../types.js';

/** What a search found, kept so a later request (the streamed results overview) can use it by `cache_id`. */
export interface CachedResults {
  indexName: string;
  /** The parameters the engine ran with (the key's restrictions included). */
  params: SearchParams;
  /** Every hit's objectID in rank order, up to the pagination limit (1000 by default). */
  rankedObjectIDs: string[];
  nbHits: number;
  /** Unix milliseconds. */
  createdAt: number;
}

export interface ResultsCacheOptions {
  maxEntries: number;
  /** Bound on the estimated memory of all entries. */
  maxBytes: number;
  /** An entry older than this is gone. */
  ttlMs: number;
  now?: () => number;
}

/**
 * What `put` takes: the ranked ids, or a function that computes them (in an engine replica). Ranking every
 * match to 1000 costs about as much as the search itself, so it is left to the first `get` (the results
 * overview asks for few of the searches made), and its result kept.
 */
export type ResultsToCache = Omit<CachedResults, 'createdAt' | 'rankedObjectIDs'> & {
  rankedObjectIDs: string[] | (() => Promise<string[]>);
};

export interface ResultsCache {
  /** Stores the results and returns their new opaque id. */
  put(results: ResultsToCache): string;
  get(id: string): Promise<CachedResults | undefined>;
  readonly size: number;
  readonly bytes: number;
}

interface Entry {
  results: ResultsToCache & { createdAt: number };
  bytes: number;
}

/** An LRU bounded by entry count and size, with a time-to-live. */
export function createResultsCache(options: ResultsCacheOptions): ResultsCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remove = (id: string, entry: Entry) => {
    entries.delete(id);
    totalBytes -= entry.bytes;
  };
  /** The entry becomes the most recently used, its ids computed. */
  const use = (id: string, entry: Entry, rankedObjectIDs: string[]): CachedResults => {
    const results = { ...entry.results, rankedObjectIDs };
    remove(id, entry);
    const kept = { results, bytes: estimateBytes(results) };
    entries.set(id, kept);
    totalBytes += kept.bytes;
    evict();
    return results;
  };
  const evict = () => {
    for (const [id, entry] of entries) {
      const expired = now() - entry.results.createdAt >= options.ttlMs;
      if (!expired && entries.size <= options.maxEntries && totalBytes <= options.maxBytes) break;
      remove(id, entry);
    }
  };

  return {
    put(results) {
      const id = randomBytes(16).toString('base64url');
      const entry = { results: { ...results, createdAt: now() }, bytes: estimateBytes(results) };
      entries.set(id, entry);
      totalBytes += entry.bytes;
      evict();
      return id;
    },
    get(id) {
      const entry = entries.get(id);
      if (!entry) return Promise.resolve(undefined);
      if (now() - entry.results.createdAt >= options.ttlMs) {
        remove(id, entry);
        return Promise.resolve(undefined);
      }
      const { rankedObjectIDs } = entry.results;
      if (typeof rankedObjectIDs !== 'function') return Promise.resolve(use(id, entry, rankedObjectIDs));
      return rankedObjectIDs().then((ranked) =>
        // Evicted while the ids were ranked: the answer stands, the entry stays gone.
        entries.get(id) === entry ? use(id, entry, ranked) : { ...entry.results, rankedObjectIDs: ranked },
      );
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return totalBytes;
    },
  };
}

/**
 * Rough size: UTF-16 strings at 2 bytes a character plus per-object overhead; ids not computed yet are
 * counted at 1000 of 16 characters.
 */
function estimateBytes(results: ResultsToCache): number {
  const { rankedObjectIDs } = results;
  const ids =
    typeof rankedObjectIDs === 'function'
      ? 1000 * (2 * 16 + 16)
      : rankedObjectIDs.reduce((sum, id) => sum + 2 * id.length + 16, 0);
  return 200 + 2 * (results.indexName.length + JSON.stringify(results.params).length) + ids;
}
