import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { SEARCH_INDEXES } from '../../server/search/indexer/index-definitions.js';

export interface ServedApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Seeding a fresh database and indexing it for search takes a while on a small machine. */
const START_TIMEOUT_MS = 300_000;

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await sleep(500);
  }
  throw new Error(`The server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s.`);
}

/** Polls until every index's record count has stayed the same for this long. */
const INDEXES_SETTLED_MS = 3000;

interface SearchKey {
  appId: string;
  apiKey: string;
}

/** Total records over all search indexes, asked the way the app asks (its search-only key). */
async function indexedRecords(baseUrl: string, key: SearchKey): Promise<number> {
  const response = await fetch(`${baseUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': key.appId, 'x-algolia-api-key': key.apiKey },
    body: JSON.stringify({ requests: SEARCH_INDEXES.map((indexName) => ({ indexName, hitsPerPage: 0 })) }),
  });
  if (!response.ok) return 0;
  const { results } = (await response.json()) as { results: { nbHits: number }[] };
  return results.reduce((sum, result) => sum + result.nbHits, 0);
}

/**
 * The search indexer fills the engine after the server starts listening, for several seconds of CPU on a
 * small machine: a page measured meanwhile would be timed on a busy machine. Waits until it is done.
 */
async function untilIndexed(baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const key = (await (await fetch(`${baseUrl}/api/search/config`)).json()) as SearchKey;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const records = await indexedRecords(baseUrl, key).catch(() => 0);
    if (records !== last) [last, since] = [records, Date.now()];
    else if (records > 0 && Date.now() - since >= INDEXES_SETTLED_MS) return;
    await sleep(500);
  }
  throw new Error(`The search indexes were still filling after ${START_TIMEOUT_MS / 1000} s.`);
}

/**
 * The built app on its own port and a fresh database, started the way the e2e suite does
 * (scripts/e2e-server.mjs) so bench and screenshots never touch var/statehouse.db.
 */
export async function serveBuiltApp(options: {
  port: number;
  name: string;
  scale?: string;
}): Promise<ServedApp> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_FILE: `var/${options.name}/statehouse.db`,
      SEED_SCALE: options.scale ?? '1',
      // A floor action every second would keep the server busy while pages are measured or pictured.
      DEMO_FLOOR_SESSION: 'false',
      // Nothing writes to the indexed tables while pages are measured: once the indexes are filled at
      // start, the indexer need not even check.
      SEARCH_SYNC_INTERVAL_SECONDS: '3600',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    await waitUntilUp(`${baseUrl}/api/legislator?chamber=house`, child);
    await untilIndexed(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
