import { describe, expect, it } from 'vitest';
import { allowedTypos, typoFilterWindow } from './typo-budget.js';

describe('allowedTypos', () => {
  it('follows Algolia’s default word sizes (4 for one typo, 8 for two)', () => {
    expect(allowedTypos('tax')).toBe(0);
    expect(allowedTypos('bill')).toBe(1);
    expect(allowedTypos('housing')).toBe(1);
    expect(allowedTypos('taxation')).toBe(2);
  });

  it('uses the configured word sizes', () => {
    expect(allowedTypos('tax', { minWordSizefor1Typo: 3 })).toBe(1);
    expect(allowedTypos('bill', { minWordSizefor1Typo: 5 })).toBe(0);
    expect(allowedTypos('housing', { minWordSizefor2Typos: 6 })).toBe(2);
  });

  it('allows none when typo tolerance is off', () => {
    expect(allowedTypos('taxation', { typoTolerance: false })).toBe(0);
    expect(allowedTypos('taxation', { typoTolerance: true })).toBe(2);
    expect(allowedTypos('taxation', { typoTolerance: 'min' })).toBe(2);
    expect(allowedTypos('taxation', { typoTolerance: 'strict' })).toBe(2);
  });

  it('allows none for numbers and bill tokens', () => {
    expect(allowedTypos('12345678')).toBe(0);
    expect(allowedTypos('2024')).toBe(0);
    expect(allowedTypos('h1234')).toBe(0);
    expect(allowedTypos('hd45678')).toBe(0);
    expect(allowedTypos('2024', { allowTyposOnNumericTokens: true })).toBe(1);
    expect(allowedTypos('covid19')).toBe(1);
  });
});

describe('typoFilterWindow', () => {
  it('keeps the fewest typos for min, the two fewest counts for strict', () => {
    expect(typoFilterWindow('min')).toBe(0);
    expect(typoFilterWindow('strict')).toBe(1);
    expect(typoFilterWindow(true)).toBeUndefined();
    expect(typoFilterWindow(false)).toBeUndefined();
    expect(typoFilterWindow(undefined)).toBeUndefined();
  });
});
