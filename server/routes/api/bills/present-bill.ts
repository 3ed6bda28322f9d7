import type { BillSummary } from '../../../schemas/bills.js';
import { billUrl, legislatorUrl } from '../../../lib/urls.js';

interface BillRow {
  id: number;
  bill_type_number: string;
  title: string;
  short_title: string | null;
  chamber: 'house' | 'senate';
  status: string;
  progress: string;
  session_law: string | null;
  last_action_date: string | null;
  session_name: string;
  sponsor_name: string | null;
  sponsor_id: number | null;
  sponsor_short_full_name: string | null;
}

export function presentBill(row: BillRow): BillSummary {
  const sponsorName = row.sponsor_short_full_name ?? row.sponsor_name;
  return {
    id: row.id,
    url: billUrl(row.id),
    bill_type_number: row.bill_type_number,
    title: row.title,
    short_bill_name: row.short_title ?? row.title,
    session_name: row.session_name,
    chamber: row.chamber,
    primary_sponsor: sponsorName
      ? {
          sponsor_name: sponsorName,
          sponsor_link: row.sponsor_id === null ? null : legislatorUrl(row.sponsor_id),
        }
      : null,
    status: row.status,
    progress: row.progress,
    session_law: row.session_law,
    last_action_date: row.last_action_date,
  };
}
