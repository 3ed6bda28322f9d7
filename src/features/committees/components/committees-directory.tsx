import { Stack } from '@mantine/core';
import type { CommitteeFilter } from '../../../../server/schemas/committees';
import { CommitteeResults } from './committee-results';
import { CommitteeToggle } from './committee-toggle';

export interface CommitteesDirectoryProps {
  chamber: CommitteeFilter;
  onChamberChange: (chamber: CommitteeFilter) => void;
}

/** All committees of one chamber, Joint first (spec §2 default variant). */
export function CommitteesDirectory({ chamber, onChamberChange }: CommitteesDirectoryProps) {
  return (
    <Stack gap="md">
      <CommitteeToggle variant="chamber" value={chamber} onChange={onChamberChange} />
      <CommitteeResults filter={chamber} />
    </Stack>
  );
}
