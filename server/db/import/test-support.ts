// Shared by the importer tests: where the real data sets live, and a fresh database to import into.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../testing/test-database.js';
import type { Db } from '../database.js';
import type { Database } from '../types.js';
import type { ParsedSourceFiles } from './read-source-files.js';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The data sets sit beside the checkout (../shared/data), not in it: they are large and separately licensed. */
export const dataDir = resolve(projectRoot, '../shared/data');
/**
 * Suites over the real data skip where it is absent, except on CI (CI=true): there a missing data set
 * must fail the run rather than pass it silently.
 */
export const hasData = existsSync(dataDir) || process.env.CI === 'true';

export const maPeopleDir = resolve(dataDir, 'openstates-people/ma');
export const moPeopleDir = resolve(dataDir, 'openstates-people/mo');
export const ma194thCsvDir = resolve(dataDir, 'openstates-bulk-csv/MA/194th');
export const ma192ndCsvDir = resolve(dataDir, 'openstates-bulk-csv/MA/192nd');
export const malegislatureDir = resolve(dataDir, 'malegislature-api-samples/dist');
export const mapleHistoryCsv = resolve(
  dataDir,
  'maple-ma-bill-history/analysis/data/all-history-actions.csv',
);

/**
 * The day the people snapshot was taken (openstates-people/SOURCE.md): which offices are held is read as
 * of then, so the tests do not change their answer when a term in the data ends (January 2027).
 */
export const PEOPLE_SNAPSHOT_DAY = '2026-08-05';

/**
 * The shared data's files, parsed once for every import of them in a test worker (the server's test files
 * share a worker's modules, vitest.config.ts): importers given it (`{ parsed: sharedDataParse }`) parse a
 * file only the first time. Parsing is about 7 s of an import of all of it at load 8 (issue 19). The tests
 * of parsing itself and of bad files import without it.
 */
export const sharedDataParse: ParsedSourceFiles = new Map();

export function warnIfNoData(suite: string): void {
  if (!hasData) console.warn(`[${suite}] skipped: the shared data sets are not at ${dataDir}`);
}

/** An in-memory SQLite database of its own, copied from one migrated once per worker. */
export async function openMigratedSqlite(): Promise<Db> {
  return (await createTestDatabase('sqlite')).db;
}

export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Active people of a state per chamber ('house', 'senate', 'executive'), e.g. { house: 158, … }. */
export async function activeByChamber(db: Db, stateCode: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('legislators')
    .innerJoin('jurisdictions', 'jurisdictions.id', 'legislators.jurisdiction_id')
    .select(['chamber', (eb) => eb.fn.countAll<number>().as('n')])
    .where('jurisdictions.code', '=', stateCode)
    .where('active', '=', 1)
    .groupBy('chamber')
    .orderBy('chamber')
    .execute();
  return Object.fromEntries(rows.map(({ chamber, n }) => [chamber, Number(n)]));
}
