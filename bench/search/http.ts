// End to end: the app listening on loopback, InstantSearch-style multi-query bodies through
// POST /1/indexes/*/queries, at several numbers of concurrent clients (autocannon in a worker thread).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import searchPlugin from '../../server/plugins/search.js';
import algoliaRoutes from '../../server/routes/1/index.js';
import { startWorker } from '../../server/search/workers/start-worker.js';
import type { BenchCorpus } from './corpus.js';
import { toSearchParams } from './engine-system.js';
import type { LoadJob, LoadResult } from './http-client.js';
import { latencyStats, type LatencyStats } from './measure.js';
import { DISJUNCTIVE_LABEL, type QueryGroup } from './query-set.js';

export interface HttpResult {
  scale: number;
  workload: string;
  connections: number;
  stats: LatencyStats;
  requestsPerSecond: number;
  failed: number;
}

export const CONCURRENCY = [1, 8, 32];
const QUERIES_PATH = '/1/indexes/*/queries';

export async function runHttpBench(
  scale: number,
  corpora: BenchCorpus[],
  querySets: Map<string, QueryGroup[]>,
  seconds: number,
  progress: (step: string) => void,
): Promise<HttpResult[]> {
  progress('starting the server');
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const app = await buildApp({ db, closeDbOnClose: true });
  // app.ts does not register the search plugin and the /1 routes yet: until it does, add them here.
  if (!app.hasDecorator('searchService')) {
    await app.register(searchPlugin, {
      dataFile: ':memory:',
      appId: 'BENCH',
      searchApiKey: 'bench-search-key',
    });
    await app.register(algoliaRoutes, {});
  }
  await app.ready();
  const service = app.searchService;
  // Through the service, as the indexer fills it: logged, then applied by every engine replica.
  for (const corpus of corpora)
    await service.write([
      { type: 'setSettings', index: corpus.index, settings: corpus.settings },
      { type: 'saveObjects', index: corpus.index, objects: corpus.records },
    ]);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const headers = {
    'content-type': 'application/json',
    'x-algolia-application-id': service.appId,
    'x-algolia-api-key': service.searchApiKey,
  };
  const results: HttpResult[] = [];
  try {
    for (const workload of workloads(querySets)) {
      // Every body must succeed once before its latency means anything.
      for (const body of workload.bodies) {
        const response = await app.inject({ method: 'POST', url: QUERIES_PATH, headers, payload: body });
        if (response.statusCode !== 200)
          throw new Error(`${workload.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      const job = (connections: number, duration: number): LoadJob => ({
        url: `http://127.0.0.1:${port}`,
        path: QUERIES_PATH,
        connections,
        seconds: duration,
        headers,
        bodies: workload.bodies,
      });
      progress(`HTTP ${workload.name}: warm-up`);
      await runLoad(job(8, 1));
      for (const connections of CONCURRENCY) {
        progress(`HTTP ${workload.name}: ${connections} concurrent clients for ${seconds} s`);
        const load = await runLoad(job(connections, seconds));
        results.push({
          scale,
          workload: workload.name,
          connections,
          stats: latencyStats(load.latencies),
          requestsPerSecond: load.latencies.length / load.seconds,
          failed: load.non2xx + load.errors,
        });
      }
    }
  } finally {
    await app.close();
  }
  return results;
}

/** Two InstantSearch patterns: typing in the search box (two indexes, facets), and a refined results page. */
export function workloads(querySets: Map<string, QueryGroup[]>): { name: string; bodies: string[] }[] {
  const bills = querySets.get('bills') ?? [];
  const typing = bills
    .filter((g) => ['single +facets', 'multi +facets', 'prefix +facets'].includes(g.label))
    .flatMap((g) => g.requests)
    .map((request) => {
      const [params] = toSearchParams(request);
      return JSON.stringify({
        requests: ['bills', 'bill_text'].map((indexName) => ({ indexName, ...params })),
      });
    });
  const refined = (bills.find((g) => g.label === DISJUNCTIVE_LABEL)?.requests ?? []).map((request) =>
    JSON.stringify({
      requests: toSearchParams(request).map((params) => ({ indexName: 'bills', ...params })),
    }),
  );
  return [
    { name: 'typing: bills + bill_text, 3 facets', bodies: typing },
    { name: 'refined: bills, disjunctive (3 queries)', bodies: refined },
  ];
}

/** Runs autocannon in a worker thread, so the load does not share the server's event loop. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(new URL('./http-client.ts', import.meta.url), { workerData: job });
    worker.once('message', (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
      void worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(new Error(`load generator: ${message.error}`));
    });
    worker.once('error', reject);
  });
}
