import { describe, expect, it } from 'vitest';
import { rewriteBillNumber } from './rewrite-bill-number';

describe('rewriteBillNumber', () => {
  it.each([
    ['H123', 'HB123'],
    ['h123', 'HB123'],
    ['s45', 'SB45'],
    ['S0045', 'SB0045'],
    ['  H7 ', 'HB7'],
  ])('%s → %s', (input, expected) => {
    expect(rewriteBillNumber(input)).toBe(expected);
  });

  it.each(['HB123', 'H 123', 'HD4001', 'H123 fares', 'school libraries', 'H', '123', ''])(
    'leaves %j alone',
    (input) => {
      expect(rewriteBillNumber(input)).toBe(input);
    },
  );
});
