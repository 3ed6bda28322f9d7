// The search engine's contract: Algolia's index settings, search parameters and responses as the engine
// sees them after the protocol layer has parsed a request (both v4 `params` strings and v5 objects end up
// as `SearchParams`). Names follow Algolia's REST API so the protocol layer is a thin translation.
// Core modules (text/, filters/, engine/) import nothing from Fastify.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A stored record: any JSON object with a string objectID. */
export interface SearchRecord {
  objectID: string;
  [attribute: string]: JsonValue | undefined;
}

export type TypoTolerance = boolean | 'min' | 'strict';
export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';
export type RemoveWordsIfNoResults = 'none' | 'lastWords' | 'firstWords' | 'allOptional';
export type RankingCriterion =
  | 'typo'
  | 'geo'
  | 'words'
  | 'filters'
  | 'proximity'
  | 'attribute'
  | 'exact'
  | 'custom'
  | `asc(${string})`
  | `desc(${string})`;

/** Index settings (GET/PUT /1/indexes/{i}/settings). Unset = engine default. */
export interface IndexSettings {
  /** e.g. ['title', 'unordered(description)', 'sponsor,cosponsors'] (comma = same rank). */
  searchableAttributes?: string[];
  /** e.g. ['session_name', 'searchable(sponsor)', 'filterOnly(id)']. */
  attributesForFaceting?: string[];
  /** e.g. ['desc(last_action_ts)', 'asc(bill_number)']. */
  customRanking?: string[];
  ranking?: RankingCriterion[];
  attributesToRetrieve?: string[];
  unretrievableAttributes?: string[];
  attributesToHighlight?: string[];
  /** e.g. ['description:20']. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: 'count' | 'alpha';
  typoTolerance?: TypoTolerance;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  disableTypoToleranceOnAttributes?: string[];
  queryType?: QueryType;
  removeWordsIfNoResults?: RemoveWordsIfNoResults;
  optionalWords?: string[];
  attributeForDistinct?: string;
  distinct?: boolean | number;
  replicas?: string[];
  /** Anything else a client stores (e.g. renderingContent, userData): kept and returned as given. */
  [other: string]: JsonValue | undefined;
}

/** Search parameters after protocol parsing; per-query values override index settings. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  facets?: string[];
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: 'count' | 'alpha';
  facetingAfterDistinct?: boolean;
  /** Nested arrays are OR groups; 'attr:-value' negates; '\-' escapes a leading minus. */
  facetFilters?: string | (string | string[])[];
  numericFilters?: string | (string | string[])[];
  tagFilters?: string | (string | string[])[];
  /** Algolia's filter grammar, e.g. 'chamber:house AND (progress:Signed OR progress:Vetoed)'. */
  filters?: string;
  sumOrFiltersScores?: boolean;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  restrictHighlightAndSnippetArrays?: boolean;
  typoTolerance?: TypoTolerance;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  queryType?: QueryType;
  removeWordsIfNoResults?: RemoveWordsIfNoResults;
  optionalWords?: string | string[];
  restrictSearchableAttributes?: string[];
  distinct?: boolean | number;
  getRankingInfo?: boolean;
  clickAnalytics?: boolean;
  analytics?: boolean;
  synonyms?: boolean;
  advancedSyntax?: boolean;
  /** Which advancedSyntax features apply; both by default. */
  advancedSyntaxFeatures?: ('exactPhrase' | 'excludeWords')[];
  /** Unknown parameters are accepted and ignored, as Algolia does for most of them. */
  [other: string]: JsonValue | undefined;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/** `_highlightResult` mirrors the record's shape: nested objects and arrays of leaves. */
export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree };
export type SnippetTree = SnippetResult | SnippetTree[] | { [key: string]: SnippetTree };

export interface RankingInfo {
  nbTypos: number;
  firstMatchedWord: number;
  proximityDistance: number;
  userScore: number;
  geoDistance: number;
  geoPrecision: number;
  /** With aroundLatLng: the record's `_geoloc` point nearest to it, and how far (metres). */
  matchedGeoLocation?: { lat: number; lng: number; distance: number };
  nbExactWords: number;
  words: number;
  filters: number;
}

export interface SearchHit {
  objectID: string;
  _highlightResult?: { [key: string]: HighlightTree };
  _snippetResult?: { [key: string]: SnippetTree };
  _rankingInfo?: RankingInfo;
  _distinctSeqID?: number;
  [attribute: string]: JsonValue | undefined | object;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount?: boolean;
  exhaustive: { nbHits: boolean; facetsCount?: boolean; typo: boolean };
  query: string;
  params: string;
  index?: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  queryID?: string;
  /** Our addition for the results overview (spec §7): an opaque id of this search's stored results. */
  cache_id?: string;
  renderingContent?: JsonValue;
  /** The applied rules' `consequence.userData`, when any has one. */
  userData?: JsonValue[];
  /** With `getRankingInfo`: the rules applied to this search. */
  appliedRules?: { objectID: string }[];
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

export interface Synonym {
  objectID: string;
  type: 'synonym' | 'onewaysynonym' | 'altcorrection1' | 'altcorrection2' | 'placeholder';
  synonyms?: string[];
  input?: string;
  word?: string;
  corrections?: string[];
  placeholder?: string;
  replacements?: string[];
}

/** One condition of a rule (rules/common/schemas.yml condition). */
export interface RuleCondition {
  /** Whole query words; `{facet:attribute}` stands for words that are one of the attribute's values. */
  pattern?: string;
  anchoring?: 'is' | 'startsWith' | 'endsWith' | 'contains';
  context?: string;
  alternatives?: boolean;
  filters?: string;
}

/**
 * Query rules are stored and searchable; the engine applies their conditions (pattern, anchoring,
 * context), validity, and consequences (params with query edits and automaticFacetFilters, promote,
 * hide, userData): see engine/query-rules.ts.
 */
export interface Rule {
  objectID: string;
  conditions?: RuleCondition[];
  consequence?: {
    /** Search parameters, plus `query` as a string or `{edits}` and `automaticFacetFilters`. */
    params?: { [name: string]: JsonValue | undefined };
    promote?: { objectID?: string; objectIDs?: string[]; position: number }[];
    hide?: { objectID: string }[];
    userData?: JsonValue;
    filterPromotes?: boolean;
  };
  enabled?: boolean;
  /** Unix seconds; the rule applies only within one of these ranges. */
  validity?: { from: number; until: number }[];
  description?: string;
  [other: string]: JsonValue | undefined | object;
}

/**
 * Every change to the engine's state is one of these operations. The persistence layer appends each one to
 * its durable log before applying it, and replays the log after a snapshot at start-up.
 */
export type WriteOperation =
  | { type: 'saveObjects'; index: string; objects: SearchRecord[] }
  | { type: 'partialUpdateObjects'; index: string; objects: SearchRecord[]; createIfNotExists: boolean }
  | { type: 'deleteObjects'; index: string; objectIDs: string[] }
  | { type: 'deleteBy'; index: string; params: SearchParams }
  | { type: 'clearObjects'; index: string }
  | { type: 'deleteIndex'; index: string }
  | ({ type: 'setSettings'; index: string; settings: { [key: string]: JsonValue | undefined } } & Forwarded)
  | { type: 'copyIndex'; index: string; destination: string; scope?: ('settings' | 'synonyms' | 'rules')[] }
  | { type: 'moveIndex'; index: string; destination: string }
  | ({ type: 'saveSynonyms'; index: string; synonyms: Synonym[]; replaceExisting: boolean } & Forwarded)
  | ({ type: 'deleteSynonym'; index: string; objectID: string } & Forwarded)
  | ({ type: 'clearSynonyms'; index: string } & Forwarded)
  | ({ type: 'saveRules'; index: string; rules: Rule[]; clearExistingRules: boolean } & Forwarded)
  | ({ type: 'deleteRule'; index: string; objectID: string } & Forwarded)
  | ({ type: 'clearRules'; index: string } & Forwarded);

/** `forwardToReplicas`: the change also applies to the index's (standard and virtual) replicas. */
interface Forwarded {
  forwardToReplicas?: boolean;
}
