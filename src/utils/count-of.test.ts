// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

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
