// The themes of a result set's page, weighed against the whole corpus of bill text, and the one offered as
// extra search words: only after the engine has confirmed that the search with it added still finds bills.
import { BILL_MATCHES_INDEX, CHUNK_INDEX } from '../search/bill-matches/bill-matches.js';
import type { CachedResults } from '../search/results-cache/results-cache.js';
import type { EngineClient } from '../search/search-service.js';
import type { PageBill } from './result-set.js';
import { recurringThemes, themeWords, type Theme } from './themes.js';

/** A theme as extra search words, and how many bills that search finds (at least one). */
export interface ThemeSearch {
  phrase: string;
  nbHits: number;
}

/** Themes tried as extra search words, best first, before none is offered. */
const THEMES_TRIED = 3;

export async function loadThemes(
  engine: EngineClient,
  cached: CachedResults,
  pageBills: readonly PageBill[],
  setSize: number,
): Promise<{ themes: Theme[]; themeSearch?: ThemeSearch }> {
  const query = String(cached.params.query ?? '');
  const words = themeWords(pageBills, query);
  if (words.length === 0) return { themes: [] };
  const { records, counts } = await engine.termDocumentCounts(CHUNK_INDEX, words);
  const frequencies = new Map(words.map((word, i) => [word, counts[i] ?? 0]));
  const themes = recurringThemes(pageBills, query, {
    passages: records,
    frequency: (term) => frequencies.get(term) ?? 0,
  });
  for (const theme of themes.slice(0, THEMES_TRIED)) {
    const { nbHits } = await engine.search(BILL_MATCHES_INDEX, {
      ...cached.params,
      query: `${query} ${theme.phrase}`.trim(),
      // Every word must match, as the count says: no word dropped to find something.
      removeWordsIfNoResults: 'none',
      optionalWords: [],
      page: 0,
      hitsPerPage: 0,
      facets: [],
      attributesToRetrieve: [],
    });
    // Some bills, but fewer than now: words that narrow the search.
    if (nbHits > 0 && nbHits < setSize) return { themes, themeSearch: { phrase: theme.phrase, nbHits } };
  }
  return { themes };
}
