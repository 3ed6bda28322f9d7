// bench:scale's second half, in a process of its own (scale.ts starts it): restart from the snapshot file
// as a replica does, the engine's memory, then lean and full searches' latency.
//   node --import tsx --expose-gc bench/search/scale-restart.ts <snapshot file> <queries file> <records> <passes> [answers file]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { SearchBatch } from '../../server/search/engine/search-batch.js';
import type { SearchParams } from '../../server/search/types.js';
import { SearchEngine } from '../../server/search/engine/search-engine.js';
import { decodeSnapshot } from '../../server/search/persistence/snapshot-codec.js';
import { toSearchParams } from './engine-system.js';
import { heapUsedBytes, latencyStats } from './measure.js';
import type { BenchQuery, QueryGroup } from './query-set.js';

const [snapshotFile, queriesFile, recordsText, passesText, answersFile] = process.argv.slice(2);
if (!snapshotFile || !queriesFile)
  throw new Error('usage: scale-restart.ts <snapshot> <queries> <records> <passes> [answers]');
const records = Number(recordsText);
const passes = Number(passesText);

const groups = JSON.parse(readFileSync(queriesFile, 'utf8')) as QueryGroup[];
const before = heapUsedBytes();
const rssBefore = process.memoryUsage().rss;

// Restart: from reading the stored bytes to an engine that answers. EngineReplica.load makes the same two
// calls (and then applies the log, empty here); they are timed apart to show where the time goes.
const restartCpu = process.cpuUsage();
const started = performance.now();
let state: ReturnType<typeof decodeSnapshot> | undefined = decodeSnapshot(readFileSync(snapshotFile));
const decodedMs = performance.now() - started;
const engine = SearchEngine.fromSnapshot(state);
state = undefined;
const restartMs = performance.now() - started;
const { user, system } = process.cpuUsage(restartCpu);
const held = heapUsedBytes() - before;
const rss = process.memoryUsage().rss - rssBefore;

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
console.log(
  `restart from snapshot: ${(restartMs / 1000).toFixed(1)} s (cpu ${((user + system) / 1e6).toFixed(1)} s): ` +
    `read, gunzip and parse ${(decodedMs / 1000).toFixed(1)} s, engine from it ${((restartMs - decodedMs) / 1000).toFixed(1)} s`,
);
console.log(
  `engine memory: ${mib(held)} MiB heap + array buffers = ${Math.round(held / records)} B/record ` +
    `(RSS grew ${mib(rss)} MiB = ${Math.round(rss / records)} B/record)`,
);

/** Lean: top-20 ids, no facets, highlighting or snippets. Full: facets and the index's highlighting. */
const modes = {
  lean: (request: BenchQuery): SearchParams[] =>
    toSearchParams({ ...request, facets: false }).map((params) => ({
      ...params,
      attributesToHighlight: [],
      attributesToSnippet: [],
    })),
  'facets+highlight': (request: BenchQuery): SearchParams[] => toSearchParams({ ...request, facets: true }),
};

const requests = groups.flatMap((group) =>
  group.requests.filter((r): r is BenchQuery => r.type === 'query' && !r.facets),
);
/** Wall time and CPU time (this process, all threads) of each request, by query kind. */
interface Timings {
  wall: number[];
  cpu: number[];
}
/** The warm-up pass's answers, when asked for: one JSON line per search, in run order. */
const answers: string[] = [];

for (const [mode, paramsOf] of Object.entries(modes)) {
  const byKind = new Map<string, Timings>();
  const all: Timings = { wall: [], cpu: [] };
  for (let pass = 0; pass <= passes; pass++) {
    for (const request of requests) {
      const params = paramsOf(request);
      const cpuBefore = process.cpuUsage();
      const t0 = performance.now();
      const batch = new SearchBatch(params);
      const responses = params.map((p) => engine.search('bill_text', p, batch));
      const wall = performance.now() - t0;
      const used = process.cpuUsage(cpuBefore);
      if (pass === 0 && answersFile)
        for (const response of responses) answers.push(JSON.stringify({ ...response, processingTimeMS: 0 }));
      if (pass === 0) continue; // the first pass warms up
      const kind = request.kind + (request.filters ? '+filters' : '');
      let timings = byKind.get(kind);
      if (!timings) byKind.set(kind, (timings = { wall: [], cpu: [] }));
      for (const into of [all, timings]) {
        into.wall.push(wall);
        into.cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  // On a shared machine wall time includes waiting for a core; CPU time is what the search itself cost.
  const line = (label: string, { wall, cpu }: Timings) => {
    const stats = latencyStats(wall);
    return (
      `  ${label.padEnd(18)} p50 ${stats.p50.toFixed(1).padStart(6)}  p95 ${stats.p95.toFixed(1).padStart(6)}  ` +
      `p99 ${stats.p99.toFixed(1).padStart(6)} ms · cpu p95 ${latencyStats(cpu).p95.toFixed(1).padStart(6)} ms ` +
      `(n=${stats.n})`
    );
  };
  console.log(
    `${mode}, warm, ${passes} pass(es) after one warm-up (load average ${loadavg()[0]!.toFixed(1)} on 2 cores):`,
  );
  console.log(line('all', all));
  for (const [kind, timings] of [...byKind].sort()) console.log(line(kind, timings));
}
if (answersFile) {
  writeFileSync(answersFile, answers.join('\n') + '\n');
  console.log(`answers: ${answers.length} written to ${answersFile}`);
}
