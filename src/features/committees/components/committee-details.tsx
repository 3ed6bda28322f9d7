import { QueryState } from '../../../components/query-state';
import { useCommittee } from '../api/get-committee';
import { CommitteeProfile } from './committee-profile';

export function CommitteeDetails({ committeeId }: { committeeId: number }) {
  const committeeQuery = useCommittee(committeeId);
  return (
    <QueryState
      query={committeeQuery}
      loadingLabel="Loading committee…"
      emptyMessage="No committee to show."
      isEmpty={() => false}
      withAvatar
    >
      {(committee) => <CommitteeProfile committee={committee} />}
    </QueryState>
  );
}
