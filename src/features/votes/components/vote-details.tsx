import { QueryState } from '../../../components/query-state';
import { useVote } from '../api/get-vote';
import { VoteProfile } from './vote-profile';

export function VoteDetails({ voteId }: { voteId: number }) {
  const voteQuery = useVote(voteId);
  return (
    <QueryState
      query={voteQuery}
      loadingLabel="Loading roll call…"
      emptyMessage="No roll call to show."
      isEmpty={() => false}
    >
      {(vote) => <VoteProfile vote={vote} />}
    </QueryState>
  );
}
