// One measurement of bench:server-memory (server-memory.ts starts it), in a fresh process:
//   engine <snapshot file>                              the engine alone, loaded as a replica loads it
//   server <snapshot file or ''> <queries file> <workers>  the app on a search store holding that snapshot
// Sends back the RSS and JS heap + array buffers grown since this process started (after its imports).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../server/app.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { SearchEngine } from '../../server/search/engine/search-engine.js';
import { decodeSnapshot } from '../../server/search/persistence/snapshot-codec.js';
import { openSearchStore } from '../../server/search/persistence/search-store.js';
import { workloads } from './http.js';
import { heapUsedBytes } from './measure.js';
import type { QueryGroup } from './query-set.js';

export interface Measured {
  /** Resident memory, every thread's. */
  rss: number;
  /** This thread's JS heap and array buffers. */
  heap: number;
}

export interface MemoryReport extends Measured {
  /** The server before it answered any search (the engine alone: the same as the rest). */
  loaded: Measured;
  requests: number;
}

/**
 * Each thread collects once idle, then settles (server/lib/idle-collector.ts: checks every 2 s, two more
 * collections 6 s later), as a server between bursts does; measured after that.
 */
const SETTLE_MS = 20_000;

/** RSS after full collections in this thread (worker threads collect on their own). */
function rssNow(): number {
  heapUsedBytes();
  return process.memoryUsage().rss;
}

const [mode, snapshotFile, queriesFile, workersText] = process.argv.slice(2);
const rssBefore = rssNow();
const heapBefore = heapUsedBytes();
let requests = 0;

if (mode === 'engine') {
  const engine = loadEngine(snapshotFile!);
  report();
  engine.listIndexes(); // held until measured
  process.disconnect();
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-memory-store-'));
  const dataFile = join(dir, 'search.db');
  if (snapshotFile) {
    // As the journal leaves it after a snapshot: the next start loads it, with no log to replay.
    const store = openSearchStore(dataFile);
    store.saveSnapshot(1, readFileSync(snapshotFile));
    store.close();
  }
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const app = await buildApp({
    db,
    closeDbOnClose: true,
    logger: false,
    search: { dataFile, appId: 'BENCH', searchApiKey: 'bench-search-key', workers: Number(workersText) },
  });
  await app.ready();
  await app.searchService.ready;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // Loaded and idle first, then again after answering: what searching adds (caches, scratch buffers).
  await sleep(SETTLE_MS);
  const loaded = measured();
  const groups = JSON.parse(readFileSync(queriesFile!, 'utf8')) as QueryGroup[];
  // The bench's bodies, sent to bill_text only: the store holds no other index.
  const bodies = workloads(new Map([['bills', groups]])).flatMap((workload) =>
    workload.bodies.map((body) => {
      const { requests: queries } = JSON.parse(body) as { requests: { indexName: string }[] };
      return JSON.stringify({ requests: queries.map((query) => ({ ...query, indexName: 'bill_text' })) });
    }),
  );
  for (const body of snapshotFile ? bodies : []) {
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-algolia-application-id': 'BENCH',
        'x-algolia-api-key': 'bench-search-key',
      },
      body,
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    requests++;
  }
  await sleep(SETTLE_MS);
  report(loaded);
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  process.disconnect();
}

/**
 * The engine from the snapshot file, loaded in a function of its own: loaded in the module's own scope,
 * the file's bytes and the decoded snapshot stayed reachable from it after they were used, and were
 * counted as the engine's (1M chunks: 1,222 MiB of heap and array buffers instead of 1,056).
 */
function loadEngine(file: string): SearchEngine {
  return SearchEngine.fromSnapshot(decodeSnapshot(readFileSync(file)));
}

function measured(): Measured {
  return { rss: rssNow() - rssBefore, heap: heapUsedBytes() - heapBefore };
}

function report(loaded?: Measured) {
  const now = measured();
  const message: MemoryReport = { ...now, loaded: loaded ?? now, requests };
  process.send!(message);
}
