import { useState, type ReactNode } from 'react';
import type { BillDisplay, BillSummary } from '../../../../server/schemas/bills';
import { OptionToggle } from '../../../components/option-toggle';
import { SectionCard } from '../../../components/section-card';
import {
  BILL_DISPLAY_OPTIONS,
  BILL_DISPLAY_VIEW_ALL,
  DEFAULT_BILL_DISPLAY,
} from '../utils/bill-display-options';
import { BillDisplayList } from './bill-display-list';

export interface BillListsCardProps {
  /** The list shown first. @default 'new' */
  initialDisplay?: BillDisplay;
  /** Per-row buttons, e.g. Track Bill, composed by the route. @default none */
  renderBillActions?: (bill: BillSummary) => ReactNode;
}

/** Dashboard widget (spec §2 bill lists): new bills, new laws, or the bills you viewed. */
export function BillListsCard({
  initialDisplay = DEFAULT_BILL_DISPLAY,
  renderBillActions,
}: BillListsCardProps) {
  const [display, setDisplay] = useState<BillDisplay>(initialDisplay);
  const viewAll = BILL_DISPLAY_VIEW_ALL[display];
  return (
    <SectionCard
      title="Bills"
      viewAllTo={viewAll.to}
      viewAllLabel={viewAll.label}
      control={
        <OptionToggle
          label="Bill list"
          options={BILL_DISPLAY_OPTIONS}
          value={display}
          onChange={setDisplay}
        />
      }
    >
      <BillDisplayList display={display} renderBillActions={renderBillActions} />
    </SectionCard>
  );
}
