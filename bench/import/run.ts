// Import benchmark: every data set of ../shared/data (people MA and MO, bulk CSV 194th and 192nd,
// malegislature.gov, MAPLE) into a fresh SQLite file and into a fresh PostgreSQL schema, against a
// baseline measured in the same run (parsing every file, writing nothing). Prints numbers; no test
// asserts them. Target: each full import ≤ 45 s on 2 cores.
//   npm run bench:import -- [--data ../shared/data] [--postgres postgres://…]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseConfig } from '../../server/db/database.js';
import { importAll } from '../../server/db/import/import-all.js';
import { parseEveryFile } from './parse-baseline.js';

const TARGET_SECONDS = 45;

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/data' },
    postgres: {
      type: 'string',
      default:
        process.env.DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/test',
    },
  },
  strict: true,
  allowPositionals: false,
});
const dataDir = resolve(values.data);

interface Run {
  importSeconds: number;
  migrateSeconds: number;
  steps: { label: string; seconds: number }[];
}

const since = (start: number) => (performance.now() - start) / 1000;

async function timeImport(config: DatabaseConfig): Promise<Run> {
  const db = openDatabase(config);
  try {
    let start = performance.now();
    await migrateToLatest(db);
    const migrateSeconds = since(start);
    const steps: Run['steps'] = [];
    start = performance.now();
    let step = performance.now();
    const reports = await importAll(db, dataDir, {
      onReport: (report) => {
        steps.push({
          label: `${report.kind} ${report.source.replace(`${dataDir}/`, '')}`,
          seconds: since(step),
        });
        step = performance.now();
      },
    });
    const failed = reports.find((report) => report.failure);
    if (failed?.failure) throw new Error(`${failed.failure.file}: ${failed.failure.reason}`);
    return { importSeconds: since(start), migrateSeconds, steps };
  } finally {
    await db.destroy();
  }
}

async function withPostgresSchema<T>(url: string, work: (schema: string) => Promise<T>): Promise<T | string> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return `skipped: PostgreSQL at ${url} is unreachable (${(error as Error).message})`;
  }
  const schema = `bench_import_${randomBytes(4).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  try {
    return await work(schema);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

const format = (seconds: number) => `${seconds.toFixed(1).padStart(6)} s`;

function printRun(label: string, run: Run | string, baseline: number): void {
  if (typeof run === 'string') {
    console.log(`  ${label.padEnd(34)} ${run}`);
    return;
  }
  const ratio = `${(run.importSeconds / baseline).toFixed(1)} × baseline`;
  const verdict = run.importSeconds <= TARGET_SECONDS ? 'within' : 'OVER';
  console.log(
    `  ${label.padEnd(34)} ${format(run.importSeconds)}   ${ratio.padEnd(16)} ${verdict} the ${TARGET_SECONDS} s target   (migrate ${run.migrateSeconds.toFixed(1)} s)`,
  );
  for (const step of run.steps) console.log(`      ${step.label.padEnd(72)} ${format(step.seconds)}`);
}

console.log(`Import of ${dataDir}, ${availableParallelism()} cores, Node ${process.version}`);
const start = performance.now();
const files = parseEveryFile(dataDir);
const baseline = since(start);
console.log(`  ${`baseline: parse ${files} files`.padEnd(34)} ${format(baseline)}`);

const dir = mkdtempSync(join(tmpdir(), 'statehouse-import-bench-'));
try {
  printRun(
    'SQLite (fresh file)',
    await timeImport({ kind: 'sqlite', file: join(dir, 'import.db') }),
    baseline,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const postgresRun = await withPostgresSchema(values.postgres, (schema) =>
  timeImport({ kind: 'postgres', url: values.postgres, schema }),
);
printRun('PostgreSQL (fresh schema)', postgresRun, baseline);
