import { useState } from 'react';
import type { VoteChamber } from '../../../../server/schemas/votes';
import { OptionToggle } from '../../../components/option-toggle';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useVotesPreview } from '../api/get-votes';
import { DEFAULT_VOTE_CHAMBER, VOTE_CHAMBER_OPTIONS, VOTES_TEXT } from '../utils/vote-options';
import { VotesTable } from './votes-table';

/** Dashboard widget (spec §2 Votes table): a chamber's latest roll calls, House first. */
export function VotesCard() {
  const [chamber, setChamber] = useState<VoteChamber>(DEFAULT_VOTE_CHAMBER);
  const votesQuery = useVotesPreview(chamber);
  return (
    <SectionCard
      title="Votes"
      // The full list opens on the chamber the reader chose.
      viewAllTo={chamber === DEFAULT_VOTE_CHAMBER ? '/app/votes' : `/app/votes?chamber=${chamber}`}
      viewAllLabel="votes"
      control={
        <OptionToggle label="Chamber" options={VOTE_CHAMBER_OPTIONS} value={chamber} onChange={setChamber} />
      }
    >
      <QueryState query={votesQuery} loadingLabel={VOTES_TEXT.loading} emptyMessage={VOTES_TEXT.empty}>
        {(votes) => <VotesTable votes={votes} label="Votes" />}
      </QueryState>
    </SectionCard>
  );
}
