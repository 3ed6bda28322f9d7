import type { CommitteeSummary } from '../../../../server/schemas/committees';
import { ListRow, RowList } from '../../../components/list-row';
import { committeeDisplayName, memberCount } from '../utils/committee-display-name';

/** Rows of committee name (chamber prefix stripped, spec §2) and member count. */
export function CommitteeList({ committees }: { committees: readonly CommitteeSummary[] }) {
  return (
    <RowList>
      {committees.map((committee) => (
        <ListRow
          key={committee.id}
          to={committee.url}
          title={committeeDisplayName(committee)}
          meta={memberCount(committee.member_count)}
        />
      ))}
    </RowList>
  );
}
