// Finished overviews, kept so asking again (the panel collapsed and reopened, the page revisited) replays
// them instead of writing them again: keyed by cache_id, page, per_page and facet filters (issue 9),
// least recently used first out.
import type { ProviderEvent } from './overview-events.js';

export interface OverviewKey {
  cacheId: string;
  page: number;
  perPage: number;
  facetFilters?: unknown;
}

export interface OverviewCache {
  get(key: OverviewKey): readonly ProviderEvent[] | undefined;
  set(key: OverviewKey, events: readonly ProviderEvent[]): void;
  readonly size: number;
}

export function createOverviewCache(maxEntries: number): OverviewCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, readonly ProviderEvent[]>();
  const keyOf = (key: OverviewKey) =>
    JSON.stringify([key.cacheId, key.page, key.perPage, key.facetFilters ?? null]);
  return {
    get(key) {
      const id = keyOf(key);
      const events = entries.get(id);
      if (events) {
        entries.delete(id);
        entries.set(id, events);
      }
      return events;
    },
    set(key, events) {
      const id = keyOf(key);
      entries.delete(id);
      entries.set(id, events);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
