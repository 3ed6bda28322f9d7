import { useState } from 'react';
import type { CommitteeFilter } from '../../../../server/schemas/committees';
import { SectionCard } from '../../../components/section-card';
import { COMMITTEE_VARIANTS, type CommitteesCardVariant } from '../utils/committee-variants';
import { CommitteeResults } from './committee-results';
import { CommitteeToggle } from './committee-toggle';

export interface CommitteesCardProps {
  /** Which toggle the card offers (spec §2): Joint/House/Senate, Standing/Floor, or House/Senate/Joint. @default 'chamber' */
  variant?: CommitteesCardVariant;
  /** @default 'Committees' */
  title?: string;
}

/** Dashboard widget listing committees; the first option of the variant is selected first. */
export function CommitteesCard({ variant = 'chamber', title = 'Committees' }: CommitteesCardProps) {
  const [filter, setFilter] = useState<CommitteeFilter>(COMMITTEE_VARIANTS[variant].options[0].value);
  return (
    <SectionCard
      title={title}
      viewAllTo="/app/committees"
      viewAllLabel="committees"
      control={<CommitteeToggle variant={variant} value={filter} onChange={setFilter} />}
    >
      <CommitteeResults filter={filter} />
    </SectionCard>
  );
}
