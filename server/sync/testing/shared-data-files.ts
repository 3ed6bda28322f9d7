// Where each data set sits in a shared/data-style directory (each has its SOURCE.md), and the CSV files
// the recordings read from them.
import { join } from 'node:path';
import { readCsv, type CsvRow, type ParsedSourceFiles } from '../../db/import/read-source-files.js';

export interface SharedDataFiles {
  malegislatureSamplesDir: string;
  mapleHistoryCsv: string;
  maPeopleDir: string;
  moPeopleDir: string;
  /** Open States bulk CSV export directory of a Massachusetts session ('192nd', '194th'). */
  maSessionDir(session: string): string;
  /** Files already parsed: both APIs' recordings, at every limit, read the same CSVs. */
  parsed: ParsedSourceFiles;
}

export function sharedDataFiles(dataDir: string): SharedDataFiles {
  return {
    malegislatureSamplesDir: join(dataDir, 'malegislature-api-samples/dist'),
    mapleHistoryCsv: join(dataDir, 'maple-ma-bill-history/analysis/data/all-history-actions.csv'),
    maPeopleDir: join(dataDir, 'openstates-people/ma'),
    moPeopleDir: join(dataDir, 'openstates-people/mo'),
    maSessionDir: (session) => join(dataDir, 'openstates-bulk-csv/MA', session),
    parsed: new Map(),
  };
}

export type SessionCsv =
  'bills' | 'bill_abstracts' | 'votes' | 'vote_counts' | 'vote_people' | 'vote_sources';

const COLUMNS: Record<SessionCsv, string[]> = {
  bills: ['id', 'identifier', 'title', 'classification', 'subject', 'organization_classification'],
  bill_abstracts: ['bill_id', 'abstract', 'note'],
  votes: ['id', 'identifier', 'motion_text', 'motion_classification', 'start_date', 'result', 'bill_id'],
  vote_counts: ['vote_event_id', 'option', 'value'],
  vote_people: ['id', 'vote_event_id', 'option', 'voter_name', 'voter_id'],
  vote_sources: ['vote_event_id', 'note', 'url'],
};

/** MA_194th_votes.csv and its siblings; the organizations file is read with readOrganizations. */
function readOnce(files: SharedDataFiles, file: string, columns: readonly string[]): CsvRow[] {
  return readCsv(file, columns, files.parsed);
}

export function readSessionCsv(files: SharedDataFiles, session: string, kind: SessionCsv): CsvRow[] {
  return readOnce(files, join(files.maSessionDir(session), `MA_${session}_${kind}.csv`), COLUMNS[kind]);
}

export function readOrganizations(files: SharedDataFiles, session: string): CsvRow[] {
  return readOnce(files, join(files.maSessionDir(session), `MA_${session}_organizations.csv`), [
    'id',
    'name',
    'classification',
  ]);
}

export function readMapleCsv(files: SharedDataFiles): CsvRow[] {
  return readOnce(files, files.mapleHistoryCsv, ['id', 'action', 'branch', 'date']);
}

/** Rows grouped by one column, each group in file order. */
export function groupRows(rows: CsvRow[], column: string): Map<string, CsvRow[]> {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const key = row[column] ?? '';
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
