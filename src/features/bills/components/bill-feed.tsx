import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BillSummary } from '../../../../server/schemas/bills';
import { InfiniteList } from '../../../components/infinite-list';
import { RowList } from '../../../components/list-row';
import { OptionToggle } from '../../../components/option-toggle';
import { useBills } from '../api/get-bills';
import type { BillChamberFilter } from '../api/keys';
import { BILL_CHAMBER_OPTIONS } from '../utils/chamber-options';
import { BillRow } from './bill-row';

export interface BillFeedProps {
  chamber: BillChamberFilter;
  onChamberChange: (chamber: BillChamberFilter) => void;
  /** Per-row buttons, e.g. Track Bill, composed by the route. @default none */
  renderBillActions?: (bill: BillSummary) => ReactNode;
}

/** The latest bills of the current session, 20 at a time, loading more as the list end nears. */
export function BillFeed({ chamber, onChamberChange, renderBillActions }: BillFeedProps) {
  const billsQuery = useBills({ chamber });
  return (
    <Stack gap="md">
      <OptionToggle
        label="Chamber"
        options={BILL_CHAMBER_OPTIONS}
        value={chamber}
        onChange={onChamberChange}
      />
      <InfiniteList query={billsQuery} loadingLabel="Loading bills…">
        {(bills) => (
          <RowList>
            {bills.map((bill) => (
              <BillRow key={bill.id} bill={bill} actions={renderBillActions?.(bill)} />
            ))}
          </RowList>
        )}
      </InfiniteList>
    </Stack>
  );
}
