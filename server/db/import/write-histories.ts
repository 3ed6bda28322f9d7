// Bill histories from BillRecords that carry them: bill_actions replaced per bill, and what a history
// decides about its bill (bill-progress.ts): status (the latest action), last_action_date, filed_date,
// progress and session_law; then the hearings it gives (maple-hearings.ts). A history only attaches to a
// bill that is stored (or written by this run): one the database lacks is rejected by its number.
import type { Db } from '../database.js';
import type { Bill } from '../types.js';
import { replaceChildren, syncKeyedRows, type Row } from './batch-writes.js';
import { progressFromActions, sessionLawFromActions } from './bill-progress.js';
import { countsFor, reject, tally, type ImportReport } from './import-report.js';
import { writeHearings } from './maple-hearings.js';
import type { ActionRecord, BillRecord } from './records.js';
import type { SessionBills, SessionScope } from './write-bills.js';

/** The bill columns a history decides; other sources' columns (title, sponsor) are left alone. */
const HISTORY_COLUMNS = [
  'status',
  'last_action_date',
  'filed_date',
  'progress',
  'session_law',
  'actions_known',
] as const;

/**
 * A history that opens with the filing gives the day the bill was filed. malegislature.gov's opens with
 * the first referral, weeks after the docket was filed, so it gives none and filed_date stays unknown.
 */
function filedDate(actions: readonly ActionRecord[]): string | null {
  const first = actions[0];
  return first && /^(Filed|Introduced|Presented)\b/i.test(first.text.trim()) ? first.date : null;
}

function historyColumns(bill: Bill, actions: readonly ActionRecord[]): Row {
  return {
    external_id: bill.external_id,
    status: actions.at(-1)?.text ?? bill.status,
    last_action_date: actions.at(-1)?.date ?? bill.last_action_date,
    filed_date: filedDate(actions) ?? bill.filed_date,
    progress: progressFromActions(actions),
    session_law: sessionLawFromActions(actions),
    actions_known: 1,
  };
}

export interface HistoryOptions {
  /**
   * The histories are the session's whole file (MAPLE): derived hearings they no longer give are removed.
   * A sync writes a few bills at a time and never removes a meeting.
   */
  pruneHearings: boolean;
}

export async function writeHistories(
  trx: Db,
  scope: SessionScope,
  bills: SessionBills,
  records: BillRecord[],
  options: HistoryOptions,
  report: ImportReport,
): Promise<void> {
  const actionsByBill = new Map<number, ActionRecord[]>();
  const billRows: Row[] = [];
  const storedBills = new Map<string, Bill>();
  let actionsOfMissingBills = 0;
  for (const record of records) {
    if (!record.actions) continue;
    const bill = bills.find(record);
    if (!bill) {
      actionsOfMissingBills += record.actions.length;
      const number = record.key.bill_type_number.replace(' ', '');
      reject(report, 'bill not in database', `bill ${number} not in database`);
      continue;
    }
    actionsByBill.set(bill.id, record.actions);
    const row = historyColumns(bill, record.actions);
    if (row.progress !== bill.progress) tally(report, 'bills reclassified (progress changed)');
    if (row.session_law !== null) tally(report, 'bills that became law');
    billRows.push(row);
    storedBills.set(bill.external_id, bill);
  }
  tally(report, 'actions of bills not in the database', actionsOfMissingBills);
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
  for (const [billId, actions] of actionsByBill) {
    actionRows.set(
      billId,
      actions.map((action, index) => ({
        bill_id: billId,
        sequence: index + 1,
        action_date: action.date,
        branch: action.branch,
        abbreviation: null,
        action_text: action.text,
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
  await writeHearings(trx, scope, actionsByBill, options, report);
}
