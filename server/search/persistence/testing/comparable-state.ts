import type { SearchEngine } from '../../engine/search-engine.js';

/**
 * The engine's state without its timestamps (a replay stamps operations with the time it runs), indexes
 * and their contents in a stable order, for comparing two engines.
 */
export function comparableState(engine: SearchEngine) {
  const byID = (a: { objectID: string }, b: { objectID: string }) => a.objectID.localeCompare(b.objectID);
  return engine
    .exportState()
    .indexes.map(({ name, settings, records, synonyms, rules }) => ({
      name,
      settings,
      records: [...records].sort(byID),
      synonyms: [...synonyms].sort(byID),
      rules: [...rules].sort(byID),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
