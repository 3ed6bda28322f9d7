// `import maple-history <csv>`: MAPLE's all-history-actions.csv (id, action, branch, date), the
// malegislature.gov BillHistory of every 192nd General Court bill, into bill_actions of bills already in
// the database (matched by number: 'H1' is bill_type H, number 1). A bill's actions are replaced as a set,
// and its status (latest action), last_action_date and progress follow. One transaction for the file.
import type { Db } from '../database.js';
import type { Bill } from '../types.js';
import { replaceChildren, syncKeyedRows, type Row } from './batch-writes.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { progressFromActions } from './bill-progress.js';
import { loadSessionBills } from './bulk-csv-bills.js';
import { countsFor, createReport, inFile, reject, runImport, type ImportReport } from './import-report.js';
import { findSessionId } from './legislative-sessions.js';
import { ensureJurisdiction } from '../repositories/jurisdictions-repository.js';
import { legislatureDay } from './legislature-dates.js';
import { readCsv } from './read-source-files.js';
import { parseSessionName } from './session-names.js';

/** MAPLE's file covers the 192nd General Court only (its SOURCE.md). */
export const MAPLE_DEFAULT_SESSION = '192nd';

interface ParsedAction {
  instant: number;
  action_date: string;
  branch: string | null;
  action_text: string;
}

function actionsByBill(file: string, report: ImportReport): Map<string, ParsedAction[]> {
  const byBill = new Map<string, ParsedAction[]>();
  readCsv(file, ['id', 'action', 'branch', 'date']).forEach((row, index) => {
    const where = `row ${index + 2}`;
    const key = parseBillIdentifier(row.id ?? '');
    if (!key) return reject(report, 'id is not a bill number', `${where}: id '${row.id}'`);
    const day = legislatureDay(row.date ?? '');
    if (!day) return reject(report, 'action date is not a date', `${where}: ${row.id} date '${row.date}'`);
    const action = {
      instant: Date.parse(row.date ?? ''),
      action_date: day,
      branch: row.branch || null,
      action_text: row.action ?? '',
    };
    const actions = byBill.get(key.bill_type_number);
    if (actions) actions.push(action);
    else byBill.set(key.bill_type_number, [action]);
  });
  // The file lists a bill's actions mostly by date; a stable sort keeps the clerk's order within a day.
  for (const actions of byBill.values()) actions.sort((a, b) => a.instant - b.instant);
  return byBill;
}

async function writeHistories(
  trx: Db,
  sessionName: string,
  actions: Map<string, ParsedAction[]>,
  report: ImportReport,
): Promise<void> {
  // MAPLE is malegislature.gov's history: Massachusetts bills.
  const state = await ensureJurisdiction(trx, 'ma');
  const sessionId = await findSessionId(trx, state.id, sessionName);
  if (sessionId === null) report.skipped.push(`session ${sessionName} is not in the database`);
  const bills =
    sessionId === null ? new Map<string, Bill>() : (await loadSessionBills(trx, sessionId)).byNaturalKey;

  const actionsByBillId = new Map<number, Row[]>();
  const billRows: Row[] = [];
  let actionsOfMissingBills = 0;
  for (const [billNumber, billActions] of actions) {
    const bill = bills.get(billNumber);
    if (!bill) {
      actionsOfMissingBills += billActions.length;
      reject(report, 'bill not in database', `bill ${billNumber.replace(' ', '')} not in database`);
      continue;
    }
    const rows = billActions.map(({ action_date, branch, action_text }, index) => ({
      bill_id: bill.id,
      sequence: index + 1,
      action_date,
      branch,
      abbreviation: null,
      action_text,
    }));
    actionsByBillId.set(bill.id, rows);
    const latest = billActions.at(-1);
    billRows.push({
      external_id: bill.external_id,
      status: latest?.action_text ?? bill.status,
      last_action_date: latest?.action_date ?? bill.last_action_date,
      progress: progressFromActions(billActions),
      actions_known: 1,
    });
  }
  if (actionsOfMissingBills > 0) {
    const count = actionsOfMissingBills.toLocaleString('en-US');
    report.skipped.push(`${count} actions of bills not in the database (import their bills first)`);
  }
  const storedBills = new Map([...bills.values()].map((bill) => [bill.external_id, bill]));
  // Every row is a stored bill, so this only ever updates (by id) the columns the history decides.
  await syncKeyedRows(
    trx,
    {
      table: 'bills',
      rows: billRows,
      ownedColumns: ['status', 'last_action_date', 'progress', 'actions_known'],
      findStored: (row) => storedBills.get(String(row.external_id)),
    },
    countsFor(report, 'bills'),
  );
  await replaceChildren(
    trx,
    {
      table: 'bill_actions',
      parentColumn: 'bill_id',
      columns: ['bill_id', 'sequence', 'action_date', 'branch', 'abbreviation', 'action_text'],
      rowsByParent: actionsByBillId,
    },
    countsFor(report, 'bill_actions'),
  );
}

export async function importMapleHistory(
  db: Db,
  csvFile: string,
  options: { session?: string } = {},
): Promise<ImportReport> {
  return runImport(createReport('maple-history', csvFile), async (report) => {
    const session = parseSessionName(options.session ?? MAPLE_DEFAULT_SESSION);
    const actions = actionsByBill(csvFile, report);
    await inFile(csvFile, () =>
      db.transaction().execute((trx) => writeHistories(trx, session.name, actions, report)),
    );
  });
}
