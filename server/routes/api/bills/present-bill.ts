import type { BillAction, BillSummary } from '../../../schemas/bills.js';
import { billUrl, legislatorUrl } from '../../../lib/urls.js';

interface BillRow {
  id: number;
  bill_type_number: string;
  title: string;
  short_title: string | null;
  chamber: 'house' | 'senate';
  status: string | null;
  progress: string | null;
  actions_known: number;
  sponsors_known: number;
  session_law: string | null;
  last_action_date: string | null;
  session_name: string;
  sponsor_name: string | null;
  sponsor_id: number | null;
  sponsor_short_full_name: string | null;
}

type BillLinkRow = Pick<BillRow, 'id' | 'bill_type_number' | 'title' | 'short_title'>;

/** How other pages link to a bill: its number and short name (the title when it has no short one). */
export function presentBillLink(row: BillLinkRow) {
  return {
    id: row.id,
    url: billUrl(row.id),
    bill_type_number: row.bill_type_number,
    short_bill_name: row.short_title ?? row.title,
  };
}

export function presentBill(row: BillRow): BillSummary {
  const sponsorName = row.sponsor_short_full_name ?? row.sponsor_name;
  return {
    ...presentBillLink(row),
    title: row.title,
    session_name: row.session_name,
    chamber: row.chamber,
    primary_sponsor: sponsorName
      ? {
          sponsor_name: sponsorName,
          sponsor_link: row.sponsor_id === null ? null : legislatorUrl(row.sponsor_id),
        }
      : null,
    sponsors_known: row.sponsors_known === 1,
    actions_known: row.actions_known === 1,
    status: row.status,
    progress: row.progress,
    session_law: row.session_law,
    last_action_date: row.last_action_date,
  };
}

interface ActionRow {
  id: number;
  action_date: string;
  branch: string | null;
  abbreviation: string | null;
  action_text: string;
}

const BRANCH_CHAMBERS: Record<string, 'house' | 'senate'> = { house: 'house', senate: 'senate' };

/** Spec §3 Bill action; joint committee and executive actions belong to no chamber. */
export function presentAction(row: ActionRow): BillAction {
  return {
    id: row.id,
    action_date: row.action_date,
    branch: row.branch,
    chamber: BRANCH_CHAMBERS[row.branch?.toLowerCase() ?? ''] ?? null,
    abbreviation: row.abbreviation,
    action: { action_text: row.action_text },
  };
}

// In-app pages the bill page links to (spec §2 routes).
export const billTextUrl = (sectionId: number) => `/app/text/${sectionId}`;
export const rollCallUrl = (rollCallId: number) => `/app/votes/${rollCallId}`;
export const amendmentUrl = (billId: number, amendmentNumber: string) =>
  `/app/amendments/?id=${billId}&amendment_number=${encodeURIComponent(amendmentNumber)}`;
