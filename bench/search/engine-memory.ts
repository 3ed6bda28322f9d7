// Heap held by one search engine (one replica's worth) loaded from a snapshot of the demo indexes, and how
// it splits between the parts of each index's IndexData (issues 17 and 21). Not a test; run it by hand:
//   npm run bench:engine-memory -- [--scale 1] [--records 0] [--writes]
// --writes builds the engine as the indexer first fills it, by saves of 1,000 records, not from a snapshot.
// --records N adds a synthetic index of N bill-text-like records built from the demo corpus (stretchChunks),
// to see the cost per record at a size the demo data does not reach.
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { seedDemoData } from '../../server/db/seed/index.js';
import { SearchEngine, type EngineSnapshot } from '../../server/search/engine/search-engine.js';
import type { SearchIndex } from '../../server/search/engine/search-index.js';
import { buildRecords } from '../../server/search/indexer/build-records.js';
import { stretchChunks } from './corpus.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('bench:engine-memory: run with --expose-gc (npm run bench:engine-memory does)');
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    records: { type: 'string', default: '0' },
    writes: { type: 'boolean', default: false },
  },
  strict: true,
});
const scale = Number(values.scale);
const syntheticRecords = Number(values.records);

/**
 * JS heap plus typed arrays' backing stores (held outside the heap, but in the process's RSS all the same),
 * after full collections (two: the first may leave weakly held garbage for the second).
 */
function heapUsed(): number {
  gc!();
  gc!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
await migrateToLatest(db);
process.stderr.write(`  seeding the demo database at scale ${scale}…\n`);
await seedDemoData(db, { scale });
process.stderr.write('  building index records…\n');
const content = await buildRecords(db);
await db.destroy();

const indexes = [...content].map(([name, { settings, records }]) => ({
  name: name as string,
  settings,
  records,
}));
if (syntheticRecords > 0) {
  const bill_text = content.get('bill_text')!;
  indexes.push({
    name: 'synthetic_bill_text',
    settings: bill_text.settings,
    records: stretchChunks(bill_text.records, syntheticRecords).slice(0, syntheticRecords),
  });
}
const recordCount = indexes.reduce((sum, index) => sum + index.records.length, 0);
const jsonBytes = indexes.reduce(
  (sum, index) => sum + index.records.reduce((s, record) => s + JSON.stringify(record).length, 0),
  0,
);
// The snapshot as the journal stores it: the replica parses it and builds every index from it.
let snapshotText: string | undefined = JSON.stringify({
  version: 1,
  indexes: indexes.map(({ name, settings, records }) => ({
    name,
    settings,
    records,
    synonyms: [],
    rules: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  })),
} satisfies EngineSnapshot);
content.clear();
indexes.length = 0;

/** The indexer's chunk size (search-indexer.ts). */
const WRITE_CHUNK = 1000;

function byWrites(snapshot: EngineSnapshot): SearchEngine {
  const built = new SearchEngine();
  for (const { name, settings, records } of snapshot.indexes) {
    built.apply({ type: 'setSettings', index: name, settings });
    for (let i = 0; i < records.length; i += WRITE_CHUNK)
      built.apply({ type: 'saveObjects', index: name, objects: records.slice(i, i + WRITE_CHUNK) });
  }
  return built;
}

const started = performance.now();
const snapshot = JSON.parse(snapshotText) as EngineSnapshot;
let engine: SearchEngine | undefined = values.writes
  ? byWrites(snapshot)
  : SearchEngine.fromSnapshot(snapshot);
snapshot.indexes.length = 0; // the records are the engine's now: measured with it, not left out
const loadMs = performance.now() - started;
snapshotText = undefined;
let untrimmed: number | undefined;
if (values.writes) {
  // As a replica does once writes pause (engine-replica.ts).
  untrimmed = heapUsed();
  engine.trim();
}
const loaded = heapUsed();

// The breakdown: release each field of every index's IndexData in turn and measure what that gives back.
// Fields are released in declaration order, so a part shared by two fields counts under the later one.
// The engine keeps its indexes private; the bench reaches in, as it only reads and then discards them.
const byName = (engine as unknown as { indexes: Map<string, SearchIndex> }).indexes;
const indexCount = byName.size;
const datas = [...byName.values()].map((index) => index.data as unknown as Record<string, unknown>);
const parts: { field: string; bytes: number }[] = [];
let last = loaded;
for (const field of Object.keys(datas[0] ?? {})) {
  for (const data of datas) data[field] = undefined;
  const now = heapUsed();
  parts.push({ field, bytes: last - now });
  last = now;
}
engine = undefined;
datas.length = 0;
const empty = heapUsed();
parts.push({ field: 'rest', bytes: last - empty });
// Measured down to the heap without the engine, so whatever else the process holds is not counted.
const total = loaded - empty;

console.log(
  `${recordCount} records in ${indexCount} indexes, ${mb(jsonBytes)} MB of record JSON, ` +
    `${values.writes ? 'built by saves of 1,000' : 'loaded from a snapshot'} in ${(loadMs / 1000).toFixed(1)} s`,
);
console.log(
  `engine heap + array buffers: ${mb(total)} MB, ${Math.round(total / recordCount)} bytes/record ` +
    `(record JSON: ${Math.round(jsonBytes / recordCount)} bytes/record)`,
);
if (untrimmed !== undefined)
  console.log(
    `  (${mb(untrimmed - empty)} MB right after the saves, before the trim a replica makes once writes pause)`,
  );
console.log('by IndexData field (all indexes):');
for (const { field, bytes } of parts) {
  if (Math.abs(bytes) < 64 * 1024) continue;
  const share = ((bytes / total) * 100).toFixed(0);
  console.log(
    `  ${field.padEnd(16)} ${mb(bytes).padStart(7)} MB ${share.padStart(4)} %  ${Math.round(bytes / recordCount)} bytes/record`,
  );
}
