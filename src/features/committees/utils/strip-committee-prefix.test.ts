// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripCommitteePrefix } from './strip-committee-prefix';

describe('stripCommitteePrefix', () => {
  it.each([
    ['Joint Committee on Education', 'Education'],
    ['House Committee on Ways and Means', 'Ways and Means'],
    ['House Committee of Steering, Policy and Scheduling', 'Steering, Policy and Scheduling'],
    ['Senate Committee on Ethics', 'Ethics'],
    ['senate committee on  Rules ', 'Rules'],
  ])('strips the chamber prefix from %s', (name, expected) => {
    expect(stripCommitteePrefix(name)).toBe(expected);
  });

  it('keeps names without a listed prefix, and already stripped names', () => {
    expect(stripCommitteePrefix('Senate Committee of Conference')).toBe('Senate Committee of Conference');
    expect(stripCommitteePrefix('Education')).toBe('Education');
    expect(stripCommitteePrefix('Committee on Joint Committee on Rules')).toBe(
      'Committee on Joint Committee on Rules',
    );
  });

  it('keeps a name that is only a prefix', () => {
    expect(stripCommitteePrefix('Joint Committee on')).toBe('Joint Committee on');
  });
});
