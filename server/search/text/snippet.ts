// `_snippetResult` leaves: a window of N words around the matches, highlighted like `_highlightResult`.
//
// - The window is the N consecutive words holding the most distinct query words, then the most matched
//   words; ties go to the earliest window. Without a match it is the start of the value.
// - The original text between the window's first and last word is kept as is. Where words were cut, the
//   ellipsis text goes before / after the window with one space between ('… the <em>bill</em> was …'), as
//   in Algolia's responses; an empty ellipsis adds nothing. Leading and trailing punctuation of the value is
//   kept when the window reaches its start or end.
// - A combined token (bill number) in the window is kept whole even when it reaches past the last word.
// - `matchLevel` describes the whole value, not just the window, as Algolia's does.

import type { SnippetResult, SnippetTree } from '../types.js';
import type { PresentJsonValue } from './highlight.js';
import { mirrorTree } from './mirror-tree.js';
import type { HighlightTags, QueryTermMatcher, TokenMatch } from './token-matches.js';
import { matchedMatchers, matchLevelOf, mergeSpans, tokenMatchesOf, wrapSpans } from './token-matches.js';
import type { Token } from './tokenize.js';

/** Algolia's default snippet length, in words. */
export const DEFAULT_SNIPPET_WORDS = 10;

export interface SnippetSpec {
  attribute: string;
  words: number;
}

/** 'description:20' → { attribute: 'description', words: 20 }; 'description' → 10 words. */
export function parseSnippetSpec(spec: string): SnippetSpec {
  const colon = spec.lastIndexOf(':');
  const count = colon === -1 ? '' : spec.slice(colon + 1).trim();
  if (!/^\d+$/.test(count)) return { attribute: spec.trim(), words: DEFAULT_SNIPPET_WORDS };
  return { attribute: spec.slice(0, colon).trim(), words: Number(count) };
}

interface WordSpans {
  starts: number[];
  ends: number[];
}

/** Start and end of each word (by position) from the plain tokens. */
function wordSpans(tokens: readonly Token[]): WordSpans {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const token of tokens) {
    if (token.combined) continue;
    if (starts[token.position] === undefined) starts[token.position] = token.start;
    ends[token.position] = token.end;
  }
  return { starts, ends };
}

/** First position of the best window of `size` words among `wordCount`. */
function bestWindowStart(
  matches: readonly TokenMatch[],
  matcherCount: number,
  wordCount: number,
  size: number,
): number {
  const matchersAt: number[][] = [];
  for (const match of matches) (matchersAt[match.position] ??= []).push(...match.matcherIndexes);
  const counts = new Int32Array(matcherCount);
  let distinct = 0;
  let matchedWords = 0;
  const add = (position: number, delta: 1 | -1) => {
    const found = matchersAt[position];
    if (!found) return;
    matchedWords += delta;
    for (const index of found) {
      const before = counts[index] as number;
      counts[index] = before + delta;
      if (before === 0) distinct++;
      else if (before + delta === 0) distinct--;
    }
  };
  for (let position = 0; position < size; position++) add(position, 1);
  // Distinct query words first, then matched words (at most `size`, hence the factor).
  const score = () => distinct * (size + 1) + matchedWords;
  let best = score();
  let bestStart = 0;
  for (let start = 1; start + size <= wordCount; start++) {
    add(start - 1, -1);
    add(start + size - 1, 1);
    const current = score();
    if (current > best) {
      best = current;
      bestStart = start;
    }
  }
  return bestStart;
}

/** Snippet of `value` with at most `words` words (at least 1). */
export function snippet(
  value: string,
  matchers: readonly QueryTermMatcher[],
  words: number,
  tags: HighlightTags,
  ellipsis = '…',
): SnippetResult {
  const { tokens, matches } = tokenMatchesOf(value, matchers);
  const matched = matchedMatchers(matches, matchers.length).filter(Boolean).length;
  const matchLevel = matchLevelOf(matched, matchers.length);
  const { starts, ends } = wordSpans(tokens);
  const wordCount = starts.length;
  const size = Number.isFinite(words) ? Math.max(1, Math.floor(words)) : DEFAULT_SNIPPET_WORDS;
  if (wordCount <= size) return { value: wrapSpans(value, mergeSpans(matches), tags), matchLevel };

  const first = bestWindowStart(matches, matchers.length, wordCount, size);
  const last = first + size - 1;
  const windowMatches = matches.filter((match) => match.position >= first && match.position <= last);
  let lastEnd = ends[last] as number;
  for (const match of windowMatches) if (match.end > lastEnd) lastEnd = match.end;
  const cutBefore = first > 0;
  const cutAfter = lastEnd < (ends[wordCount - 1] as number);
  const from = cutBefore ? (starts[first] as number) : 0;
  const to = cutAfter ? lastEnd : value.length;

  const separator = ellipsis ? ' ' : '';
  const body = wrapSpans(value, mergeSpans(windowMatches), tags, from, to);
  return {
    value: (cutBefore ? ellipsis + separator : '') + body + (cutAfter ? separator + ellipsis : ''),
    matchLevel,
  };
}

/** Mirrors a record value like `highlightTree` (same rules for null, numbers and booleans). */
export function snippetTree(
  value: PresentJsonValue,
  matchers: readonly QueryTermMatcher[],
  words: number,
  tags: HighlightTags,
  ellipsis?: string,
): SnippetTree;
export function snippetTree(
  value: unknown,
  matchers: readonly QueryTermMatcher[],
  words: number,
  tags: HighlightTags,
  ellipsis?: string,
): SnippetTree | undefined;
export function snippetTree(
  value: unknown,
  matchers: readonly QueryTermMatcher[],
  words: number,
  tags: HighlightTags,
  ellipsis = '…',
): SnippetTree | undefined {
  return mirrorTree<SnippetResult>(
    value,
    (text) => snippet(text, matchers, words, tags, ellipsis),
    () => ({ value: '', matchLevel: 'none' }),
  );
}
