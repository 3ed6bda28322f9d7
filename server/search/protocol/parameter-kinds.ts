// How each Algolia parameter is typed, so values that arrive as strings (v4 `params` strings, query
// strings, secured-key restrictions) get their real type back. Taken from the OpenAPI contract:
// algolia/api-clients-automation specs/common/schemas/SearchParams.yml (searchParamsObject) and
// IndexSettings.yml (indexSettings), plus the secured-key restrictions. Others are kept as they arrive.

export type ParameterKind =
  | 'string'
  | 'integer'
  | 'boolean'
  /** A list of strings: a JSON array, or a comma-separated string. */
  | 'stringList'
  /** facetFilters & co: an array (nested = OR), a JSON string of one, or the legacy `(a:1,a:2),b:3` string. */
  | 'filterList'
  /** `true` / `false`, or an integer (distinct 0–4). */
  | 'booleanOrInteger'
  /** `true` / `false`, or a string (typoTolerance 'min' | 'strict'). */
  | 'booleanOrString'
  /** `true` / `false`, or a list (ignorePlurals, removeStopWords: language codes). */
  | 'booleanOrList'
  /** A string, or a JSON array (optionalWords). */
  | 'stringOrList'
  /** An integer, or a keyword string (aroundRadius 'all'). */
  | 'integerOrString'
  /** Any JSON value when it parses, else the string itself. */
  | 'json'
  /** Not in the contract: kept exactly as it arrived. */
  | 'unknown';

// A Map, not an object literal: a parameter named `constructor` must not find Object.prototype's.
const kinds = new Map<string, ParameterKind>();
function define(kind: ParameterKind, names: string) {
  for (const name of names.split(/\s+/).filter(Boolean)) kinds.set(name, kind);
}

define(
  'string',
  `query similarQuery filters aroundLatLng userToken highlightPreTag highlightPostTag snippetEllipsisText
   queryType removeWordsIfNoResults mode exactOnSingleWordQuery sortFacetValuesBy attributeForDistinct
   keepDiacriticsOnCharacters separatorsToIndex cursor facetQuery facet indexName type restrictSources`,
);
define(
  'integer',
  `page offset length minimumAroundRadius personalizationImpact relevancyStrictness hitsPerPage
   minWordSizefor1Typo minWordSizefor2Typos minProximity maxValuesPerFacet maxFacetHits paginationLimitedTo
   validUntil`,
);
define(
  'boolean',
  `sumOrFiltersScores facetingAfterDistinct aroundLatLngViaIP getRankingInfo synonyms clickAnalytics analytics
   percentileComputation enableABTest restrictHighlightAndSnippetArrays allowTyposOnNumericTokens
   decompoundQuery enableRules enablePersonalization advancedSyntax replaceSynonymsInHighlight
   attributeCriteriaComputedByMinProximity enableReRanking allowCompressionOfIntegerArray`,
);
define(
  'stringList',
  `restrictSearchableAttributes facets naturalLanguages ruleContexts analyticsTags attributesToRetrieve ranking
   attributesToHighlight attributesToSnippet disableTypoToleranceOnAttributes disableTypoToleranceOnWords
   queryLanguages indexLanguages disableExactOnAttributes alternativesAsExact advancedSyntaxFeatures
   responseFields customRanking searchableAttributes attributesForFaceting unretrievableAttributes replicas
   numericAttributesForFiltering attributesToTransliterate camelCaseAttributes disablePrefixOnAttributes
   restrictIndices referers`,
);
define('filterList', 'facetFilters optionalFilters numericFilters tagFilters reRankingApplyFilter');
define('booleanOrInteger', 'distinct');
define('booleanOrString', 'typoTolerance');
define('booleanOrList', 'ignorePlurals removeStopWords');
define('stringOrList', 'optionalWords');
define('integerOrString', 'aroundRadius');
define(
  'json',
  `aroundPrecision insideBoundingBox insidePolygon renderingContent semanticSearch userData
   decompoundedAttributes customNormalization`,
);

export function parameterKind(name: string): ParameterKind {
  return kinds.get(name) ?? 'unknown';
}
