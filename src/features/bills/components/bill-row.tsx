import type { ReactNode } from 'react';
import type { BillSummary } from '../../../../server/schemas/bills';
import { BillName } from '../../../components/bill-link';
import { ListRow } from '../../../components/list-row';
import { formatDate } from '../../../utils/format-date';
import { statusText } from '../../../utils/source-gaps';

export interface BillRowProps {
  bill: BillSummary;
  /** After the text, e.g. a Track Bill button. @default none */
  actions?: ReactNode;
}

/** Number and short name (the link), then sponsor, status (or that the source has none) and the last action date. */
export function BillRow({ bill, actions }: BillRowProps) {
  const meta = [
    bill.primary_sponsor?.sponsor_name,
    statusText(bill.status),
    bill.last_action_date && `Last action ${formatDate(bill.last_action_date)}`,
  ].filter(Boolean);
  return (
    <ListRow
      to={bill.url}
      title={<BillName bill={bill} />}
      meta={meta.join(' · ')}
      // Raised above the link that covers the row, so the actions get their own taps.
      trailing={actions && <div style={{ position: 'relative', zIndex: 1 }}>{actions}</div>}
    />
  );
}
