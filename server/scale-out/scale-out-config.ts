// The settings of running as several processes (issue 17, scale-out); the README lists them.
import type { DatabaseConfig } from '../db/database.js';

/** The search service of another process: SEARCH_URL, with the keys the browser is handed. */
export interface RemoteSearch {
  /** Its origin, e.g. http://127.0.0.1:8081. */
  url: string;
  appId: string;
  /** The search-only key (SEARCH_API_KEY): the parent of the secured per-state keys. */
  searchApiKey: string;
}

export interface ScaleOutConfig {
  /**
   * WORKERS: this many API processes sharing the port (node:cluster), beside one search process that
   * holds the engine and the indexer. Unset: one process does everything, as always.
   */
  workers?: number;
  /** SEARCH_URL: forward search to that process instead of holding an engine here. */
  remoteSearch?: RemoteSearch;
}

export function scaleOutConfigFromEnv(env: NodeJS.ProcessEnv, database: DatabaseConfig): ScaleOutConfig {
  const config: ScaleOutConfig = {};
  const workers = env.WORKERS?.trim();
  if (workers) {
    const count = Number(workers);
    if (!Number.isInteger(count) || count < 1 || count > 64)
      throw new Error(`WORKERS must be a whole number from 1 to 64, got '${env.WORKERS}'`);
    // SQLite is one file on one machine, written by one process at a time: sessions, limits and the
    // indexer's change counters would still be shared, but every write would queue on its lock.
    if (database.kind !== 'postgres')
      throw new Error('WORKERS needs PostgreSQL (DATABASE_URL=postgres://…): the processes share its data');
    config.workers = count;
  }
  const url = env.SEARCH_URL?.trim();
  if (url) {
    if (!/^https?:\/\/[^/]+\/?$/.test(url))
      throw new Error(`SEARCH_URL must be an origin such as http://127.0.0.1:8081, got '${env.SEARCH_URL}'`);
    if (!env.SEARCH_API_KEY)
      throw new Error(
        "SEARCH_URL needs SEARCH_API_KEY: the search service's search-only key, for the browser",
      );
    config.remoteSearch = {
      url: url.replace(/\/$/, ''),
      appId: env.SEARCH_APP_ID || 'STATEHOUSE',
      searchApiKey: env.SEARCH_API_KEY,
    };
  }
  return config;
}
