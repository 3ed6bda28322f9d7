// `import bulk-csv <session dir>`: an Open States session export (CSV format 2.1), e.g.
// openstates-bulk-csv/MA/194th/MA_194th_{bills,bill_abstracts,organizations,votes,vote_counts,vote_people,
// vote_sources}.csv.
// All present files are parsed first, then written in ONE transaction: votes point at bills, positions at
// votes, so a malformed file aborts the whole directory (reported with its name) and nothing is written.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '../database.js';
import { billRecordsFromCsv } from './bulk-csv-bills.js';
import { rollCallRecordsFromCsv } from './bulk-csv-votes.js';
import {
  createReport,
  ImportFileError,
  inFile,
  reject,
  runImport,
  type ImportReport,
} from './import-report.js';
import { ensureJurisdiction, markDataAsOf } from '../repositories/jurisdictions-repository.js';
import { codeOfOcdId, codeOfStateName, profileFor } from '../../jurisdictions/state-profiles.js';
import { readCsv, type CsvRow, type ParsedSourceFiles, type SourceReadOptions } from './read-source-files.js';
import { DATA_SOURCES } from './data-sources.js';
import type { SessionRecords } from './records.js';
import { parseSessionName, type SessionInfo } from './session-names.js';
import { writeSessionRecords } from './write-session.js';

/** The files of an export we read, by the end of their name, with the columns we rely on. */
const EXPORT_FILES = {
  bills: {
    suffix: '_bills.csv',
    columns: ['id', 'identifier', 'title', 'subject', 'session_identifier', 'organization_classification'],
  },
  abstracts: { suffix: '_bill_abstracts.csv', columns: ['bill_id', 'abstract'] },
  organizations: { suffix: '_organizations.csv', columns: ['id', 'classification'] },
  votes: {
    suffix: '_votes.csv',
    columns: [
      'id',
      'identifier',
      'motion_text',
      'start_date',
      'result',
      'organization_id',
      'bill_id',
      'session_identifier',
    ],
  },
  voteCounts: { suffix: '_vote_counts.csv', columns: ['vote_event_id', 'option', 'value'] },
  votePeople: { suffix: '_vote_people.csv', columns: ['vote_event_id', 'option', 'voter_name', 'voter_id'] },
  voteSources: { suffix: '_vote_sources.csv', columns: ['vote_event_id', 'url'] },
} as const;
type ExportFile = keyof typeof EXPORT_FILES;
type ParsedFile = { file: string; rows: CsvRow[] };

function readExport(
  dir: string,
  report: ImportReport,
  parsedFiles: ParsedSourceFiles | undefined,
): Partial<Record<ExportFile, ParsedFile>> {
  if (!existsSync(dir)) throw new ImportFileError(dir, 'no such directory');
  const names = readdirSync(dir);
  const parsed: Partial<Record<ExportFile, ParsedFile>> = {};
  for (const kind of Object.keys(EXPORT_FILES) as ExportFile[]) {
    const spec = EXPORT_FILES[kind];
    const matches = names.filter((name) => name.endsWith(spec.suffix));
    if (matches.length > 1) {
      throw new ImportFileError(dir, `several *${spec.suffix} files: ${matches.join(', ')}`);
    }
    if (!matches[0]) {
      report.skipped.push(`no *${spec.suffix} in ${dir}`);
      continue;
    }
    const file = join(dir, matches[0]);
    parsed[kind] = { file, rows: readCsv(file, spec.columns, parsedFiles) };
  }
  return parsed;
}

/** The export's own session identifier ('194th'): the first row that has one, else the folder name. */
function exportSessionIdentifier(dir: string, files: Partial<Record<ExportFile, ParsedFile>>): string {
  const row = files.bills?.rows[0] ?? files.votes?.rows[0];
  return row?.session_identifier || basename(dir);
}

/**
 * The state of the export: organizations.csv names it by Open States id, bills.csv and votes.csv by
 * name ('Massachusetts'). An export that names none, or two, cannot be filed under a state.
 */
function exportState(dir: string, files: Partial<Record<ExportFile, ParsedFile>>): string {
  const codes = new Set<string>();
  for (const row of files.organizations?.rows ?? []) {
    const code = row.jurisdiction_id ? codeOfOcdId(row.jurisdiction_id) : null;
    if (code) codes.add(code);
  }
  for (const row of [...(files.bills?.rows ?? []).slice(0, 1), ...(files.votes?.rows ?? []).slice(0, 1)]) {
    const code = row.jurisdiction ? codeOfStateName(row.jurisdiction) : null;
    if (code) codes.add(code);
  }
  const [code, ...others] = codes;
  if (!code)
    throw new ImportFileError(dir, 'the export does not say which state it is (no jurisdiction column)');
  if (others.length > 0) throw new ImportFileError(dir, `the export mixes states: ${[...codes].join(', ')}`);
  return code;
}

/** Rows of another session (an export mixing sessions) are rejected rather than filed under this one. */
function rowsOfSession(
  parsed: ParsedFile | undefined,
  identifier: string,
  report: ImportReport,
): CsvRow[] | undefined {
  return parsed?.rows.filter((row, index) => {
    if (row.session_identifier === identifier) return true;
    reject(
      report,
      'row of another session',
      `${basename(parsed.file)} row ${index + 2}: session ${row.session_identifier}`,
    );
    return false;
  });
}

export async function importOpenStatesBulkCsv(
  db: Db,
  sessionDir: string,
  options: { session?: string } & SourceReadOptions = {},
): Promise<ImportReport> {
  return runImport(createReport('bulk-csv', sessionDir), async (report) => {
    const files = readExport(sessionDir, report, options.parsed);
    const identifier = exportSessionIdentifier(sessionDir, files);
    const stateCode = exportState(sessionDir, files);
    let session: SessionInfo;
    try {
      session = parseSessionName(options.session ?? identifier, stateCode);
    } catch (error) {
      throw new ImportFileError(sessionDir, `${(error as Error).message}; pass --session NAME`);
    }
    const billRows = rowsOfSession(files.bills, identifier, report);
    const voteRows = rowsOfSession(files.votes, identifier, report);
    const timeZone = profileFor(stateCode).timeZone;
    const records: SessionRecords = {
      session,
      bills: files.bills && billRows ? billRecordsFromCsv(billRows, files.abstracts?.rows, report) : [],
      ...(files.votes && voteRows
        ? {
            rollCalls: rollCallRecordsFromCsv(
              {
                votes: voteRows,
                voteCounts: files.voteCounts?.rows,
                votePeople: files.votePeople?.rows,
                voteSources: files.voteSources?.rows,
                organizationClassifications: new Map(
                  (files.organizations?.rows ?? []).map((row) => [row.id ?? '', row.classification ?? '']),
                ),
                billRows,
              },
              timeZone,
              report,
            ),
          }
        : {}),
    };
    // inFile(sessionDir) attributes what no single file explains (e.g. writing the session row).
    await inFile(sessionDir, () =>
      db.transaction().execute(async (trx) => {
        const state = await ensureJurisdiction(trx, stateCode);
        await writeSessionRecords(trx, state, records, report, {
          fileOf: {
            bills: files.bills?.file,
            abstracts: files.abstracts?.file,
            rollCalls: files.votes?.file,
          },
        });
        await markDataAsOf(trx, state.id, DATA_SOURCES.openStatesBulk);
      }),
    );
  });
}
