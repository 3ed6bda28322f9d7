import type { CommitteeFilter } from '../../../../server/schemas/committees';
import { QueryState } from '../../../components/query-state';
import { useCommittees } from '../api/get-committees';
import { CommitteeList } from './committee-list';

/** The committees of one chamber or kind, with loading, error and empty states. */
export function CommitteeResults({ filter }: { filter: CommitteeFilter }) {
  const committeesQuery = useCommittees(filter);
  return (
    <QueryState
      query={committeesQuery}
      loadingLabel="Loading committees…"
      emptyMessage="No committees to show."
    >
      {(committees) => <CommitteeList committees={committees} />}
    </QueryState>
  );
}
