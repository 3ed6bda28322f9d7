import { SearchEngine, type EngineSnapshot } from '../engine/search-engine.js';
import { DurableEngine, type SnapshotPolicy } from './durable-engine.js';
import type { SearchStore } from './search-store.js';

/** The search engine, restored from the store's latest snapshot and log. */
export function openDurableSearchEngine(
  store: SearchStore,
  policy: SnapshotPolicy,
  warn?: (message: string, details: Record<string, unknown>) => void,
): DurableEngine<SearchEngine> {
  return new DurableEngine({
    store,
    policy,
    warn,
    restore: (state) =>
      state === undefined ? new SearchEngine() : SearchEngine.fromSnapshot(state as EngineSnapshot),
  });
}
