// Algolia's defaults for the settings this engine honours; `getSettings` returns them filled in.
import type { IndexSettings, RankingCriterion } from '../types.js';

export const DEFAULT_RANKING: RankingCriterion[] = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

export const DEFAULT_SETTINGS = {
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
  maxValuesPerFacet: 100,
  sortFacetValuesBy: 'count',
  ranking: DEFAULT_RANKING,
  customRanking: [],
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  queryType: 'prefixLast',
  removeWordsIfNoResults: 'none',
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  attributesForFaceting: [],
  replicas: [],
  distinct: 0,
} satisfies IndexSettings;

/** Max `hitsPerPage` Algolia accepts. */
export const MAX_HITS_PER_PAGE = 1000;

/** Settings whose change means the inverted index must be rebuilt. */
export const STRUCTURAL_SETTINGS = ['searchableAttributes', 'attributesForFaceting'] as const;

/** Applies a settings update: unspecified keys keep their value, `null` resets a key to its default. */
export function mergeSettings(current: IndexSettings, update: Record<string, unknown>): IndexSettings {
  const next: IndexSettings = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value as IndexSettings[string];
  }
  return next;
}
