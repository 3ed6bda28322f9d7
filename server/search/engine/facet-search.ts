// Search for facet values (the "filter box" above a refinement list): values of one facet among the
// documents matching the current search, whose words start with the typed words.
import { foldText } from '../text/fold.js';
import { tokenize, tokenizeQuery } from '../text/tokenize.js';
import type { FacetHit } from '../types.js';
import type { IndexData } from './index-data.js';

export function searchFacetValues(
  data: IndexData,
  docs: ArrayLike<number>,
  facet: string,
  facetQuery: string,
  options: { maxFacetHits: number; pre: string; post: string },
): FacetHit[] {
  const dictionary = data.facetValueIds.get(facet);
  if (!dictionary) return [];
  const counts = new Uint32Array(dictionary.values.length);
  dictionary.tally(docs, counts, 1);
  const queryWords = tokenizeQuery(facetQuery).map((t) => t.term);
  const hits: FacetHit[] = [];
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id]!;
    if (count === 0) continue;
    const value = dictionary.values[id]!;
    const tokens = tokenize(value);
    const highlightedSpans: [number, number][] = [];
    const matchesAll = queryWords.every((word) => {
      const token = tokens.find((t) => t.term.startsWith(word));
      if (token)
        highlightedSpans.push([token.start, token.start + prefixLength(value, token.start, token.end, word)]);
      return token !== undefined;
    });
    if (!matchesAll) continue;
    hits.push({ value, count, highlighted: wrap(value, highlightedSpans, options.pre, options.post) });
  }
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return hits.slice(0, options.maxFacetHits);
}

/** Length in the original text that covers a folded prefix (accents may change lengths). */
function prefixLength(value: string, start: number, end: number, foldedPrefix: string): number {
  for (let length = 1; length <= end - start; length++) {
    if (foldText(value.slice(start, start + length)).length >= foldedPrefix.length) return length;
  }
  return end - start;
}

function wrap(value: string, spans: [number, number][], pre: string, post: string): string {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let out = '';
  let cursor = 0;
  for (const [start, end] of sorted) {
    if (start < cursor) continue;
    out += value.slice(cursor, start) + pre + value.slice(start, end) + post;
    cursor = end;
  }
  return out + value.slice(cursor);
}
