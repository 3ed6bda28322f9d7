import type { ReactNode } from 'react';
import type { BillDetail } from '../../../../server/schemas/bills';
import { QueryState } from '../../../components/query-state';
import { useBill } from '../api/get-bill';
import { BillProfile } from './bill-profile';

export interface BillDetailsProps {
  billId: number;
  /** Buttons under the title, e.g. Track Bill, composed by the route (features do not import each other). @default none */
  renderActions?: (bill: BillDetail) => ReactNode;
}

export function BillDetails({ billId, renderActions }: BillDetailsProps) {
  const billQuery = useBill(billId);
  return (
    <QueryState
      query={billQuery}
      loadingLabel="Loading bill…"
      emptyMessage="No bill to show."
      isEmpty={() => false}
    >
      {(bill) => <BillProfile bill={bill} actions={renderActions?.(bill)} />}
    </QueryState>
  );
}
