import { QueryState } from '../../../components/query-state';
import { useBill } from '../api/get-bill';
import { BillProfile } from './bill-profile';

export function BillDetails({ billId }: { billId: number }) {
  const billQuery = useBill(billId);
  return (
    <QueryState
      query={billQuery}
      loadingLabel="Loading bill…"
      emptyMessage="No bill to show."
      isEmpty={() => false}
    >
      {(bill) => <BillProfile bill={bill} />}
    </QueryState>
  );
}
