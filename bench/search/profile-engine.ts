// Our engine alone on one corpus: which queries are slowest, for profiling (not part of bench:search).
//   node --import tsx bench/search/profile-engine.ts [scale] [index] [chunks]   (add --cpu-prof to profile)
import { loadCorpora } from './corpus.js';
import { statehouseSystem } from './engine-system.js';
import { buildQuerySet, type BenchRequest } from './query-set.js';

const [scale = '1', index = 'bill_text', chunks = '0'] = process.argv.slice(2);
const corpora = await loadCorpora(Number(scale), Number(chunks), () => {});
const corpus = corpora.find((c) => c.index === index);
if (!corpus) throw new Error(`no corpus ${index}`);
const built = await statehouseSystem.build(corpus);
const describe = (r: BenchRequest) =>
  r.type === 'query'
    ? `${r.kind}${r.facets ? '+facets' : ''}${r.filters ? '+filters' : ''} "${r.text}"`
    : `disjunctive "${r.text}"`;

const timings: { label: string; ms: number; nbHits: number }[] = [];
for (const group of buildQuerySet(corpus, 50)) {
  for (const request of group.requests) {
    built.run(request); // warm
    const runs = 5;
    const start = process.hrtime.bigint();
    let nbHits = 0;
    for (let i = 0; i < runs; i++) nbHits = (await built.run(request)).nbHits;
    timings.push({
      label: describe(request),
      ms: Number(process.hrtime.bigint() - start) / 1e6 / runs,
      nbHits,
    });
  }
}
timings.sort((a, b) => b.ms - a.ms);
const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
console.log(
  `${corpus.records.length} records, ${timings.length} queries, p50 ${sorted[Math.floor(sorted.length * 0.5)]!.toFixed(2)} p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(2)} ms`,
);
for (const t of timings.slice(0, 25))
  console.log(`${t.ms.toFixed(2).padStart(7)} ms  ${String(t.nbHits).padStart(6)} hits  ${t.label}`);
