import type { ReactNode } from 'react';
import type { CommitteeDetail } from '../../../../server/schemas/committees';
import { QueryState } from '../../../components/query-state';
import { useCommittee } from '../api/get-committee';
import { CommitteeProfile } from './committee-profile';

export interface CommitteeDetailsProps {
  committeeId: number;
  /** Buttons under the name, e.g. Follow, composed by the route (features do not import each other). @default none */
  renderActions?: (committee: CommitteeDetail) => ReactNode;
}

export function CommitteeDetails({ committeeId, renderActions }: CommitteeDetailsProps) {
  const committeeQuery = useCommittee(committeeId);
  return (
    <QueryState
      query={committeeQuery}
      loadingLabel="Loading committee…"
      emptyMessage="No committee to show."
      isEmpty={() => false}
      withAvatar
    >
      {(committee) => <CommitteeProfile committee={committee} actions={renderActions?.(committee)} />}
    </QueryState>
  );
}
