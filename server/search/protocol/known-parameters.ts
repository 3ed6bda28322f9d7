// Which search parameters a request may send, as Algolia decides it: a name outside its contract is refused
// with "Unknown parameter: X" (never silently ignored, so a typo'd `hitPerPage` is seen at once), and a
// parameter this engine does not implement is refused unless it asks for Algolia's default, so no
// request gets results that silently differ from Algolia's. Names from the OpenAPI contract:
// algolia/api-clients-automation specs/common/schemas/SearchParams.yml (searchParamsObject =
// BaseSearchParams + IndexSettingsAsSearchParams), https://www.algolia.com/doc/api-reference/search-api-parameters
import { SearchError } from '../engine/search-error.js';
import type { JsonValue, SearchParams } from '../types.js';

const names = (list: string) => list.split(/\s+/).filter(Boolean);

/**
 * Parameters this engine implements, or that change nothing in a response without features it has not got.
 * Not `customRanking`: a setting only, which Algolia refuses in a search with "Unknown parameter:
 * customRanking" (github.com/algolia/algoliasearch-client-dart/issues/8).
 */
const SUPPORTED = new Set(
  names(`
    query filters facetFilters numericFilters tagFilters sumOrFiltersScores restrictSearchableAttributes facets
    facetingAfterDistinct page offset length hitsPerPage getRankingInfo synonyms ruleContexts enableRules
    attributesToRetrieve attributesToHighlight attributesToSnippet highlightPreTag highlightPostTag
    snippetEllipsisText ranking typoTolerance minWordSizefor1Typo minWordSizefor2Typos
    allowTyposOnNumericTokens queryType removeWordsIfNoResults optionalWords distinct maxValuesPerFacet
    aroundLatLng aroundRadius aroundPrecision insideBoundingBox insidePolygon
    sortFacetValuesBy renderingContent advancedSyntax advancedSyntaxFeatures restrictHighlightAndSnippetArrays
    clickAnalytics analytics analyticsTags percentileComputation enableABTest userToken
    enablePersonalization personalizationImpact queryLanguages decompoundQuery enableReRanking
    reRankingApplyFilter semanticSearch
  `),
);

/**
 * Algolia parameters this engine does not implement, with the value that asks for Algolia's default:
 * sending that value (as InstantSearch and other clients may) is accepted, any other is a 400.
 */
const NOT_IMPLEMENTED = new Map<string, JsonValue>([
  ['similarQuery', ''],
  ['optionalFilters', []],
  ['naturalLanguages', []],
  ['ignorePlurals', false],
  ['removeStopWords', false],
  ['disableTypoToleranceOnAttributes', []],
  ['disableExactOnAttributes', []],
  ['exactOnSingleWordQuery', 'attribute'],
  ['alternativesAsExact', ['ignorePlurals', 'singleWordSynonym']],
  ['replaceSynonymsInHighlight', false],
  ['minProximity', 1],
  ['attributeCriteriaComputedByMinProximity', false],
  ['relevancyStrictness', 100],
  ['responseFields', ['*']],
  ['mode', 'keywordSearch'],
  ['aroundLatLngViaIP', false],
  ['minimumAroundRadius', null],
]);

/**
 * Index settings (IndexSettings.yml) that change results and that this engine does not implement, with
 * their defaults; the search parameters above count as settings too.
 */
const SETTINGS_NOT_IMPLEMENTED = new Map<string, JsonValue>([
  ['disableTypoToleranceOnWords', []],
  ['disablePrefixOnAttributes', []],
  ['camelCaseAttributes', []],
  ['decompoundedAttributes', {}],
  ['separatorsToIndex', ''],
  ['keepDiacriticsOnCharacters', ''],
  ['customNormalization', {}],
  ['numericAttributesForFiltering', []],
]);

/** Algolia's ranges (api-parameters/hitsPerPage: max 1,000; api-parameters/length: max 1,000). */
const RANGES: Record<string, { min: number; max: number }> = {
  // The documented minimum is 1, but InstantSearch sends 0 for its facet-only queries and Algolia answers
  // them: 0 means "no hits, only counts".
  hitsPerPage: { min: 0, max: 1000 },
  length: { min: 0, max: 1000 },
  page: { min: 0, max: Number.MAX_SAFE_INTEGER },
  offset: { min: 0, max: Number.MAX_SAFE_INTEGER },
};

/**
 * Throws Algolia's 400 for the first parameter outside the contract (`extra` names the ones the
 * operation adds: `cursor` for browse, `facetQuery` for facet values …), for one this engine does not
 * implement sent with a non-default value, and for a number out of Algolia's range.
 */
export function checkKnownParameters(params: SearchParams, extra: readonly string[] = []): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (SUPPORTED.has(name) || extra.includes(name)) {
      const range = RANGES[name];
      if (range && typeof value === 'number' && (value < range.min || value > range.max))
        throw new SearchError(
          400,
          `Parameter \`${name}\` must be between ${range.min} and ${range.max}, got ${value}.`,
        );
      continue;
    }
    if (!NOT_IMPLEMENTED.has(name)) throw new SearchError(400, `Unknown parameter: ${name}`);
    const fallback = NOT_IMPLEMENTED.get(name)!;
    if (!isDefault(value, fallback)) throw notImplemented(name, fallback);
  }
}

function notImplemented(name: string, fallback: JsonValue): SearchError {
  return new SearchError(
    400,
    `Parameter \`${name}\` is not supported by this search engine; leave it out` +
      (fallback === null ? '.' : ` or send its default, ${JSON.stringify(fallback)}.`),
  );
}

function isDefault(value: JsonValue, fallback: JsonValue): boolean {
  if (Array.isArray(fallback) && fallback.length === 0 && value === '') return true;
  return JSON.stringify(value) === JSON.stringify(fallback);
}

/**
 * setSettings: a setting that changes results and that this engine does not implement is refused unless
 * it asks for the default (or resets it with null), so an index never silently differs from Algolia's.
 * Other settings are kept as they are sent (userData, renderingContent …).
 */
export function checkSettingsSupported(settings: Record<string, JsonValue | undefined>): void {
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined || value === null) continue;
    const defaults = NOT_IMPLEMENTED.has(name) ? NOT_IMPLEMENTED : SETTINGS_NOT_IMPLEMENTED;
    if (!defaults.has(name)) continue;
    const fallback = defaults.get(name)!;
    if (!isDefault(value, fallback)) throw notImplemented(name, fallback);
  }
}
