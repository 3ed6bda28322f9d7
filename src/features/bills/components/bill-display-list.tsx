import type { ReactNode } from 'react';
import type { BillDisplay, BillListItem, BillSummary } from '../../../../server/schemas/bills';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../utils/format-date';
import { useBillsByDisplay } from '../api/get-bills-by-display';
import { BILL_LIST_EMPTY_TEXT } from '../utils/bill-display-options';
import { BillDetailRow } from './bill-detail-row';
import classes from './bill-detail-row.module.css';

/** What a row says under its title in each mode (spec §2 showViewed, showLaw, new). */
function metaOf(bill: BillListItem, display: BillDisplay): string {
  const detail =
    display === 'viewed' && bill.last_viewed
      ? `Viewed on ${formatDate(bill.last_viewed.created_at)}`
      : display === 'law'
        ? bill.session_law
        : bill.filed_date && `Filed ${formatDate(bill.filed_date)}`;
  return [bill.primary_sponsor?.sponsor_name, detail].filter(Boolean).join(' · ');
}

export interface BillDisplayListProps {
  display: BillDisplay;
  /** Per-row buttons, e.g. Track Bill, composed by the route. @default none */
  renderBillActions?: (bill: BillSummary) => ReactNode;
}

/** One of the dashboard's bill lists: its loading, error and empty states, then expandable rows. */
export function BillDisplayList({ display, renderBillActions }: BillDisplayListProps) {
  const billsQuery = useBillsByDisplay(display);
  return (
    <QueryState query={billsQuery} loadingLabel="Loading bills…" emptyMessage={BILL_LIST_EMPTY_TEXT[display]}>
      {(bills) => (
        <ul className={classes.list} aria-label={`${display === 'law' ? 'Laws' : 'Bills'} list`}>
          {bills.map((bill) => (
            <BillDetailRow
              key={bill.id}
              bill={bill}
              meta={metaOf(bill, display)}
              actions={renderBillActions?.(bill)}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
