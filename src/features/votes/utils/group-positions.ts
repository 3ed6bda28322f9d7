import type { MemberVote, VotePosition } from '../../../../server/schemas/votes';

export interface PositionGroup {
  /** 'Yea', 'Nay', 'Absent', 'Not voting'. */
  label: string;
  members: MemberVote[];
}

/** The roll call's groups in the order clerks read them; 'other' answers count as not voting. */
const GROUPS: readonly { label: string; positions: readonly VotePosition[] }[] = [
  { label: 'Yea', positions: ['yes'] },
  { label: 'Nay', positions: ['no'] },
  { label: 'Absent', positions: ['absent'] },
  { label: 'Not voting', positions: ['not voting', 'other'] },
];

/** Members grouped Yea / Nay / Absent / Not voting, keeping the server's name order; empty groups dropped. */
export function groupPositions(members: readonly MemberVote[]): PositionGroup[] {
  return GROUPS.map(({ label, positions }) => ({
    label,
    members: members.filter((member) => positions.includes(member.position)),
  })).filter((group) => group.members.length > 0);
}

/** A position as the legislature words it: 'yes' → 'Yea'. */
export const positionLabel = (position: VotePosition): string =>
  GROUPS.find((group) => group.positions.includes(position))?.label ?? position;
