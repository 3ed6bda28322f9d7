// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { billNumberRewrite, rewriteBillNumber, type BillPrefixes } from './rewrite-bill-number';

const MISSOURI: BillPrefixes = { house: ['HB', 'HJR', 'HCR', 'HR'], senate: ['SB', 'SJR', 'SCR', 'SR'] };
const MASSACHUSETTS: BillPrefixes = { house: ['H', 'HD'], senate: ['S', 'SD'] };

describe('rewriteBillNumber', () => {
  describe('in a state whose bill types are HB/SB (Missouri)', () => {
    it.each([
      ['H123', 'HB123'],
      ['h123', 'HB123'],
      ['s45', 'SB45'],
      ['S0045', 'SB0045'],
      ['  H7 ', 'HB7'],
    ])('%s → %s', (input, expected) => {
      expect(rewriteBillNumber(input, MISSOURI)).toBe(expected);
    });

    it.each(['HB123', 'H 123', 'HJR4', 'H123 fares', 'school libraries', 'H', '123', ''])(
      'leaves %j alone',
      (input) => {
        expect(rewriteBillNumber(input, MISSOURI)).toBe(input);
      },
    );
  });

  it.each(['H123', 'h123', 's45', 'HD4001', 'H 123'])(
    "leaves %j alone in Massachusetts, where 'H' is a bill type of its own",
    (input) => {
      expect(rewriteBillNumber(input, MASSACHUSETTS)).toBe(input);
    },
  );

  it('rewrites one chamber only when only that one files under a longer type', () => {
    const mixed: BillPrefixes = { house: ['HB'], senate: ['S'] };
    expect(rewriteBillNumber('h1', mixed)).toBe('HB1');
    expect(rewriteBillNumber('s1', mixed)).toBe('s1');
    expect(rewriteBillNumber('s1', { house: ['HB'], senate: [] })).toBe('s1');
  });
});

describe('billNumberRewrite', () => {
  it("is the state's rule, and no rewrite while the state's bill types are unknown", () => {
    expect(billNumberRewrite(MISSOURI)('H1')).toBe('HB1');
    expect(billNumberRewrite(MASSACHUSETTS)('H1')).toBe('H1');
    expect(billNumberRewrite(undefined)('H1')).toBe('H1');
  });
});
