// Heap held by one search engine (one replica's worth) loaded from a snapshot of the demo indexes, and how
// it splits between the parts of each index's IndexData (issues 17 and 21). Not a test; run it by hand:
//   npm run bench:engine-memory -- [--scale 1] [--records 0]
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
  options: { scale: { type: 'string', default: '1' }, records: { type: 'string', default: '0' } },
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

const started = performance.now();
let engine: SearchEngine | undefined = SearchEngine.fromSnapshot(JSON.parse(snapshotText) as EngineSnapshot);
const loadMs = performance.now() - started;
snapshotText = undefined;
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
    `loaded from a snapshot in ${(loadMs / 1000).toFixed(1)} s`,
);
console.log(
  `engine heap + array buffers: ${mb(total)} MB, ${Math.round(total / recordCount)} bytes/record ` +
    `(record JSON: ${Math.round(jsonBytes / recordCount)} bytes/record)`,
);
console.log('by IndexData field (all indexes):');
for (const { field, bytes } of parts) {
  if (Math.abs(bytes) < 64 * 1024) continue;
  const share = ((bytes / total) * 100).toFixed(0);
  console.log(
    `  ${field.padEnd(16)} ${mb(bytes).padStart(7)} MB ${share.padStart(4)} %  ${Math.round(bytes / recordCount)} bytes/record`,
  );
}
