/** Lower case without accents: how both the saved-items index and its highlighting compare words. */
export const foldTerm = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

const WORD = /[\p{L}\p{N}]+/gu;

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/**
 * Algolia's `_highlightResult` entry for one text: every word the search matched (the index's own
 * terms, so a misspelt query word highlights the word it found) between the request's tags. The text
 * is left raw, as Algolia sends it: InstantSearch escapes it around its own tags.
 */
export function highlightText(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryWordCount: number,
  tags: HighlightTags,
): Highlighted {
  const found = new Set<string>();
  const value = text.replace(WORD, (word) => {
    const term = foldTerm(word);
    if (!matchedTerms.has(term)) return word;
    found.add(term);
    return `${tags.pre}${word}${tags.post}`;
  });
  const matchLevel = found.size === 0 ? 'none' : found.size >= queryWordCount ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...found] };
}

/** How many of the text's words the search matched (ranks a bill's sections for its Matches tab). */
export function countMatches(text: string, matchedTerms: ReadonlySet<string>): number {
  let count = 0;
  for (const [word] of text.matchAll(WORD)) if (matchedTerms.has(foldTerm(word))) count++;
  return count;
}

/**
 * Algolia's `_snippetResult` entry: `words` words of the text around its first match, with the
 * ellipsis where the text was cut.
 */
export function snippetText(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryWordCount: number,
  words: number,
  tags: HighlightTags & { ellipsis: string },
): Highlighted {
  const pieces = text.split(/(\s+)/);
  const wordIndexes = pieces.flatMap((piece, index) => (piece.trim() ? [index] : []));
  const firstMatch = wordIndexes.findIndex((index) =>
    [...pieces[index]!.matchAll(WORD)].some(([word]) => matchedTerms.has(foldTerm(word))),
  );
  // A few words of context before the match, as Algolia's snippets start.
  const startWord = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - 3, wordIndexes.length - words));
  const endWord = Math.min(wordIndexes.length, startWord + words);
  if (wordIndexes.length === 0) return highlightText(text, matchedTerms, queryWordCount, tags);
  const from = wordIndexes[startWord]!;
  const to = wordIndexes[endWord - 1]!;
  const cut = pieces.slice(from, to + 1).join('');
  const highlighted = highlightText(cut, matchedTerms, queryWordCount, tags);
  const before = startWord > 0 ? tags.ellipsis : '';
  const after = endWord < wordIndexes.length ? tags.ellipsis : '';
  return { ...highlighted, value: `${before}${highlighted.value}${after}` };
}
