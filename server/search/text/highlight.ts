// `_highlightResult` leaves, built the way Algolia builds them (see token-matches.ts for the wrapping rules):
// - `matchedWords` lists the query words found in the value, in query order;
// - `fullyHighlighted` is present only when something matched (Algolia omits it for matchLevel 'none') and
//   is true when every word of the value is wholly inside a highlight;
// - `highlightTree` mirrors nested values (see mirror-tree.ts for numbers, booleans and nulls).

import type { HighlightResult, HighlightTree, JsonValue } from '../types.js';
import type { HighlightTags, QueryTermMatcher } from './token-matches.js';
import { mirrorTree } from './mirror-tree.js';
import { matchedMatchers, matchLevelOf, mergeSpans, tokenMatchesOf, wrapSpans } from './token-matches.js';
import type { Token } from './tokenize.js';

export type { HighlightTags, QueryTermMatcher } from './token-matches.js';

/** Whether every plain token lies inside one of the merged spans. */
function everyTokenHighlighted(tokens: readonly Token[], spans: readonly number[]): boolean {
  let span = 0;
  let plainTokens = 0;
  for (const token of tokens) {
    if (token.combined) continue;
    plainTokens++;
    while (span < spans.length && (spans[span + 1] as number) <= token.start) span += 2;
    if (span >= spans.length) return false;
    if ((spans[span] as number) > token.start || (spans[span + 1] as number) < token.end) return false;
  }
  return plainTokens > 0;
}

export function highlight(
  value: string,
  matchers: readonly QueryTermMatcher[],
  tags: HighlightTags,
): HighlightResult {
  if (matchers.length === 0) return { value, matchLevel: 'none', matchedWords: [] };
  const { tokens, matches } = tokenMatchesOf(value, matchers);
  const matched = matchedMatchers(matches, matchers.length);
  const matchedWords = matchers.filter((_, index) => matched[index]).map((matcher) => matcher.word);
  const matchLevel = matchLevelOf(matchedWords.length, matchers.length);
  if (matchLevel === 'none') return { value, matchLevel, matchedWords: [] };
  const spans = mergeSpans(matches);
  return {
    value: wrapSpans(value, spans, tags),
    matchLevel,
    fullyHighlighted: everyTokenHighlighted(tokens, spans),
    matchedWords,
  };
}

/** A JSON value other than null: what always has a highlight (or snippet) tree. */
export type PresentJsonValue = Exclude<JsonValue, null>;

/**
 * Mirrors a record value: objects and arrays keep their shape, strings, numbers and booleans become leaves.
 * Returns undefined for null/undefined (and anything else that is not JSON) so callers can leave the key out.
 */
export function highlightTree(
  value: PresentJsonValue,
  matchers: readonly QueryTermMatcher[],
  tags: HighlightTags,
): HighlightTree;
export function highlightTree(
  value: unknown,
  matchers: readonly QueryTermMatcher[],
  tags: HighlightTags,
): HighlightTree | undefined;
export function highlightTree(
  value: unknown,
  matchers: readonly QueryTermMatcher[],
  tags: HighlightTags,
): HighlightTree | undefined {
  return mirrorTree<HighlightResult>(
    value,
    (text) => highlight(text, matchers, tags),
    () => ({ value: '', matchLevel: 'none', matchedWords: [] }),
  );
}
