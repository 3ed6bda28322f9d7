import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ListRow, RowList } from '../../../components/list-row';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../utils/format-date';
import type { PinnedBillRecord } from '../../../lib/idb';
import { usePinnedBills } from '../api/get-pinned-bills';
import { useUnpinBill } from '../api/unpin-bill';
import { formatBytes } from '../utils/format-bytes';
import { countOf } from '../../../utils/count-of';

export const NO_PINNED_BILLS =
  'No bills kept offline. Open a bill and press Keep offline to store its full text.';

function PinnedBillRow({ bill }: { bill: PinnedBillRecord }) {
  const unpin = useUnpinBill();
  const sections = countOf(bill.sectionCount, 'section');
  return (
    <ListRow
      to={`/app/bill/${bill.billId}`}
      title={`${bill.label}: ${bill.title}`}
      meta={`${sections}, ${formatBytes(bill.bytes)}, kept ${formatDate(bill.pinnedAt)}`}
      trailing={
        <ActionIcon
          size={44}
          variant="subtle"
          color="red"
          loading={unpin.isPending}
          aria-label={`Remove ${bill.label} from offline storage`}
          // Above the row link's full-row touch target.
          style={{ position: 'relative', zIndex: 1 }}
          onClick={() => unpin.mutate(bill.billId)}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      }
    />
  );
}

/** The bills pinned with "Keep offline", each with a way to remove it (works offline too). */
export function PinnedBillsList() {
  const pinned = usePinnedBills();
  return (
    <QueryState query={pinned} loadingLabel="Loading bills kept offline…" emptyMessage={NO_PINNED_BILLS}>
      {(bills) => (
        <RowList label="Bills kept offline">
          {bills.map((bill) => (
            <PinnedBillRow key={bill.billId} bill={bill} />
          ))}
        </RowList>
      )}
    </QueryState>
  );
}
