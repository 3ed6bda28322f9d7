import { Stack } from '@mantine/core';
import type { VoteChamber } from '../../../../server/schemas/votes';
import { InfiniteList } from '../../../components/infinite-list';
import { OptionToggle } from '../../../components/option-toggle';
import { useVotes } from '../api/get-votes';
import { VOTE_CHAMBER_OPTIONS, VOTES_TEXT } from '../utils/vote-options';
import { VotesTable } from './votes-table';

export interface VotesDirectoryProps {
  chamber: VoteChamber;
  onChamberChange: (chamber: VoteChamber) => void;
}

/** Every roll call of a chamber, newest first, 20 more at a time. */
export function VotesDirectory({ chamber, onChamberChange }: VotesDirectoryProps) {
  const votesQuery = useVotes(chamber);
  return (
    <Stack gap="md">
      <OptionToggle
        label="Chamber"
        options={VOTE_CHAMBER_OPTIONS}
        value={chamber}
        onChange={onChamberChange}
      />
      <InfiniteList query={votesQuery} loadingLabel={VOTES_TEXT.loading}>
        {(votes) => <VotesTable votes={votes} label="Roll calls" />}
      </InfiniteList>
    </Stack>
  );
}
