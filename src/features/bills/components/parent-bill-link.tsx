import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillSummary } from '../../../../server/schemas/bills';

/** Above a page about part of a bill (its text, its amendments): the bill, linking back to its page. */
export function ParentBillLink({
  bill,
}: {
  bill: Pick<BillSummary, 'url' | 'bill_type_number' | 'short_bill_name'>;
}) {
  return (
    <Anchor component={Link} to={bill.url} fw={700} py={10} display="inline-block">
      {bill.bill_type_number} {bill.short_bill_name}
    </Anchor>
  );
}
