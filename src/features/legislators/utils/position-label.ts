import type { LegislatorVote } from '../../../../server/schemas/legislators';

/** A recorded position as the legislature words it. */
export const POSITION_LABELS: Record<LegislatorVote['position'], string> = {
  yes: 'Yea',
  no: 'Nay',
  absent: 'Absent',
  'not voting': 'Not voting',
  other: 'Not voting',
};
