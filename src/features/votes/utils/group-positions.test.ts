// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MemberVote } from '../../../../server/schemas/votes';
import { groupPositions, positionLabel } from './group-positions';

const member = (name: string, position: MemberVote['position']): MemberVote => ({
  legislator_id: null,
  name,
  url: null,
  party: null,
  position,
});

describe('groupPositions', () => {
  it('groups Yea, Nay, Absent, Not voting in that order, keeping name order and dropping empty groups', () => {
    const groups = groupPositions([
      member('Adams', 'no'),
      member('Baker', 'yes'),
      member('Cole', 'other'),
      member('Diaz', 'yes'),
      member('Eng', 'not voting'),
    ]);
    expect(groups.map((g) => [g.label, g.members.map((m) => m.name)])).toEqual([
      ['Yea', ['Baker', 'Diaz']],
      ['Nay', ['Adams']],
      ['Not voting', ['Cole', 'Eng']],
    ]);
  });

  it('words positions as the legislature does', () => {
    expect(positionLabel('yes')).toBe('Yea');
    expect(positionLabel('no')).toBe('Nay');
    expect(positionLabel('absent')).toBe('Absent');
    expect(positionLabel('other')).toBe('Not voting');
  });
});
