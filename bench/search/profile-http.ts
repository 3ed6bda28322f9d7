// The HTTP path alone (Fastify, protocol parsing, engine, highlighting, the results cache, JSON), one
// request at a time through app.inject: which bodies are slowest and how much of each is the engine.
// Not part of bench:search.
//   node --import tsx bench/search/profile-http.ts [scale] [chunks]   (add --cpu-prof to profile)
import { buildApp } from '../../server/app.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { loadCorpora } from './corpus.js';
import { workloads } from './http.js';
import { buildQuerySet, type QueryGroup } from './query-set.js';

const [scale = '1', chunks = '0'] = process.argv.slice(2);
const corpora = await loadCorpora(Number(scale), Number(chunks), () => {});
const querySets = new Map<string, QueryGroup[]>(corpora.map((c) => [c.index, buildQuerySet(c, 50)]));

const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
await migrateToLatest(db);
const app = await buildApp({ db, closeDbOnClose: true, logger: false });
await app.ready();
const service = app.searchService;
// Through the service, as the indexer fills it: logged, then applied by every engine replica.
for (const corpus of corpora)
  await service.write([
    { type: 'setSettings', index: corpus.index, settings: corpus.settings },
    { type: 'saveObjects', index: corpus.index, objects: corpus.records },
  ]);
const headers = {
  'content-type': 'application/json',
  'x-algolia-application-id': service.appId,
  'x-algolia-api-key': service.searchApiKey,
};
const post = (payload: string) =>
  app.inject({ method: 'POST', url: '/1/indexes/*/queries', headers, payload });

for (const workload of workloads(querySets)) {
  const timings: { ms: number; bytes: number; body: string }[] = [];
  for (const body of workload.bodies) {
    await post(body); // warm
    const runs = 3;
    const start = process.hrtime.bigint();
    let bytes = 0;
    for (let i = 0; i < runs; i++) bytes = (await post(body)).rawPayload.length;
    timings.push({ ms: Number(process.hrtime.bigint() - start) / 1e6 / runs, bytes, body });
  }
  timings.sort((a, b) => b.ms - a.ms);
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(sorted.length * q)]!.toFixed(2);
  console.log(`\n${workload.name}: ${timings.length} bodies, p50 ${at(0.5)} p95 ${at(0.95)} ms`);
  for (const t of timings.slice(0, 8))
    console.log(
      `${t.ms.toFixed(2).padStart(8)} ms ${String(t.bytes).padStart(8)} B  ${t.body.slice(0, 150)}`,
    );
}
await app.close();
