// npm run import -- <kind> <path> [--session NAME]   |   npm run import -- all <data dir>
// Imports real legislature data into the database chosen by DATABASE_URL / DATABASE_FILE (see
// server/db/database.ts), migrating it first. Exit codes: 0 imported, 1 import failed, 2 bad arguments.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, migrateToLatest, openDatabase, type Db } from '../server/db/database.js';
import { importAll } from '../server/db/import/import-all.js';
import { formatReport, type ImportKind, type ImportReport } from '../server/db/import/import-report.js';
import { importMalegislatureBills } from '../server/db/import/malegislature-json.js';
import { importMapleHistory } from '../server/db/import/maple-history.js';
import { importOpenStatesBulkCsv } from '../server/db/import/openstates-bulk-csv.js';
import { importOpenStatesPeople } from '../server/db/import/openstates-people.js';
import { parseSessionName } from '../server/db/import/session-names.js';

const USAGE = `Usage: npm run import -- <kind> <path> [--session NAME]

  all <dir>             every data set under a shared/data-style directory, in dependency order:
                        people (each state), bulk CSV (each session), malegislature, maple-history
                        (../shared/data); stops at the first that fails
  people <dir>          Open States people, one state: ../shared/data/openstates-people/ma
  bulk-csv <dir>        Open States bulk CSV, one session: ../shared/data/openstates-bulk-csv/MA/194th
  malegislature <dir>   malegislature.gov Documents API JSON: ../shared/data/malegislature-api-samples/dist
  maple-history <csv>   MAPLE bill actions (192nd General Court):
                        ../shared/data/maple-ma-bill-history/analysis/data/all-history-actions.csv

  --session NAME        '194th' or '2025-2026': overrides the session found in the data
                        (bulk-csv, malegislature; maple-history defaults to 192nd = 2021-2022)

Database: DATABASE_URL=postgres://… or DATABASE_FILE=path (default var/statehouse.db).`;

type Importer = (db: Db, path: string, options: { session?: string }) => Promise<ImportReport>;

const importers: Record<ImportKind, Importer> = {
  people: (db, path) => importOpenStatesPeople(db, path),
  'bulk-csv': importOpenStatesBulkCsv,
  malegislature: importMalegislatureBills,
  'maple-history': importMapleHistory,
};

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCommandLine() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { session: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    usageError((error as Error).message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const [kind, path, ...extra] = parsed.positionals;
  if (!kind || !path || extra.length > 0) usageError('Expected a kind and one path.');
  if (kind !== 'all' && !(kind in importers)) usageError(`Unknown kind '${kind}'.`);
  const session = parsed.values.session;
  if (kind === 'all' && session !== undefined) usageError('--session applies to one data set, not to all.');
  if (session !== undefined) {
    try {
      parseSessionName(session);
    } catch (error) {
      usageError((error as Error).message);
    }
  }
  return { kind: kind as ImportKind | 'all', path, session };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function importEverything(db: Db, dataDir: string): Promise<boolean> {
  const started = performance.now();
  let step = performance.now();
  const reports = await importAll(db, dataDir, {
    onReport: (report) => {
      console.log(`${formatReport(report)}\n  ${seconds(step)}\n`);
      step = performance.now();
    },
  });
  const failed = reports.some((report) => report.failure);
  console.log(
    `${failed ? 'stopped after a failure' : `imported ${reports.length} data sets`} in ${seconds(started)}`,
  );
  return !failed;
}

async function main(): Promise<number> {
  const { kind, path, session } = parseCommandLine();
  const db = openDatabase(databaseConfigFromEnv());
  try {
    await migrateToLatest(db);
    if (kind === 'all') return (await importEverything(db, path)) ? 0 : 1;
    const started = performance.now();
    const report = await importers[kind](db, path, session === undefined ? {} : { session });
    console.log(formatReport(report));
    console.log(`  ${seconds(started)}`);
    return report.failure ? 1 : 0;
  } catch (error) {
    console.error(
      `import ${kind} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
