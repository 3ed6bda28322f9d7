import { Type, type Static } from 'typebox';
import { BillAction, BillSummary, BillVote, Nullable } from './bills.js';

/** Bills in one report: the bill search's largest page (spec §9), so "select all" always fits. */
export const MAX_REPORT_BILLS = 1000;
/** Reports listed under Me: the newest ones; older reports still open by their link. */
export const REPORT_LIST_LIMIT = 100;

/**
 * Spec §7 generateReport: `ids` comma-joined (as the search page sends them) and a title such as
 * 'Search Results - 3/17/2026'. Form-encoded or JSON.
 */
export const GenerateReportBody = Type.Object({
  ids: Type.String({
    pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$',
    maxLength: 12_000,
    description: `comma-joined bill ids, 1 to ${MAX_REPORT_BILLS}, e.g. '12,40,7'`,
  }),
  title: Type.String({ minLength: 1, maxLength: 200, description: '1–200 characters' }),
});
export type GenerateReportBody = Static<typeof GenerateReportBody>;

export const GeneratedReport = Type.Object({ id: Type.Integer() });
export type GeneratedReport = Static<typeof GeneratedReport>;

export const ReportListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  created_at: Type.String(),
  bill_count: Type.Integer(),
  /** The printable page, /app/report/{id}. */
  url: Type.String(),
});
export type ReportListItem = Static<typeof ReportListItem>;
export const ReportList = Type.Array(ReportListItem);
export type ReportList = Static<typeof ReportList>;

/** One bill of a report: number, title, sponsor, status, last action, summary, history, votes. */
export const ReportBill = Type.Evaluate(
  Type.Intersect([
    BillSummary,
    Type.Object({
      last_action: Nullable(Type.Object({ action_date: Type.String(), action_text: Type.String() })),
      /** Sanitized HTML, like /api/bill/{id}/summary; null when the bill has none. */
      summary: Nullable(Type.String()),
      actions: Type.Array(BillAction),
      votes: Type.Array(BillVote),
    }),
  ]),
);
export type ReportBill = Static<typeof ReportBill>;

export const ReportDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  created_at: Type.String(),
  bills: Type.Array(ReportBill),
});
export type ReportDetail = Static<typeof ReportDetail>;
