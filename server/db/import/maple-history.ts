// `import maple-history <csv>`: MAPLE's all-history-actions.csv (id, action, branch, date), the
// malegislature.gov BillHistory of every 192nd General Court bill, into the histories of bills already in
// the database (matched by number: 'H1' is bill_type H, number 1). What a history decides (status,
// progress, session law, hearings) is written by write-histories.ts, as for a synced history. One
// transaction; the file is the session's whole history, so hearings it no longer gives are removed.
import type { Db } from '../database.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { inClerksOrder } from './bill-histories.js';
import { DATA_SOURCES } from './data-sources.js';
import { createReport, inFile, reject, runImport, type ImportReport } from './import-report.js';
import { ensureJurisdiction, markDataAsOf } from '../repositories/jurisdictions-repository.js';
import { legislatureDay } from './legislature-dates.js';
import { readCsv, type ParsedSourceFiles, type SourceReadOptions } from './read-source-files.js';
import type { BillRecord } from './records.js';
import { parseSessionName } from './session-names.js';
import { writeSessionRecords } from './write-session.js';

/** MAPLE's file covers the 192nd General Court only (its SOURCE.md). */
export const MAPLE_DEFAULT_SESSION = '192nd';

function historyRecords(
  file: string,
  report: ImportReport,
  parsed: ParsedSourceFiles | undefined,
): BillRecord[] {
  const byBill = new Map<string, BillRecord>();
  readCsv(file, ['id', 'action', 'branch', 'date'], parsed).forEach((row, index) => {
    const where = `row ${index + 2}`;
    const key = parseBillIdentifier(row.id ?? '');
    if (!key) return reject(report, 'id is not a bill number', `${where}: id '${row.id}'`);
    const day = legislatureDay(row.date ?? '');
    if (!day) return reject(report, 'action date is not a date', `${where}: ${row.id} date '${row.date}'`);
    const record = byBill.get(key.bill_type_number) ?? { key, externalId: null, actions: [] };
    record.actions?.push({ date: day, branch: row.branch || null, text: row.action ?? '' });
    byBill.set(key.bill_type_number, record);
  });
  for (const record of byBill.values()) inClerksOrder(record.actions ?? []);
  return [...byBill.values()];
}

export async function importMapleHistory(
  db: Db,
  csvFile: string,
  options: { session?: string } & SourceReadOptions = {},
): Promise<ImportReport> {
  return runImport(createReport('maple-history', csvFile), async (report) => {
    const session = parseSessionName(options.session ?? MAPLE_DEFAULT_SESSION);
    const bills = historyRecords(csvFile, report, options.parsed);
    await inFile(csvFile, () =>
      db.transaction().execute(async (trx) => {
        // MAPLE is malegislature.gov's history: Massachusetts bills.
        const state = await ensureJurisdiction(trx, 'ma');
        await writeSessionRecords(trx, state, { session, bills }, report, { pruneHearings: true });
        await markDataAsOf(trx, state.id, DATA_SOURCES.maple);
      }),
    );
  });
}
