// Shared by the importer tests: where the real data sets live, and a fresh database to import into.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase, type Db } from '../database.js';
import type { Database } from '../types.js';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The data sets sit beside the checkout (../shared/data), not in it: they are large and separately licensed. */
export const dataDir = resolve(projectRoot, '../shared/data');
export const hasData = existsSync(dataDir);

export const maPeopleDir = resolve(dataDir, 'openstates-people/ma');
export const ma194thCsvDir = resolve(dataDir, 'openstates-bulk-csv/MA/194th');
export const malegislatureDir = resolve(dataDir, 'malegislature-api-samples/dist');
export const mapleHistoryCsv = resolve(
  dataDir,
  'maple-ma-bill-history/analysis/data/all-history-actions.csv',
);

export function warnIfNoData(suite: string): void {
  if (!hasData) console.warn(`[${suite}] skipped: the shared data sets are not at ${dataDir}`);
}

export async function openMigratedSqlite(): Promise<Db> {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  return db;
}

export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
