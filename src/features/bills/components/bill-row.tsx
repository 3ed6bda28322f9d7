import { Text } from '@mantine/core';
import type { BillSummary } from '../../../../server/schemas/bills';
import { ListRow } from '../../../components/list-row';
import { formatDate } from '../../../utils/format-date';

/** Number and short name (the link), then sponsor, status and the last action date. */
export function BillRow({ bill }: { bill: BillSummary }) {
  const meta = [
    bill.primary_sponsor?.sponsor_name,
    bill.status,
    bill.last_action_date && `Last action ${formatDate(bill.last_action_date)}`,
  ].filter(Boolean);
  return (
    <ListRow
      to={bill.url}
      title={
        <>
          {bill.bill_type_number}{' '}
          <Text span inherit fw={400}>
            {bill.short_bill_name || bill.title}
          </Text>
        </>
      }
      meta={meta.join(' · ')}
    />
  );
}
