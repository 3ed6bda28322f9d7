// Search benchmark: our engine against MiniSearch, Orama, FlexSearch and SQLite FTS5 on the demo corpus,
// optionally the HTTP API end to end. Not a test; run it by hand and paste the tables into the issue:
//   npm run bench:search -- [--scale 1,10] [--chunks 100000] [--queries 5] [--systems a,b] [--http]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchCorpus } from './bench-corpus.js';
import { loadCorpora } from './corpus.js';
import { runHttpBench, type HttpResult } from './http.js';
import { buildQuerySet, type QueryGroup } from './query-set.js';
import { ALL_SYSTEMS } from './systems.js';
import { buildTable, corpusHeading, httpTable, latencyTable, limitationsText, runHeader } from './report.js';
import { summaryTable, type SummaryInput } from './summary.js';

/** Distinct queries per kind; `--queries` repeats the whole set. */
const QUERIES_PER_KIND = 50;
/** Seconds of load per concurrency level in the HTTP part. */
const HTTP_SECONDS = 5;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      chunks: { type: 'string', default: '0' },
      queries: { type: 'string', default: '5' },
      http: { type: 'boolean', default: false },
      systems: { type: 'string', default: ALL_SYSTEMS.map((system) => system.name).join(',') },
    },
    strict: true,
    allowPositionals: false,
  });
  const scales = values.scale.split(',').map(Number);
  const chunks = Number(values.chunks);
  const repetitions = Number(values.queries);
  if (scales.some((s) => !Number.isFinite(s) || s <= 0))
    throw new Error(`--scale: expected e.g. 1,10 (got ${values.scale})`);
  if (!Number.isInteger(chunks) || chunks < 0)
    throw new Error(`--chunks: expected a whole number (got ${values.chunks})`);
  if (!Number.isInteger(repetitions) || repetitions < 1)
    throw new Error(`--queries: expected a whole number ≥ 1 (got ${values.queries})`);
  const names = values.systems.split(',');
  const unknown = names.filter((name) => !ALL_SYSTEMS.some((system) => system.name === name));
  if (unknown.length)
    throw new Error(
      `--systems: unknown ${unknown.join(', ')} (known: ${ALL_SYSTEMS.map((s) => s.name).join(', ')})`,
    );
  const systems = ALL_SYSTEMS.filter((system) => names.includes(system.name));
  return { scales, chunks, repetitions, http: values.http, systems };
}

let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions();
} catch (error) {
  console.error(`bench:search: ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    'Usage: npm run bench:search -- [--scale 1,10] [--chunks 100000] [--queries 5] [--systems a,b] [--http]',
  );
  process.exit(2);
}

const progress = (step: string) => process.stderr.write(`  ${step}…\n`);
const timing = {
  repetitions: options.repetitions,
  budgetMs: 5_000,
  minTimed: 20,
  hardCapMs: 15_000,
  // Orama needs seconds per query from 100k records on; without this, one run would take hours.
  systemBudgetMs: 180_000,
};
const summaries: SummaryInput[] = [];
const httpResults: HttpResult[] = [];

console.log(runHeader(QUERIES_PER_KIND, timing, options.scales));

for (const scale of options.scales) {
  const corpora = await loadCorpora(scale, options.chunks, progress);
  const querySets = new Map<string, QueryGroup[]>();
  for (const corpus of corpora) {
    const groups = buildQuerySet(corpus, QUERIES_PER_KIND);
    querySets.set(corpus.index, groups);
    const results = await benchCorpus(corpus, groups, options.systems, timing, progress);
    summaries.push({ scale, index: corpus.index, records: corpus.records.length, results });
    console.log(corpusHeading(scale, corpus, loadavg()[0]!));
    console.log(buildTable(results));
    console.log();
    console.log(latencyTable(results, timing.minTimed));
    console.log();
  }
  if (options.http) {
    const results = await runHttpBench(scale, corpora, querySets, HTTP_SECONDS, progress);
    httpResults.push(...results);
    console.log(`=== scale ${scale} · HTTP POST /1/indexes/*/queries ===`);
    console.log(httpTable(results));
    console.log();
  }
}

console.log('=== how each system was configured ===');
console.log(limitationsText(summaries[0]?.results ?? []));
console.log();
console.log('=== summary: p95 per request, pooled over the query groups ===');
console.log(summaryTable(summaries));
if (httpResults.length) {
  console.log();
  console.log('=== summary: HTTP end to end ===');
  console.log(httpTable(httpResults));
}
