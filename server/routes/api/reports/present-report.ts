import type { reportsRepository } from '../../../db/repositories/reports-repository.js';
import type { ReportBill, ReportListItem } from '../../../schemas/reports.js';
import { presentAction, presentBill, rollCallUrl } from '../bills/present-bill.js';
import { sanitizeHtml } from '../bills/sanitize-html.js';

type ReportsRepository = ReturnType<typeof reportsRepository>;
type ReportRow = { id: number; title: string; created_at: string; bill_count: number | string };

export const reportUrl = (id: number) => `/app/report/${id}`;

export function presentReportListItem(row: ReportRow): ReportListItem {
  return {
    id: row.id,
    title: row.title,
    created_at: row.created_at,
    bill_count: Number(row.bill_count),
    url: reportUrl(row.id),
  };
}

/** Rows of one kind for many bills, grouped by bill id (each group keeps the query's order). */
function groupByBill<T extends { bill_id: number | null }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    if (row.bill_id === null) continue;
    const group = groups.get(row.bill_id);
    if (group) group.push(row);
    else groups.set(row.bill_id, [row]);
  }
  return groups;
}

/** The report's bills in report order, each with what a printed report shows (issue 5). */
export async function presentReportBills(
  reports: ReportsRepository,
  reportId: number,
): Promise<ReportBill[]> {
  const bills = await reports.billsOf(reportId);
  const billIds = bills.map((bill) => bill.id);
  const [actions, summaries, votes] = await Promise.all([
    reports.actionsOf(billIds),
    reports.summariesOf(billIds),
    reports.votesOf(billIds),
  ]);
  const actionsByBill = groupByBill(actions);
  const summaryByBill = groupByBill(summaries);
  const votesByBill = groupByBill(votes);
  return bills.map((bill) => {
    const history = actionsByBill.get(bill.id) ?? [];
    const last = history.at(-1);
    const summary = summaryByBill.get(bill.id)?.[0]?.description;
    return {
      ...presentBill(bill),
      last_action: last ? { action_date: last.action_date, action_text: last.action_text } : null,
      summary: summary === undefined ? null : sanitizeHtml(summary),
      actions: history.map(presentAction),
      votes: (votesByBill.get(bill.id) ?? []).map(({ bill_id: _billId, ...vote }) => ({
        ...vote,
        url: rollCallUrl(vote.id),
      })),
    };
  });
}
