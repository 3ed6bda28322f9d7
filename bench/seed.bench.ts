// How fast the demo data generator fills SQLite, and how big the file gets:
//   node --import tsx bench/seed.bench.ts [--scale N] [--seed N] [--keep]
// A plain script, not a test: it seeds a temporary file and prints bills/second, seconds and size.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../server/db/database.js';
import { resolveSeedOptions, seedDemoData } from '../server/db/seed/index.js';

let scale: number;
let seed: number;
let keep: boolean;
try {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  ({ scale, seed } = resolveSeedOptions({
    scale: Number(values.scale),
    seed: values.seed === undefined ? undefined : Number(values.seed),
  }));
  keep = values.keep;
} catch (error) {
  console.error(`seed.bench: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Usage: node --import tsx bench/seed.bench.ts [--scale N] [--seed N] [--keep]');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'statehouse-seed-bench-'));
const file = join(dir, 'seed.db');
const db = openDatabase({ kind: 'sqlite', file });
await migrateToLatest(db);

const started = performance.now();
let lastStep = '';
const counts = await seedDemoData(db, {
  scale,
  seed,
  onProgress: (step) => {
    if (step !== lastStep) process.stderr.write(`  ${step}…\n`);
    lastStep = step;
  },
});
const seconds = (performance.now() - started) / 1000;
await db.destroy(); // closing checkpoints the WAL into the main file, so the size below is the whole database

const bytes = [file, `${file}-wal`].filter(existsSync).reduce((sum, path) => sum + statSync(path).size, 0);
const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
console.log(`scale ${scale}, seed ${seed}: ${counts.bills} bills, ${rows} rows in all`);
console.log(
  `  ${seconds.toFixed(1)} s, ${Math.round(counts.bills / seconds)} bills/s, ${Math.round(rows / seconds)} rows/s`,
);
console.log(`  database ${(bytes / 1024 / 1024).toFixed(1)} MB${keep ? ` at ${file}` : ''}`);
if (!keep) rmSync(dir, { recursive: true, force: true });
