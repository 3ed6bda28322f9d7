// `npm run seed -- [--scale N] [--seed N] [--force]`: fill the configured database (DATABASE_URL or
// DATABASE_FILE, as the server uses) with demo data. It only ever fills an empty database.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, migrateToLatest, openDatabase } from '../server/db/database.js';
import { isDatabaseEmpty, resolveSeedOptions, seedDemoData } from '../server/db/seed/index.js';

const USAGE = 'Usage: npm run seed -- [--scale N] [--seed N] [--force]';
const PROGRESS_INTERVAL_MS = 1000;

function fail(message: string): never {
  console.error(`seed: ${message}\n${USAGE}`);
  process.exit(2);
}

let options: { scale: number; seed: number; force: boolean };
try {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(
      `${USAGE}\n  --scale N  bills and what hangs off them, times N (default 1 ≈ 6,400 bills)\n` +
        '  --seed N   random seed; the same seed and scale give identical data (default 1)\n' +
        '  --force    fail (exit 1) instead of skipping when the database already has data; data is never overwritten',
    );
    process.exit(0);
  }
  const number = (flag: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    if (text.trim() === '' || !Number.isFinite(Number(text)))
      fail(`--${flag} must be a number (got '${text}')`);
    return Number(text);
  };
  options = {
    ...resolveSeedOptions({ scale: number('scale', values.scale), seed: number('seed', values.seed) }),
    force: values.force,
  };
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const config = databaseConfigFromEnv();
const db = openDatabase(config);
const target =
  config.kind === 'sqlite'
    ? `SQLite ${config.file}`
    : `PostgreSQL${config.schema ? ` (schema ${config.schema})` : ''}`;
try {
  await migrateToLatest(db);
  if (!(await isDatabaseEmpty(db))) {
    if (options.force) {
      console.error(
        `seed: ${target} already has data and --force does not overwrite it: the generator only fills an ` +
          'empty database. Point DATABASE_FILE (or DATABASE_URL/DATABASE_SCHEMA) at a new one, or delete this one.',
      );
      process.exitCode = 1;
    } else {
      console.log('Database already has data; not seeding.');
    }
  } else {
    console.log(`Seeding ${target} with demo data (scale ${options.scale}, seed ${options.seed})`);
    const started = performance.now();
    let lastLine = 0;
    const counts = await seedDemoData(db, {
      scale: options.scale,
      seed: options.seed,
      onProgress: (step, done, total) => {
        const now = performance.now();
        // Every step's end, and progress within long steps at most once a second.
        if (done < total && now - lastLine < PROGRESS_INTERVAL_MS) return;
        lastLine = now;
        console.log(`  ${step}: ${done}/${total}`);
      },
    });
    const width = Math.max(...Object.keys(counts).map((table) => table.length));
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(width)} ${count}`);
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await db.destroy();
}
