// Shared by highlight.ts and snippet.ts: which tokens of a value the query matched, and how to write a slice of
// the value with those matches wrapped in tags.
//
// Each matched token is wrapped on its own, as Algolia does ('<em>Falkland</em> <em>Islands</em>', never one
// tag around both). A prefix match wraps only the typed prefix ('<em>Educ</em>ation'); a word that another
// query word matches in full is wrapped whole. A combined token (bill number, apostrophe word) wraps its
// whole span ('<em>H 123</em>'); overlapping spans merge, so the plain 'H' and '123' never add nested tags.
// Values are never HTML-escaped: InstantSearch escapes them itself.

import { foldText } from './fold.js';
import { tokenize, type Token } from './tokenize.js';

export interface QueryTermMatcher {
  /** The query word as typed (goes into matchedWords). */
  word: string;
  /** Folded index terms this query word matched (exactly or through typos/synonyms). */
  terms: ReadonlySet<string>;
  /**
   * When set, any token starting with this folded prefix matches too (prefix search), and only the prefix
   * is wrapped, even when the token is also in `terms`.
   */
  prefix?: string;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface TokenMatch {
  /** The span to wrap: the whole token, or only its prefix for a prefix match. */
  start: number;
  end: number;
  position: number;
  /** Whether the span covers the whole token. */
  wholeToken: boolean;
  /** Indexes into the matchers that matched this token. */
  matcherIndexes: number[];
}

type TokenMatches = { tokens: readonly Token[]; matches: readonly TokenMatch[] };

/**
 * Answers remembered, most recent last: a hit's highlight and its snippet of the same attribute ask for
 * the same value with the same matchers, with the hit's other highlighted attributes in between, and
 * tokenizing a long text is most of their cost. Enough for the attributes of one hit.
 */
const REMEMBERED = 8;
const recent: { value: string; matchers: readonly QueryTermMatcher[]; answer: TokenMatches }[] = [];

/** A value's tokens and the matchers' matches in it. The answer is shared: do not change it. */
export function tokenMatchesOf(value: string, matchers: readonly QueryTermMatcher[]): TokenMatches {
  for (let i = recent.length - 1; i >= 0; i--) {
    const known = recent[i]!;
    if (known.value === value && known.matchers === matchers) return known.answer;
  }
  const tokens = tokenize(value);
  const answer = { tokens, matches: findTokenMatches(value, tokens, matchers) };
  if (recent.length === REMEMBERED) recent.shift();
  recent.push({ value, matchers, answer });
  return answer;
}

/** Matches in token order (by start). */
export function findTokenMatches(
  value: string,
  tokens: readonly Token[],
  matchers: readonly QueryTermMatcher[],
): TokenMatch[] {
  const matches: TokenMatch[] = [];
  if (matchers.length === 0) return matches;
  for (const token of tokens) {
    let matcherIndexes: number[] | undefined;
    let longestPrefix = -1;
    let exact = false;
    for (let index = 0; index < matchers.length; index++) {
      const matcher = matchers[index] as QueryTermMatcher;
      // The prefix decides first: `terms` may also list words found through the prefix ('ferry' for
      // 'ferr'), and Algolia still wraps only what was typed ('<em>ferr</em>y').
      if (matcher.prefix && token.term.startsWith(matcher.prefix)) {
        if (matcher.prefix.length > longestPrefix) longestPrefix = matcher.prefix.length;
      } else if (matcher.terms.has(token.term)) {
        exact = true;
      } else {
        continue;
      }
      (matcherIndexes ??= []).push(index);
    }
    if (!matcherIndexes) continue;
    const end =
      exact || longestPrefix >= token.term.length
        ? token.end
        : originalPrefixEnd(value, token.start, token.end, longestPrefix);
    matches.push({
      start: token.start,
      end,
      position: token.position,
      wholeToken: end === token.end,
      matcherIndexes,
    });
  }
  return matches;
}

const combiningMark = /\p{M}/u;

/**
 * Where, in the original text, a token's folded prefix of `foldedLength` units ends. Folding may change
 * lengths ('Straße' → 'strasse') and joined tokens skip their apostrophes, so walk the original characters.
 */
function originalPrefixEnd(value: string, start: number, end: number, foldedLength: number): number {
  let folded = 0;
  let index = start;
  while (index < end && folded < foldedLength) {
    const code = value.codePointAt(index) as number;
    const width = code > 0xffff ? 2 : 1;
    if (code !== 0x27 && code !== 0x2018 && code !== 0x2019) {
      folded += foldText(value.slice(index, index + width)).replaceAll("'", '').length;
    }
    index += width;
  }
  // Never cut a letter from its accents.
  while (index < end && combiningMark.test(value.charAt(index))) index++;
  return index;
}

/** Merged [start, end) spans of the matches, in order; overlapping spans (combined tokens) become one. */
export function mergeSpans(matches: readonly TokenMatch[]): number[] {
  const spans: number[] = [];
  for (const match of matches) {
    const lastEnd = spans[spans.length - 1];
    if (lastEnd !== undefined && match.start < lastEnd) {
      if (match.end > lastEnd) spans[spans.length - 1] = match.end;
    } else {
      spans.push(match.start, match.end);
    }
  }
  return spans;
}

/** `value.slice(from, to)` with the merged spans inside it wrapped in the tags (spans are clipped). */
export function wrapSpans(
  value: string,
  spans: readonly number[],
  tags: HighlightTags,
  from = 0,
  to = value.length,
): string {
  let result = '';
  let cursor = from;
  for (let i = 0; i < spans.length; i += 2) {
    const start = Math.max(spans[i] as number, from);
    const end = Math.min(spans[i + 1] as number, to);
    if (end <= start) continue;
    result += value.slice(cursor, start) + tags.pre + value.slice(start, end) + tags.post;
    cursor = end;
  }
  return result + value.slice(cursor, to);
}

/** Algolia's matchLevel: every query word matched → full, some → partial, none (or no query) → none. */
export function matchLevelOf(matchedCount: number, matcherCount: number): 'none' | 'partial' | 'full' {
  if (matchedCount === 0 || matcherCount === 0) return 'none';
  return matchedCount === matcherCount ? 'full' : 'partial';
}

/** For each matcher, whether any of the matches used it. */
export function matchedMatchers(matches: readonly TokenMatch[], matcherCount: number): boolean[] {
  const matched = new Array<boolean>(matcherCount).fill(false);
  for (const match of matches) {
    for (const index of match.matcherIndexes) matched[index] = true;
  }
  return matched;
}
