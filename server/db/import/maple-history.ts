// `import maple-history <csv>`: MAPLE's all-history-actions.csv (id, action, branch, date), the
// malegislature.gov BillHistory of every 192nd General Court bill, into bill_actions of bills already in
// the database (matched by number: 'H1' is bill_type H, number 1). A bill's actions are replaced as a set;
// what the history decides follows: status (latest action), last_action_date, filed_date, progress and
// session_law (bill-progress.ts), and the hearings it was given (maple-hearings.ts). One transaction.
import type { Db } from '../database.js';
import type { Bill } from '../types.js';
import { replaceChildren, syncKeyedRows, type Row } from './batch-writes.js';
import { parseBillIdentifier } from './bill-identifiers.js';
import { progressFromActions, sessionLawFromActions } from './bill-progress.js';
import { loadSessionBills } from './bulk-csv-bills.js';
import {
  countsFor,
  createReport,
  inFile,
  reject,
  runImport,
  tally,
  type ImportReport,
} from './import-report.js';
import { findSessionId } from './legislative-sessions.js';
import { writeHearings } from './maple-hearings.js';
import { ensureJurisdiction } from '../repositories/jurisdictions-repository.js';
import { legislatureDay } from './legislature-dates.js';
import { readCsv } from './read-source-files.js';
import { parseSessionName, type SessionInfo } from './session-names.js';

/** MAPLE's file covers the 192nd General Court only (its SOURCE.md). */
export const MAPLE_DEFAULT_SESSION = '192nd';

/** The bill columns a history decides; other sources' columns (title, sponsor) are left alone. */
const HISTORY_COLUMNS = [
  'status',
  'last_action_date',
  'filed_date',
  'progress',
  'session_law',
  'actions_known',
] as const;

interface ParsedAction {
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
    const action = { action_date: day, branch: row.branch || null, action_text: row.action ?? '' };
    const actions = byBill.get(key.bill_type_number);
    if (actions) actions.push(action);
    else byBill.set(key.bill_type_number, [action]);
  });
  // The file lists each bill's actions in the clerks' order, by day. Within a day its instants are not
  // that order (most say midnight, a few the minute of entry: H4002's 'Enacted' precedes the preamble
  // adopted that afternoon), so only the day is sorted on and the stable sort keeps the file's order.
  for (const actions of byBill.values()) actions.sort((a, b) => a.action_date.localeCompare(b.action_date));
  return byBill;
}

/**
 * A history that opens with the filing gives the day the bill was filed. malegislature.gov's opens with
 * the first referral, weeks after the docket was filed, so it gives none and filed_date stays unknown.
 */
function filedDate(actions: readonly ParsedAction[]): string | null {
  const first = actions[0];
  return first && /^(Filed|Introduced|Presented)\b/i.test(first.action_text.trim())
    ? first.action_date
    : null;
}

function historyColumns(bill: Bill, actions: readonly ParsedAction[]): Row {
  return {
    external_id: bill.external_id,
    status: actions.at(-1)?.action_text ?? bill.status,
    last_action_date: actions.at(-1)?.action_date ?? bill.last_action_date,
    filed_date: filedDate(actions) ?? bill.filed_date,
    progress: progressFromActions(actions),
    session_law: sessionLawFromActions(actions),
    actions_known: 1,
  };
}

interface HistoryScope {
  jurisdictionId: number;
  session: SessionInfo;
}

async function writeHistories(
  trx: Db,
  { jurisdictionId, session }: HistoryScope,
  actions: Map<string, ParsedAction[]>,
  report: ImportReport,
): Promise<void> {
  const sessionId = await findSessionId(trx, jurisdictionId, session.name);
  if (sessionId === null) report.skipped.push(`session ${session.name} is not in the database`);
  const bills =
    sessionId === null ? new Map<string, Bill>() : (await loadSessionBills(trx, sessionId)).byNaturalKey;

  const actionsByBillId = new Map<number, ParsedAction[]>();
  const billRows: Row[] = [];
  let actionsOfMissingBills = 0;
  for (const [billNumber, billActions] of actions) {
    const bill = bills.get(billNumber);
    if (!bill) {
      actionsOfMissingBills += billActions.length;
      reject(report, 'bill not in database', `bill ${billNumber.replace(' ', '')} not in database`);
      continue;
    }
    actionsByBillId.set(bill.id, billActions);
    const row = historyColumns(bill, billActions);
    if (row.progress !== bill.progress) tally(report, 'bills reclassified (progress changed)');
    if (row.session_law !== null) tally(report, 'bills that became law');
    billRows.push(row);
  }
  tally(report, 'actions of bills not in the database', actionsOfMissingBills);
  const storedBills = new Map([...bills.values()].map((bill) => [bill.external_id, bill]));
  // Every row is a stored bill, so this only ever updates (by id) the columns the history decides.
  await syncKeyedRows(
    trx,
    {
      table: 'bills',
      rows: billRows,
      ownedColumns: HISTORY_COLUMNS,
      findStored: (row) => storedBills.get(String(row.external_id)),
    },
    countsFor(report, 'bills'),
  );
  const actionRows = new Map<number, Row[]>();
  for (const [billId, billActions] of actionsByBillId) {
    actionRows.set(
      billId,
      billActions.map((action, index) => ({
        bill_id: billId,
        sequence: index + 1,
        abbreviation: null,
        ...action,
      })),
    );
  }
  await replaceChildren(
    trx,
    {
      table: 'bill_actions',
      parentColumn: 'bill_id',
      columns: ['bill_id', 'sequence', 'action_date', 'branch', 'abbreviation', 'action_text'],
      rowsByParent: actionRows,
    },
    countsFor(report, 'bill_actions'),
  );
  const court = session.general_court ?? session.name;
  await writeHearings(trx, { jurisdictionId, court }, actionsByBillId, report);
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
      db.transaction().execute(async (trx) => {
        // MAPLE is malegislature.gov's history: Massachusetts bills.
        const state = await ensureJurisdiction(trx, 'ma');
        await writeHistories(trx, { jurisdictionId: state.id, session }, actions, report);
      }),
    );
  });
}
