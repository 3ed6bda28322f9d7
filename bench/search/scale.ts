// Where the engine stands at a million bill_text chunks (issue 21, Deliver 2): memory per record, restart
// from a snapshot, and p95 of lean and of faceted + highlighted searches. Not a test; run it by hand:
//   npm run bench:scale -- [--chunks 1000000] [--queries 50] [--passes 2] [--answers FILE] [--keep DIR]
// --keep DIR leaves the snapshot and the query set there (DIR/snapshot, DIR/queries.json), so later runs of
// scale-restart.ts, or an A/B of two builds, load them without building the corpus again (minutes at 1M).
// --answers writes every answer of the first pass (both modes, processingTimeMS zeroed) to FILE, one JSON
// line each: run it before and after an engine change and `cmp` the two files to show answers unchanged.
// This process builds the corpus and an engine from it, and writes the snapshot exactly as a replica
// exports it and the journal stores it. A fresh process (scale-restart.ts) then loads that snapshot as a
// replica does on a restart and measures, so nothing this one holds is counted in its memory.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SearchEngine } from '../../server/search/engine/search-engine.js';
import { encodeSnapshot } from '../../server/search/persistence/snapshot-codec.js';
import { EngineReplica } from '../../server/search/workers/engine-replica.js';
import { loadCorpora } from './corpus.js';
import { buildQuerySet } from './query-set.js';

const { values } = parseArgs({
  options: {
    chunks: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '50' },
    passes: { type: 'string', default: '2' },
    answers: { type: 'string' },
    keep: { type: 'string' },
  },
  strict: true,
});
const chunks = Number(values.chunks);
const perKind = Number(values.queries);
if (!Number.isInteger(chunks) || chunks < 1 || !Number.isInteger(perKind) || perKind < 1) {
  console.error(
    'Usage: npm run bench:scale -- [--chunks 1000000] [--queries 50] [--passes 2] [--answers FILE] [--keep DIR]',
  );
  process.exit(2);
}

const progress = (step: string) => process.stderr.write(`  ${step}…\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const corpus = (await loadCorpora(1, chunks, progress)).find((c) => c.index === 'bill_text')!;
const records = corpus.records.slice(0, chunks);
const groups = buildQuerySet({ ...corpus, records }, perKind);

progress(`building an engine of ${records.length} records`);
let started = performance.now();
const replica = new EngineReplica();
replica.engine = new SearchEngine();
replica.engine.apply({ type: 'setSettings', index: 'bill_text', settings: corpus.settings });
replica.engine.apply({ type: 'saveObjects', index: 'bill_text', objects: records });
console.log(`=== bench:scale · ${records.length} bill_text records (${corpus.derived} derived) ===`);
console.log(`build by one save: ${seconds(performance.now() - started)} s`);

progress('exporting and compressing the snapshot');
const dir = values.keep ?? mkdtempSync(join(tmpdir(), 'bench-scale-'));
mkdirSync(dir, { recursive: true });
const snapshotFile = join(dir, 'snapshot');
const queriesFile = join(dir, 'queries.json');
started = performance.now();
try {
  const { bytes } = replica.exportSnapshot().value;
  const exportMs = performance.now() - started;
  const blob = await encodeSnapshot(bytes);
  writeFileSync(snapshotFile, blob);
  console.log(
    `snapshot: ${(bytes.length / 2 ** 20).toFixed(0)} MB uncompressed, ${(blob.length / 2 ** 20).toFixed(0)} MB stored; ` +
      `export ${seconds(exportMs)} s, export + compress ${seconds(performance.now() - started)} s`,
  );
} catch (error) {
  // What a replica could not export is the finding (format 1, one JSON text, failed past ~600k chunks).
  console.log(`snapshot: cannot be written (${error instanceof Error ? error.message : String(error)})`);
  process.exit(1);
}
writeFileSync(queriesFile, JSON.stringify(groups));
replica.engine = new SearchEngine();

const child = fork(
  new URL('./scale-restart.ts', import.meta.url),
  [
    snapshotFile,
    queriesFile,
    String(records.length),
    values.passes,
    ...(values.answers ? [values.answers] : []),
  ],
  {
    execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=16384'],
  },
);
const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
if (!values.keep) rmSync(dir, { recursive: true, force: true });
process.exit(code ?? 1);
