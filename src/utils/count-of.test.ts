// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './count-of';

describe('countOf', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(countOf(1, 'bill')).toBe('1 bill');
    expect(countOf(0, 'bill')).toBe('0 bills');
    expect(countOf(2, 'bill')).toBe('2 bills');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(1, 'story', 'stories')).toBe('1 story');
    expect(countOf(3, 'story', 'stories')).toBe('3 stories');
    expect(countOf(12345, 'result')).toBe('12,345 results');
  });
});

describe('formatCount', () => {
  it('groups thousands as toLocaleString does in US English, without loading locale data', () => {
    for (const count of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -1234, -12])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });

  it('shows a number that is not a whole count as it is', () => {
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
