// Two builds of the engine on one kept bench:scale snapshot, each query on both alternately: per-query
// min CPU time of each, and whether their answers are byte-identical. Not a test; run it by hand:
//   node --import tsx --expose-gc --max-old-space-size=16384 bench/search/ab-engines.ts \
//     <dir A> <dir B> <kept dir> [reps 5] [label regex] [modes lean,full]
// <dir A> / <dir B> are checkouts of the repository (a `git worktree add --detach DIR COMMIT` of the old
// build, and `.`); <kept dir> is what `npm run bench:scale -- --keep DIR` left (snapshot, queries.json).
// Each build loads the snapshot into an engine of its own (twice the memory of one: ~2.2 GB at 1M). A
// query's timings alternate which build runs first, so a load spike on a shared machine hits both; an
// A/A run (two checkouts of one commit) agreed within ±0.3 ms per query at load 5-7.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type * as Engine from '../../server/search/engine/search-engine.js';
import type * as Batch from '../../server/search/engine/search-batch.js';
import type * as Codec from '../../server/search/persistence/snapshot-codec.js';
import type { SearchParams, SearchResponse } from '../../server/search/types.js';
import { toSearchParams } from './engine-system.js';
import type { BenchQuery, QueryGroup } from './query-set.js';

const [aDir, bDir, keptDir, repsText = '5', pattern = '', modesText = 'lean,full'] = process.argv.slice(2);
if (!aDir || !bDir || !keptDir) {
  console.error('usage: ab-engines.ts <dir A> <dir B> <kept dir> [reps] [label regex] [modes lean,full]');
  process.exit(2);
}
const reps = Number(repsText);
const only = pattern ? new RegExp(pattern) : undefined;

interface Build {
  search: (params: SearchParams[]) => SearchResponse[];
}

async function load(dir: string): Promise<Build> {
  const base = resolve(dir, 'server/search');
  const { SearchEngine } = (await import(`${base}/engine/search-engine.ts`)) as typeof Engine;
  const { SearchBatch } = (await import(`${base}/engine/search-batch.ts`)) as typeof Batch;
  const { decodeSnapshot } = (await import(`${base}/persistence/snapshot-codec.ts`)) as typeof Codec;
  const engine = SearchEngine.fromSnapshot(decodeSnapshot(readFileSync(`${keptDir}/snapshot`)));
  return {
    search: (params) => {
      const batch = new SearchBatch(params);
      return params.map((p) => engine.search('bill_text', p, batch) as SearchResponse);
    },
  };
}

const a = await load(aDir);
const b = await load(bDir);
const groups = JSON.parse(readFileSync(`${keptDir}/queries.json`, 'utf8')) as QueryGroup[];
const requests = groups.flatMap((group) =>
  group.requests.filter((r): r is BenchQuery => r.type === 'query' && !r.facets),
);
/** As scale-restart.ts runs them. */
const modes: Record<string, (request: BenchQuery) => SearchParams[]> = {
  lean: (request) =>
    toSearchParams({ ...request, facets: false }).map((params) => ({
      ...params,
      attributesToHighlight: [],
      attributesToSnippet: [],
    })),
  full: (request) => toSearchParams({ ...request, facets: true }),
};

function cpuOf(build: Build, params: SearchParams[]): number {
  const before = process.cpuUsage();
  build.search(params);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
const answer = (build: Build, params: SearchParams[]) =>
  JSON.stringify(build.search(params).map((response) => ({ ...response, processingTimeMS: 0 })));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};

// One warm-up pass of every request on both builds, as scale-restart.ts does before measuring: without
// it the first queries ran while the builds' code was still being optimised, and a query early in the
// list ('race', 15th) could take three times its warm time on one build in all its repetitions.
for (const mode of modesText.split(','))
  for (const request of requests) {
    const params = modes[mode]?.(request);
    if (params) for (const build of [a, b]) build.search(params);
  }

let differ = 0;
const loadBefore = loadavg()[0]!.toFixed(1);
for (const mode of modesText.split(',')) {
  const paramsOf = modes[mode];
  if (!paramsOf) throw new Error(`no mode ${mode}`);
  const rows: { label: string; kind: string; a: number; b: number }[] = [];
  for (const request of requests) {
    const kind = request.kind + (request.filters ? '+filters' : '');
    const label = `${kind} "${request.text}"`;
    if (only && !only.test(label)) continue;
    const params = paramsOf(request);
    if (answer(a, params) !== answer(b, params)) {
      differ++;
      console.log(`DIFFER ${mode} ${label}`);
    }
    let bestA = Number.POSITIVE_INFINITY;
    let bestB = Number.POSITIVE_INFINITY;
    for (let i = 0; i < reps; i++) {
      const order = i % 2 === 0 ? [a, b] : [b, a];
      for (const build of order) {
        const ms = cpuOf(build, params);
        if (build === a) bestA = Math.min(bestA, ms);
        else bestB = Math.min(bestB, ms);
      }
    }
    rows.push({ label, kind, a: bestA, b: bestB });
  }
  const total = (key: 'a' | 'b', of = rows) => of.reduce((sum, row) => sum + row[key], 0);
  const stat = (p: number) =>
    `${percentile(
      rows.map((r) => r.a),
      p,
    ).toFixed(1)} / ${percentile(
      rows.map((r) => r.b),
      p,
    ).toFixed(1)}`;
  console.log(
    `${mode}: ${rows.length} queries, min CPU of ${reps}, load ${loadBefore} -> ${loadavg()[0]!.toFixed(1)}: ` +
      `total A ${total('a').toFixed(0)} B ${total('b').toFixed(0)} ms; p50 ${stat(0.5)} p95 ${stat(0.95)} ` +
      `p99 ${stat(0.99)}; over 15 ms ${rows.filter((r) => r.a > 15).length} / ${rows.filter((r) => r.b > 15).length}`,
  );
  for (const kind of [...new Set(rows.map((row) => row.kind))].sort()) {
    const ofKind = rows.filter((row) => row.kind === kind);
    console.log(
      `  ${kind.padEnd(16)} ${total('a', ofKind).toFixed(0).padStart(6)} -> ${total('b', ofKind).toFixed(0)}`,
    );
  }
  rows.sort((x, y) => Math.max(y.a, y.b) - Math.max(x.a, x.b));
  for (const row of rows.slice(0, Number(process.env.TOP ?? 12)))
    console.log(`  ${row.a.toFixed(1).padStart(6)} ${row.b.toFixed(1).padStart(6)}  ${row.label}`);
}
console.log(`answers differ: ${differ}`);
process.exit(differ > 0 ? 1 : 0);
