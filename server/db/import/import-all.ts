// `import all <dir>`: every data set of a directory laid out as the steering repository's shared/data
// (each folder's SOURCE.md says where it comes from), in the order they depend on each other: people of
// every state first (votes, sponsors and hearings resolve against them), then the bulk CSV sessions
// (bills, roll calls), then malegislature.gov's bill documents (sponsors), then MAPLE's histories (which
// attach only to bills already there). Each data set is one import run: its own transaction and report.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../database.js';
import type { ImportKind, ImportReport } from './import-report.js';
import { importMalegislatureBills } from './malegislature-json.js';
import { importMapleHistory } from './maple-history.js';
import { importOpenStatesBulkCsv } from './openstates-bulk-csv.js';
import { importOpenStatesPeople, type PeopleImportOptions } from './openstates-people.js';

export interface DataSet {
  kind: ImportKind;
  path: string;
}

/** Where each data set sits under the data directory. */
export const DATA_LAYOUT = {
  people: 'openstates-people',
  bulkCsv: 'openstates-bulk-csv',
  malegislature: 'malegislature-api-samples/dist',
  mapleHistory: 'maple-ma-bill-history/analysis/data/all-history-actions.csv',
} as const;

function subdirectories(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
    .map((name) => join(dir, name));
}

/**
 * The data sets present, in import order. People: every openstates-people/<state>/ with a legislature/
 * folder. Bulk CSV: every openstates-bulk-csv/<STATE>/<session>/, newest General Court first so the
 * current session's bills are in place before an older one's (order does not change the result).
 */
export function dataSetsIn(dataDir: string): DataSet[] {
  const people = subdirectories(join(dataDir, DATA_LAYOUT.people)).filter((dir) =>
    existsSync(join(dir, 'legislature')),
  );
  const sessions = subdirectories(join(dataDir, DATA_LAYOUT.bulkCsv))
    .flatMap(subdirectories)
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  const sets: DataSet[] = [
    ...people.map((path) => ({ kind: 'people' as const, path })),
    ...sessions.map((path) => ({ kind: 'bulk-csv' as const, path })),
  ];
  const malegislature = join(dataDir, DATA_LAYOUT.malegislature);
  if (existsSync(malegislature)) sets.push({ kind: 'malegislature', path: malegislature });
  const maple = join(dataDir, DATA_LAYOUT.mapleHistory);
  if (existsSync(maple)) sets.push({ kind: 'maple-history', path: maple });
  return sets;
}

export function importDataSet(
  db: Db,
  set: DataSet,
  options: PeopleImportOptions = {},
): Promise<ImportReport> {
  switch (set.kind) {
    case 'people':
      return importOpenStatesPeople(db, set.path, options);
    case 'bulk-csv':
      return importOpenStatesBulkCsv(db, set.path, { parsed: options.parsed });
    case 'malegislature':
      return importMalegislatureBills(db, set.path);
    case 'maple-history':
      return importMapleHistory(db, set.path, { parsed: options.parsed });
  }
}

export interface ImportAllOptions extends PeopleImportOptions {
  /** Called with each report as soon as its data set is imported (the CLI prints it then). */
  onReport?: (report: ImportReport) => void;
}

/**
 * Imports every data set; stops at the first that fails (its report says why), since the ones after it
 * build on it. Returns the reports of the data sets imported or attempted.
 */
export async function importAll(
  db: Db,
  dataDir: string,
  options: ImportAllOptions = {},
): Promise<ImportReport[]> {
  const sets = dataSetsIn(dataDir);
  if (sets.length === 0)
    throw new Error(`${dataDir}: no data sets found (expected ${Object.values(DATA_LAYOUT).join(', ')})`);
  const reports: ImportReport[] = [];
  for (const set of sets) {
    const report = await importDataSet(db, set, options);
    reports.push(report);
    options.onReport?.(report);
    if (report.failure) break;
  }
  return reports;
}
