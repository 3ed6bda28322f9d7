import { useState } from 'react';
import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useLegislators } from '../api/get-legislators';
import { DEFAULT_LEGISLATOR_CHAMBER, LEGISLATOR_CARD_CHAMBER_OPTIONS } from '../utils/chamber-options';
import { LegislatorChamberToggle } from './legislator-chamber-toggle';
import { LegislatorList } from './legislator-list';

/** Dashboard widget (spec §2): House / Senate / Inactive legislators, House first. */
export function LegislatorsCard() {
  const [chamber, setChamber] = useState<LegislatorChamberFilter>(DEFAULT_LEGISLATOR_CHAMBER);
  const legislatorsQuery = useLegislators(chamber);
  return (
    <SectionCard
      title="Legislators"
      viewAllTo="/app/legislators"
      viewAllLabel="legislators"
      control={
        <LegislatorChamberToggle
          options={LEGISLATOR_CARD_CHAMBER_OPTIONS}
          value={chamber}
          onChange={setChamber}
        />
      }
    >
      <QueryState
        query={legislatorsQuery}
        loadingLabel="Loading legislators…"
        emptyMessage="No legislators to show."
        withAvatar
      >
        {(legislators) => <LegislatorList legislators={legislators} />}
      </QueryState>
    </SectionCard>
  );
}
