import type { CommitteeSummary } from '../../../../server/schemas/committees';
import { stripCommitteePrefix } from './strip-committee-prefix';
import { countOf } from '../../../utils/count-of';

/** The server sends the name already stripped; stripping again is harmless and covers older data. */
export function committeeDisplayName(
  committee: Pick<CommitteeSummary, 'committee_display_name' | 'committee_name'>,
) {
  return stripCommitteePrefix(committee.committee_display_name || committee.committee_name);
}

export const memberCount = (count: number) => countOf(count, 'member');
