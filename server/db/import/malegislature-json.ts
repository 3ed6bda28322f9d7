// `import malegislature <dir>`: malegislature.gov Documents API responses
// (/api/GeneralCourts/{court}/Documents/{BillNumber}) saved as JSON files. Adds each bill if missing and
// sets its sponsor, cosponsors and amendments; bills of an Open States import keep their id, title and
// status. Sponsors resolve best-effort (legislator-matcher.ts); the name as written is always kept.
// Files are parsed first (malegislature-documents.ts), then written in ONE transaction: a malformed file
// aborts the whole directory.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../database.js';
import { DATA_SOURCES } from './data-sources.js';
import { createReport, ImportFileError, inFile, runImport, type ImportReport } from './import-report.js';
import { billFromDocument, isBillDocument, type MalegislatureBill } from './malegislature-documents.js';
import { ensureJurisdiction, markDataAsOf } from '../repositories/jurisdictions-repository.js';
import { PeopleResolver } from './people-resolver.js';
import { readJson } from './read-source-files.js';
import type { SessionRecords } from './records.js';
import { parseSessionName, sessionForGeneralCourt, type SessionInfo } from './session-names.js';
import { writeSessionRecords } from './write-session.js';

const MASSACHUSETTS = 'ma';

function readDocuments(
  dir: string,
  sessionOf: (court: number) => SessionInfo,
  report: ImportReport,
): MalegislatureBill[] {
  if (!existsSync(dir)) throw new ImportFileError(dir, 'no such directory');
  const courtName = (court: number) => {
    const session = sessionOf(court);
    return session.general_court ?? session.name;
  };
  const documents: MalegislatureBill[] = [];
  const jsonFiles = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of jsonFiles) {
    const file = join(dir, name);
    const value = readJson(file);
    if (isBillDocument(value)) documents.push(billFromDocument(value, file, courtName));
    else report.skipped.push(`${name}: not a bill document (no BillNumber)`);
  }
  return documents;
}

export async function importMalegislatureBills(
  db: Db,
  dir: string,
  options: { session?: string } = {},
): Promise<ImportReport> {
  return runImport(createReport('malegislature', dir), async (report) => {
    const sessionOf = (court: number) =>
      options.session ? parseSessionName(options.session) : sessionForGeneralCourt(court);
    const sessions = new Map<string, SessionRecords>();
    for (const { court, record } of readDocuments(dir, sessionOf, report)) {
      const session = sessionOf(court);
      const records = sessions.get(session.name) ?? { session, bills: [] };
      records.bills.push(record);
      sessions.set(session.name, records);
    }
    await inFile(dir, () =>
      db.transaction().execute(async (trx) => {
        // The Massachusetts Legislature's own API: every document is a Massachusetts bill.
        const state = await ensureJurisdiction(trx, MASSACHUSETTS);
        const people = await PeopleResolver.load(trx, state.id);
        for (const records of sessions.values()) {
          await writeSessionRecords(trx, state, records, report, { people });
        }
        await markDataAsOf(trx, state.id, DATA_SOURCES.malegislature);
      }),
    );
  });
}
