import { describe, expect, it } from 'vitest';
import { billToken, findBillNumbers, isBillToken } from './bill-numbers.js';

const tokensIn = (text: string) => findBillNumbers(text).map((bill) => bill.token);

describe('billToken', () => {
  it('gives one canonical token per bill', () => {
    expect(billToken('H', '123')).toBe('h123');
    expect(billToken('HB', '123')).toBe('h123');
    expect(billToken('H.B.', '0123')).toBe('h123');
    expect(billToken('sb', '45')).toBe('s45');
    expect(billToken('HD', '456')).toBe('hd456');
    expect(billToken('S.D.', '12')).toBe('sd12');
    expect(billToken('H', '000')).toBe('h0');
  });

  it('recognises canonical tokens', () => {
    expect(['h123', 's4', 'hd456', 'sd12'].every(isBillToken)).toBe(true);
    expect(['hb123', 'h', '123', 'hs1', 'house'].some(isBillToken)).toBe(false);
  });
});

describe('findBillNumbers', () => {
  it.each([
    ['H 123', 'h123'],
    ['H123', 'h123'],
    ['h.123', 'h123'],
    ['H. 123', 'h123'],
    ['HB123', 'h123'],
    ['HB 123', 'h123'],
    ['H.B. 123', 'h123'],
    ['S 45', 's45'],
    ['SB45', 's45'],
    ['S.B. 045', 's45'],
    ['HD 456', 'hd456'],
    ['SD 12', 'sd12'],
    ['HB 1', 'h1'],
    ['SB 2', 's2'],
  ])('finds %s as %s', (text, token) => {
    expect(findBillNumbers(text)).toEqual([{ start: 0, end: text.length, token }]);
  });

  it('reports offsets inside longer text', () => {
    const text = 'See H.B. 12, then sd 7 (and s3).';
    expect(findBillNumbers(text)).toEqual([
      { start: 4, end: 11, token: 'h12' },
      { start: text.indexOf('sd 7'), end: text.indexOf('sd 7') + 4, token: 'sd7' },
      { start: text.indexOf('s3'), end: text.indexOf('s3') + 2, token: 's3' },
    ]);
  });

  it('ignores other words followed by numbers', () => {
    expect(tokensIn('Chapter 12 of Section 3')).toEqual([]);
    expect(tokensIn('HS 1')).toEqual([]);
    expect(tokensIn('H alone, or H and 12')).toEqual([]);
    expect(tokensIn('Ch 5')).toEqual([]);
    expect(tokensIn('ABH 12')).toEqual([]);
  });

  it('does not take the end of a word or an abbreviation for a prefix', () => {
    expect(tokensIn("it's 3 o'clock")).toEqual([]);
    expect(tokensIn('U.S. 1')).toEqual([]);
    expect(tokensIn('H 12a')).toEqual([]);
  });

  it('does not join a prefix to digits on the next line', () => {
    expect(tokensIn('Section H\n123')).toEqual([]);
  });
});
