import type { ReactNode } from 'react';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';
import { QueryState } from '../../../components/query-state';
import { useLegislator } from '../api/get-legislator';
import { LegislatorProfile } from './legislator-profile';

export interface LegislatorDetailsProps {
  legislatorId: number;
  /** Buttons under the name, e.g. Follow, composed by the route (features do not import each other). @default none */
  renderActions?: (legislator: LegislatorDetail) => ReactNode;
}

export function LegislatorDetails({ legislatorId, renderActions }: LegislatorDetailsProps) {
  const legislatorQuery = useLegislator(legislatorId);
  return (
    <QueryState
      query={legislatorQuery}
      loadingLabel="Loading legislator…"
      emptyMessage="No legislator to show."
      isEmpty={() => false}
      withAvatar
    >
      {(legislator) => <LegislatorProfile legislator={legislator} actions={renderActions?.(legislator)} />}
    </QueryState>
  );
}
