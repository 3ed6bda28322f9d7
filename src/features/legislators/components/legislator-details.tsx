import { QueryState } from '../../../components/query-state';
import { useLegislator } from '../api/get-legislator';
import { LegislatorProfile } from './legislator-profile';

export function LegislatorDetails({ legislatorId }: { legislatorId: number }) {
  const legislatorQuery = useLegislator(legislatorId);
  return (
    <QueryState
      query={legislatorQuery}
      loadingLabel="Loading legislator…"
      emptyMessage="No legislator to show."
      isEmpty={() => false}
      withAvatar
    >
      {(legislator) => <LegislatorProfile legislator={legislator} />}
    </QueryState>
  );
}
