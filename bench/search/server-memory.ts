// The server's memory holding an index, against the engine's own (issue 21: "the server adds no more than
// 1.3x the engine's own memory"). Not a test; run it by hand:
//   node --import tsx --expose-gc bench/search/server-memory.ts [--chunks 100000] [--workers 1,2] [--from DIR]
// This process builds N bill_text chunks into a snapshot file, or takes the one bench:scale --keep DIR left
// (DIR/snapshot and DIR/queries.json: a million chunks take minutes to build). Then each measurement runs in a fresh
// process, so nothing else is counted: the engine alone loads that snapshot as a replica does
// (scale-restart.ts measures the same), and the app starts on a search store holding it (as on a restart),
// with none and then each number of engine replicas, and answers the bench's queries over HTTP on
// loopback. Reported: resident memory (RSS) grown since the process started, and the JS heap + array
// buffers of the engine alone; a server's RSS includes every worker thread's. Every process runs with
// npm start's malloc settings (scripts/server-env.mjs).
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SearchEngine } from '../../server/search/engine/search-engine.js';
import { decodeSnapshot, encodeSnapshot } from '../../server/search/persistence/snapshot-codec.js';
import { EngineReplica } from '../../server/search/workers/engine-replica.js';
import { SERVER_ENV } from '../../scripts/server-env.mjs';
import { loadCorpora } from './corpus.js';
import { buildQuerySet } from './query-set.js';
import type { MemoryReport } from './server-memory-child.js';

const { values } = parseArgs({
  options: {
    chunks: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '1,2' },
    from: { type: 'string' },
  },
  strict: true,
});
const chunks = Number(values.chunks);
const workerCounts = values.workers.split(',').map(Number);

const progress = (step: string) => process.stderr.write(`  ${step}…\n`);
const dir = mkdtempSync(join(tmpdir(), 'bench-server-memory-'));
const snapshotFile = values.from ? join(values.from, 'snapshot') : join(dir, 'snapshot');
const queriesFile = values.from ? join(values.from, 'queries.json') : join(dir, 'queries.json');
const records = values.from ? countRecords(snapshotFile) : await buildSnapshot();

/** Builds `chunks` bill_text chunks into the snapshot and query files; returns how many records. */
async function buildSnapshot(): Promise<number> {
  const corpus = (await loadCorpora(1, chunks, progress)).find((c) => c.index === 'bill_text')!;
  const records = corpus.records.slice(0, chunks);
  progress(`building an engine of ${records.length} records`);
  const replica = new EngineReplica();
  replica.engine = new SearchEngine();
  replica.engine.apply({ type: 'setSettings', index: 'bill_text', settings: corpus.settings });
  replica.engine.apply({ type: 'saveObjects', index: 'bill_text', objects: records });
  writeFileSync(snapshotFile, await encodeSnapshot(replica.exportSnapshot().value.bytes));
  writeFileSync(queriesFile, JSON.stringify(buildQuerySet({ ...corpus, records }, 50)));
  return records.length;
}

/** The records of a kept snapshot's bill_text index (loaded here once, then dropped). */
function countRecords(file: string): number {
  progress("counting the kept snapshot's records");
  const indexes = SearchEngine.fromSnapshot(decodeSnapshot(readFileSync(file))).listIndexes();
  return indexes.find((index) => index.name === 'bill_text')!.entries;
}

/** One measurement in a process of its own (server-memory-child.ts). */
function measure(...args: string[]): Promise<MemoryReport> {
  const child = fork(new URL('./server-memory-child.ts', import.meta.url), args, {
    execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=16384'],
    // glibc's malloc as npm start tunes it: without it, buffers freed after a replica's load stay in its
    // grown heap (at 100k chunks, 1 replica: the loaded index added 1.34x the engine's RSS, 1.13x with it).
    env: { ...process.env, ...SERVER_ENV },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (report: MemoryReport) => resolve(report));
    child.once('exit', (code) => reject(new Error(`measurement ${args.join(' ')} exited with ${code}`)));
  });
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
try {
  progress('measuring the engine alone');
  const engine = await measure('engine', snapshotFile);
  console.log(`=== bench:server-memory · ${records} bill_text records ===`);
  console.log(
    `engine alone: RSS +${mib(engine.rss)}, heap + array buffers +${mib(engine.heap)} ` +
      `(${Math.round(engine.heap / records)} B/record)`,
  );
  for (const workers of workerCounts) {
    progress(`measuring the server with ${workers} replica(s), without and with the index`);
    const empty = await measure('server', '', queriesFile, String(workers));
    const loaded = await measure('server', snapshotFile, queriesFile, String(workers));
    const added = loaded.rss - empty.rss;
    const ratio = (bytes: number) =>
      `${(bytes / engine.rss).toFixed(2)}x the engine's RSS (${(bytes / workers / engine.rss).toFixed(2)}x per replica)`;
    console.log(
      `server, ${workers} replica(s): RSS +${mib(empty.rss)} without the index; with it +${mib(loaded.loaded.rss)} ` +
        `loaded, +${mib(loaded.rss)} after ${loaded.requests} HTTP requests. The index adds ` +
        `${mib(loaded.loaded.rss - empty.rss)} = ${ratio(loaded.loaded.rss - empty.rss)} loaded, ` +
        `${mib(added)} = ${ratio(added)} after the requests. Main thread heap + array buffers: ` +
        `${mib(empty.heap)} without, ${mib(loaded.loaded.heap)} loaded, ${mib(loaded.heap)} after`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
