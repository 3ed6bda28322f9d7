// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Jane Q. Doe')).toBe('JD');
    expect(initials('  maría   de la Cruz ')).toBe('MC');
  });

  it('handles one word and empty names', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
  });
});
