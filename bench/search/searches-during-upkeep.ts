// Search latency while the engine pool writes and snapshots (issue 21: one replica by default must not
// make searches stall). Not a test; run it by hand on a snapshot bench:scale --keep DIR left:
//   node --import tsx --expose-gc bench/search/searches-during-upkeep.ts --from DIR [--workers 1] [--clients 2]
// The pool (engine-pool.ts: a journal thread and the replicas' threads, as the server runs them) loads a
// search store holding that snapshot, while this thread keeps `clients` lean searches of the bench's query
// set waiting at all times. Then, each phase timed apart:
//   idle          searches alone, 10 s;
//   writes        5 writes of 1,000 updated records each (saveObjects), 3 s apart: each after the replica
//                 packed its lists when idle (2 s), as an indexer's bursts come;
//   snapshot      the 5th write makes the log long enough for a snapshot (the policy here: 5 operations):
//                 exported by the replica, then compressed and stored by the journal. A 6th write waits for
//                 the export; the phase ends when it is applied.
// Reported per phase: searches answered, p50/p95/p99 and the longest wait, and the writes' own time.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSearchStore } from '../../server/search/persistence/search-store.js';
import type { SearchParams, SearchRecord } from '../../server/search/types.js';
import { EnginePool } from '../../server/search/workers/engine-pool.js';
import { toSearchParams } from './engine-system.js';
import { latencyStats } from './measure.js';
import type { BenchQuery, QueryGroup } from './query-set.js';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    workers: { type: 'string', default: '1' },
    clients: { type: 'string', default: '2' },
  },
  strict: true,
});
if (!values.from) {
  console.error(
    'Usage: node --import tsx --expose-gc bench/search/searches-during-upkeep.ts --from DIR [--workers 1] [--clients 2]',
  );
  process.exit(2);
}
const INDEX = 'bill_text';
const WRITE_SIZE = 1000;
const WRITES = 5;
const progress = (step: string) => process.stderr.write(`  ${step}…\n`);

const dir = mkdtempSync(join(tmpdir(), 'bench-upkeep-'));
const dataFile = join(dir, 'search.db');
const store = openSearchStore(dataFile);
store.saveSnapshot(1, readFileSync(join(values.from, 'snapshot')));
store.close();
const groups = JSON.parse(readFileSync(join(values.from, 'queries.json'), 'utf8')) as QueryGroup[];
const lean: SearchParams[] = groups
  .flatMap((group) => group.requests)
  .filter((r): r is BenchQuery => r.type === 'query' && !r.facets)
  .flatMap((request) => toSearchParams({ ...request, facets: false }))
  .map((params) => ({ ...params, attributesToHighlight: [], attributesToSnippet: [] }));

progress(`loading the snapshot into ${values.workers} replica(s)`);
const pool = new EnginePool({
  dataFile,
  policy: { everyOperations: WRITES, everyBytes: 2 ** 40 },
  replicas: Number(values.workers),
  warn: (message, details) => console.warn(message, details),
});
await pool.ready;
// The records the writes save again, changed (a field the queries do not search), as an indexer's are.
const batches: SearchRecord[][] = [];
for (let page = 0; page <= WRITES; page++) {
  const { hits } = (await pool.read('browse', INDEX, { hitsPerPage: WRITE_SIZE, page })) as {
    hits: SearchRecord[];
  };
  batches.push(
    hits.map((hit) => {
      const record: SearchRecord = { ...hit, benchRevision: page };
      delete record._highlightResult;
      delete record._snippetResult;
      return record;
    }),
  );
}
if (batches.some((batch) => batch.length !== WRITE_SIZE)) throw new Error('the index holds too few records');
await sleep(3000); // the browse's garbage collected, the replicas idle

/** Every search answered: when it was sent and how long it took. */
const answered: { at: number; ms: number }[] = [];
let running = true;
async function client(offset: number): Promise<void> {
  for (let i = offset; running; i++) {
    const started = performance.now();
    await pool.read('search', INDEX, lean[i % lean.length]!);
    answered.push({ at: started, ms: performance.now() - started });
  }
}
const clients = Array.from({ length: Number(values.clients) }, (_, i) => client(i * 97));

const phases: { name: string; from: number; to: number; note: string }[] = [];
let from = performance.now();
await sleep(10_000);
phases.push({ name: 'idle', from, to: performance.now(), note: '' });

from = performance.now();
const writeMs: number[] = [];
for (let i = 0; i < WRITES - 1; i++) {
  const started = performance.now();
  await pool.write([{ type: 'saveObjects', index: INDEX, objects: batches[i]! }]);
  writeMs.push(performance.now() - started);
  await sleep(3000);
}
phases.push({
  name: 'writes',
  from,
  to: performance.now(),
  note: `${WRITES - 1} writes of ${WRITE_SIZE}: ${writeMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
});

from = performance.now();
let started = performance.now();
await pool.write([{ type: 'saveObjects', index: INDEX, objects: batches[WRITES - 1]! }]);
const fifth = performance.now() - started;
started = performance.now();
await pool.write([{ type: 'saveObjects', index: INDEX, objects: batches[WRITES]! }]);
phases.push({
  name: 'snapshot',
  from,
  to: performance.now(),
  note: `the write before it ${fifth.toFixed(0)} ms; the one after waited ${((performance.now() - started) / 1000).toFixed(1)} s`,
});
running = false;
await Promise.all(clients);

console.log(
  `=== searches during upkeep · ${values.workers} replica(s), ${values.clients} clients, lean searches of ` +
    `${lean.length} (load average ${loadavg()[0]!.toFixed(1)} on 2 cores) ===`,
);
for (const phase of phases) {
  const ms = answered.filter((a) => a.at >= phase.from && a.at < phase.to).map((a) => a.ms);
  const stats = latencyStats(ms);
  console.log(
    `${phase.name.padEnd(9)} ${((phase.to - phase.from) / 1000).toFixed(1).padStart(5)} s  ` +
      `${String(stats.n).padStart(5)} searches  p50 ${stats.p50.toFixed(1)}  p95 ${stats.p95.toFixed(1)}  ` +
      `p99 ${stats.p99.toFixed(1)}  max ${Math.max(...ms).toFixed(0)} ms${phase.note ? `  · ${phase.note}` : ''}`,
  );
}
// Not pool.close(): it would export a snapshot of the last write, which this bench has measured already.
rmSync(dir, { recursive: true, force: true });
process.exit(0);
