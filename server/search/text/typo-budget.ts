// How many typos a query word may have, from Algolia's typoTolerance, minWordSizefor1Typo (default 4) and
// minWordSizefor2Typos (default 8).
//
// `typoTolerance` 'min' and 'strict' give the same budget as `true`: they change which hits are kept, not
// which words may match. 'min' keeps only the hits with the fewest typos found for the query (if some hits
// have 0 typos, hits with 1 or 2 are dropped); 'strict' keeps the fewest and the next count (0 and 1).
// Algolia also moves the typo criterion to the front of the ranking in both modes. The engine applies this
// after matching, using `typoFilterWindow`.
//
// Numbers get no typos: a query for bill 1234 must not find 1243. Algolia's `allowTyposOnNumericTokens`
// defaults to true, but here numbers are bill, chapter and docket numbers, where a near miss is a different
// document; pass `allowTyposOnNumericTokens: true` to get Algolia's behaviour. Canonical bill tokens
// ('h123') never get typos either.

import type { TypoTolerance } from '../types.js';
import { isBillToken } from './bill-numbers.js';

export interface TypoBudgetOptions {
  typoTolerance?: TypoTolerance;
  /** Minimum word length (UTF-16 units of the folded term) for 1 typo; default 4. */
  minWordSizefor1Typo?: number;
  /** Minimum word length for 2 typos; default 8. */
  minWordSizefor2Typos?: number;
  /** Allow typos in words made only of digits; default false (see above). */
  allowTyposOnNumericTokens?: boolean;
}

export const DEFAULT_MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const DEFAULT_MIN_WORD_SIZE_FOR_2_TYPOS = 8;

const digitsOnly = /^\d+$/;

/** Typos allowed for the folded query term `term`. */
export function allowedTypos(term: string, options: TypoBudgetOptions = {}): 0 | 1 | 2 {
  if (options.typoTolerance === false) return 0;
  if (!options.allowTyposOnNumericTokens && digitsOnly.test(term)) return 0;
  if (isBillToken(term)) return 0;
  if (term.length >= (options.minWordSizefor2Typos ?? DEFAULT_MIN_WORD_SIZE_FOR_2_TYPOS)) return 2;
  if (term.length >= (options.minWordSizefor1Typo ?? DEFAULT_MIN_WORD_SIZE_FOR_1_TYPO)) return 1;
  return 0;
}

/**
 * How many typo counts above the best one a hit may have and still be kept: 0 for 'min', 1 for 'strict',
 * undefined (no filtering) for true and false.
 */
export function typoFilterWindow(mode: TypoTolerance | undefined): number | undefined {
  if (mode === 'min') return 0;
  if (mode === 'strict') return 1;
  return undefined;
}
