// Searches while the engine is written to or attacked (issue 17): a second client keeps sending
// InstantSearch multi-queries (autocannon in a worker thread) while this process
//   1. idles (the baseline),
//   2. posts 1,000-record batches through the v5 client, back to back (records the indexer re-pushes),
//   3. sends each hostile request of the public search key once: a 3,000-query multi-query, a
//      20,000-word query and a filter nested 20,000 parentheses deep.
// Targets: search p99 ≤ 50 ms during the batches; each hostile request a 4xx within 100 ms while the
// other client's searches keep their latency. Not a test (no test asserts a duration); run it by hand:
//   node --import tsx bench/search/under-writes.ts [--scale 1] [--seconds 5] [--connections 4]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { algoliasearch } from 'algoliasearch';
import { buildApp } from '../../server/app.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import type { SearchRecord } from '../../server/search/types.js';
import { loadCorpora } from './corpus.js';
import { runLoad, workloads } from './http.js';
import type { LoadResult } from './http-client.js';
import { latencyStats } from './measure.js';
import { buildQuerySet } from './query-set.js';
import { count, formatTable, ms } from './report.js';

const QUERIES_PATH = '/1/indexes/*/queries';
const BATCH_SIZE = 1000;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
  },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const progress = (step: string) => process.stderr.write(`  ${step}…\n`);

const corpora = await loadCorpora(scale, 0, progress);
const bills = corpora.find((corpus) => corpus.index === 'bills')!;
const querySets = new Map(corpora.map((corpus) => [corpus.index, buildQuerySet(corpus, 50)]));
const [typing] = workloads(querySets);

progress('starting the server (search store on disk, so writes are fsync’d as in production)');
const storeDir = mkdtempSync(join(tmpdir(), 'bench-under-writes-'));
const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
await migrateToLatest(db);
const app = await buildApp({
  db,
  closeDbOnClose: true,
  search: { dataFile: join(storeDir, 'search.db'), appId: 'BENCH', searchApiKey: 'bench-search-key' },
});
const service = app.searchService;
await app.ready();
progress(`loading ${count(corpora.reduce((n, c) => n + c.records.length, 0))} records`);
for (const corpus of corpora)
  await service.write([
    { type: 'setSettings', index: corpus.index, settings: corpus.settings },
    { type: 'saveObjects', index: corpus.index, objects: corpus.records },
  ]);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const baseUrl = `http://127.0.0.1:${port}`;
const searchHeaders = {
  'content-type': 'application/json',
  'x-algolia-application-id': service.appId,
  'x-algolia-api-key': service.searchApiKey,
};
const writer = algoliasearch(service.appId, service.adminApiKey, {
  hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
});

/** The second client: InstantSearch typing bodies for `duration` seconds. */
const searchLoad = (duration: number): Promise<LoadResult> =>
  runLoad({
    url: baseUrl,
    path: QUERIES_PATH,
    connections,
    seconds: duration,
    headers: searchHeaders,
    bodies: typing!.bodies,
  });

interface Phase {
  name: string;
  load: LoadResult;
  note: string;
}
const phases: Phase[] = [];

progress('warm-up');
await searchLoad(2);

progress(`baseline: searches alone for ${seconds} s`);
phases.push({ name: 'searches alone', load: await searchLoad(seconds), note: '' });

progress(`searches while ${BATCH_SIZE}-record batches are written back to back for ${seconds} s`);
{
  const load = searchLoad(seconds);
  let stop = false;
  void load.finally(() => (stop = true));
  const batchMs: number[] = [];
  const failures: string[] = [];
  for (let round = 0; !stop; round += 1) {
    // The records the indexer would re-push after an edit: same objectIDs, changed text.
    const start = (round * BATCH_SIZE) % Math.max(1, bills.records.length - BATCH_SIZE);
    const objects = bills.records
      .slice(start, start + BATCH_SIZE)
      .map((record): SearchRecord => ({ ...record, title: `${String(record.title)} (round ${round})` }));
    const started = performance.now();
    try {
      await writer.saveObjects({ indexName: 'bills', objects, batchSize: BATCH_SIZE });
      batchMs.push(performance.now() - started);
    } catch (error) {
      failures.push(clientFailure(error));
    }
  }
  const batches = latencyStats(batchMs);
  phases.push({
    name: `during ${BATCH_SIZE}-record batches`,
    load: await load,
    note:
      `${batchMs.length} batches acknowledged (p50 ${ms(batches.p50)} ms, max ${ms(Math.max(...batchMs))} ms)` +
      (failures.length ? `, ${failures.length} failed: ${[...new Set(failures)].join('; ')}` : ''),
  });
}

// Words that occur in the index cost the engine the most (each one is matched with typos and prefixes).
const titleWords = [
  ...new Set(
    bills.records.slice(0, 300).flatMap((record) => String(record.title).toLowerCase().split(/\W+/)),
  ),
].filter((word) => word.length > 2);
/** The v5 client's error, with what each try got ("Unreachable hosts" alone does not say). */
function clientFailure(error: unknown): string {
  const tries = (error as { stackTrace?: { response?: { status?: number; content?: string } }[] }).stackTrace;
  const message = error instanceof Error ? error.message.slice(0, 40) : String(error);
  if (!tries?.length) return message;
  const answers = tries.map(({ response }) =>
    response?.status ? `${response.status} ${String(response.content).slice(0, 80)}` : 'no answer (timeout)',
  );
  return `${message} (${answers.join(', ')})`;
}

const hostile: { name: string; path: string; body: unknown }[] = [
  {
    name: '3,000-query multi-query',
    path: QUERIES_PATH,
    body: { requests: Array.from({ length: 3000 }, () => ({ indexName: 'bills', query: 'school' })) },
  },
  {
    name: '20,000-word query',
    path: '/1/indexes/bills/query',
    body: { query: Array.from({ length: 20_000 }, (_, i) => titleWords[i % titleWords.length]).join(' ') },
  },
  {
    name: 'filter 20,000 parentheses deep',
    path: '/1/indexes/bills/query',
    body: { filters: `${'('.repeat(20_000)}chamber:house${')'.repeat(20_000)}` },
  },
];
for (const attack of hostile) {
  progress(`searches while one ${attack.name} is sent`);
  const load = searchLoad(seconds);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const response = await fetch(`${baseUrl}${attack.path}`, {
    method: 'POST',
    headers: searchHeaders,
    body: JSON.stringify(attack.body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  phases.push({
    name: `with one ${attack.name}`,
    load: await load,
    note: `answered ${response.status} in ${ms(elapsed)} ms: ${text.slice(0, 90)}`,
  });
}

console.log(
  `search under writes and hostile requests · node ${process.version} · ${cpus().length} CPUs · ` +
    `load average ${loadavg()[0]!.toFixed(2)} · demo scale ${scale} (${count(bills.records.length)} bills) · ` +
    `${connections} connections of InstantSearch typing multi-queries (bills + bill_text, 3 facets)`,
);
console.log(
  formatTable(
    ['phase', 'searches', 'p50 ms', 'p99 ms', 'max ms', 'failed', 'notes'],
    phases.map(({ name, load, note }) => {
      const stats = latencyStats(load.latencies);
      return [
        name,
        count(stats.n),
        ms(stats.p50),
        ms(stats.p99),
        ms(Math.max(...load.latencies)),
        count(load.non2xx + load.errors),
        note,
      ];
    }),
    [],
    ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
  ),
);

await app.close();
rmSync(storeDir, { recursive: true, force: true });
