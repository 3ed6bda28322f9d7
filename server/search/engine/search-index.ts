// One index: its records, settings, synonyms and rules, and the searchable structure built from them.
import { FilterSyntaxError } from '../filters/filter-syntax-error.js';
import { searchFilters } from '../filters/parse-filter-params.js';
import type { FilterNode } from '../filters/filter-ast.js';
import type {
  FacetSearchResponse,
  IndexSettings,
  Rule,
  SearchParams,
  SearchHit,
  SearchRecord,
  SearchResponse,
  Synonym,
} from '../types.js';
import type { QueryTermMatcher } from '../text/highlight.js';
import { buildHits, buildHitsOf } from './build-hits.js';
import { countFacets } from './facet-counts.js';
import { searchFacetValues } from './facet-search.js';
import { IndexData, type SavedIndexData } from './index-data.js';
import { DEFAULT_SETTINGS, STRUCTURAL_SETTINGS, mergeSettings } from './index-settings.js';
import { applyRules } from './query-rules.js';
import { runQuery } from './run-query.js';
import type { SearchBatch } from './search-batch.js';
import { SearchError } from './search-error.js';

export interface GroupedSearch {
  /** Its hits are each group's best record. */
  response: SearchResponse;
  /** Parallel to `response.hits`: the group's best records in rank order and how many matched. */
  groups: { hits: SearchHit[]; count: number }[];
  /** The query's words as highlight matchers, for highlighting other records with the same query. */
  matchers: readonly QueryTermMatcher[];
}

/** Rebuild once dead documents outnumber live ones (and there are enough to matter). */
const COMPACT_MIN_DEAD = 1000;
/**
 * A save of at least this share of the index packs its lists tight afterwards (the indexer's first
 * push, a reindex): the room kept for growth would mostly stay empty, and packing costs about as much
 * as indexing this share did.
 */
const TRIM_AFTER_SHARE = 0.25;

export class SearchIndex {
  settings: IndexSettings = {};
  readonly synonyms = new Map<string, Synonym>();
  readonly rules = new Map<string, Rule>();
  data: IndexData;
  createdAt: string;
  updatedAt: string;

  constructor(readonly name: string) {
    this.data = new IndexData(undefined, undefined);
    this.createdAt = this.updatedAt = new Date().toISOString();
  }

  get size(): number {
    return this.data.liveCount;
  }

  records(): SearchRecord[] {
    return this.data.records.filter((record) => record !== undefined);
  }

  touch(): void {
    this.updatedAt = new Date().toISOString();
    this.#dataSize = undefined;
  }

  #dataSize: number | undefined;

  /** Bytes of the records' JSON (GET /1/indexes), measured once per change: it stringifies every record. */
  get dataSize(): number {
    this.#dataSize ??= this.records().reduce((sum, record) => sum + JSON.stringify(record).length, 0);
    return this.#dataSize;
  }

  save(records: SearchRecord[]): void {
    for (const record of records) this.data.upsert(record);
    if (!this.maybeCompact() && records.length >= this.data.liveCount * TRIM_AFTER_SHARE) this.data.trim();
    this.touch();
  }

  /** Takes the structure a format 3 snapshot saved, built under this index's settings. */
  restoreData(saved: SavedIndexData): void {
    this.data = IndexData.restore(
      saved,
      this.settings.searchableAttributes,
      this.settings.attributesForFaceting,
    );
    this.touch();
  }

  remove(objectIDs: string[]): void {
    for (const id of objectIDs) this.data.remove(id);
    this.maybeCompact();
    this.touch();
  }

  get(objectID: string): SearchRecord | undefined {
    const doc = this.data.byObjectID.get(objectID);
    return doc === undefined ? undefined : this.data.records[doc];
  }

  clear(): void {
    this.data = new IndexData(this.settings.searchableAttributes, this.settings.attributesForFaceting);
    this.touch();
  }

  setSettings(update: Record<string, unknown>): void {
    const before = this.settings;
    this.settings = mergeSettings(before, update);
    const structural = STRUCTURAL_SETTINGS.some(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(this.settings[key]),
    );
    if (structural) this.rebuild();
    this.touch();
  }

  getSettings(): IndexSettings {
    return { ...DEFAULT_SETTINGS, ...this.settings };
  }

  /** With a `batch`, shares its matching with the batch's other searches (search-batch.ts). */
  search(params: SearchParams, indexName = this.name, batch?: SearchBatch): SearchResponse {
    return this.respond(params, indexName, batch).response;
  }

  /**
   * A distinct search (one hit per value of `attributeForDistinct`) that also answers, for each hit, its
   * group's best `perGroup` matching records as hits and how many of the group's records matched. Algolia
   * has no such call; the `bill_matches` virtual index is built on it.
   */
  searchGroups(
    params: SearchParams,
    perGroup: number,
    indexName = this.name,
    batch?: SearchBatch,
  ): GroupedSearch {
    const { response, result, effective } = this.respond({ ...params, distinct: 1 }, indexName, batch);
    const docs = response.hits.map((hit) => this.data.byObjectID.get(hit.objectID) ?? -1);
    const members = result.groupMembers(
      docs.filter((doc) => doc >= 0),
      perGroup,
    );
    let next = 0;
    const groups = docs.map((doc) => {
      if (doc < 0) return { hits: [], count: 0 };
      const { docs: memberDocs, count } = members[next++]!;
      return { hits: buildHitsOf(this.data, memberDocs, result.plan.matchers, effective), count };
    });
    return { response, groups, matchers: result.plan.matchers };
  }

  /**
   * Records as hits of a search made elsewhere (its query's `matchers` highlight them), in the order
   * asked; undefined where a record does not exist.
   */
  hitsFor(
    objectIDs: readonly string[],
    matchers: readonly QueryTermMatcher[],
    params: SearchParams,
  ): (SearchHit | undefined)[] {
    const effective: SearchParams = { ...this.getSettings(), ...params } as SearchParams;
    const docs = objectIDs.map((id) => this.data.byObjectID.get(id));
    const found = docs.filter((doc) => doc !== undefined);
    const hits = buildHitsOf(this.data, found, matchers, effective);
    let next = 0;
    return docs.map((doc) => (doc === undefined ? undefined : hits[next++]));
  }

  private respond(params: SearchParams, indexName: string, batch: SearchBatch | undefined) {
    const started = performance.now();
    const { params: effective, promote, hide, userData, appliedRules } = this.effectiveParams(params);
    const result = runQuery(
      this.data,
      effective,
      [...this.synonyms.values()],
      this.filterNode(effective),
      batch,
    );
    let hits = buildHits(this.data, result, effective);
    if (hide.size > 0) hits = hits.filter((hit) => !hide.has(hit.objectID));
    for (const { objectID, position } of promote) {
      const record = this.get(objectID);
      if (!record || position > hits.length) continue;
      hits = hits.filter((hit) => hit.objectID !== objectID);
      hits.splice(position, 0, { ...record });
    }
    const response: SearchResponse = {
      hits,
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
      hitsPerPage: result.hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      query: effective.query ?? '',
      params: '',
      index: indexName,
      processingTimeMS: 0,
      ...(result.queryID ? { queryID: result.queryID } : {}),
    } as SearchResponse;
    const facetNames = this.requestedFacets(effective.facets);
    if (facetNames.length > 0) {
      const { facets, stats, exhaustive } = countFacets(
        this.data,
        result.matched,
        facetNames,
        Number(effective.maxValuesPerFacet ?? 100),
        effective.sortFacetValuesBy === 'alpha' ? 'alpha' : 'count',
      );
      response.facets = facets;
      if (Object.keys(stats).length > 0) response.facets_stats = stats;
      response.exhaustiveFacetsCount = exhaustive;
      response.exhaustive.facetsCount = exhaustive;
    }
    // The index's, unless the query or a rule's consequence sets its own.
    if (effective.renderingContent !== undefined) response.renderingContent = effective.renderingContent;
    if (userData.length > 0) response.userData = userData;
    if (effective.getRankingInfo === true && appliedRules.length > 0)
      response.appliedRules = appliedRules.map((objectID) => ({ objectID }));
    Object.defineProperty(response, 'rankedObjectIDs', {
      enumerable: false,
      value: () => result.rankedDocs().map((doc) => this.data.records[doc]!.objectID),
    });
    response.processingTimeMS = Math.round(performance.now() - started);
    return { response, result, effective };
  }

  searchForFacetValues(
    facet: string,
    params: SearchParams & { facetQuery?: string; maxFacetHits?: number },
  ): FacetSearchResponse {
    const started = performance.now();
    const declared = this.data.facetAttributes.find((f) => f.path === facet);
    if (!declared?.searchable) {
      throw new SearchError(
        400,
        `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
      );
    }
    const { params: effective } = this.effectiveParams(params);
    const result = runQuery(
      this.data,
      { ...effective, hitsPerPage: 0 },
      [...this.synonyms.values()],
      this.filterNode(effective),
    );
    const facetHits = searchFacetValues(this.data, result.matched, facet, params.facetQuery ?? '', {
      maxFacetHits: Math.min(Math.max(Number(params.maxFacetHits ?? 10), 1), 100),
      pre: effective.highlightPreTag ?? '<em>',
      post: effective.highlightPostTag ?? '</em>',
    });
    return {
      facetHits,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /** Object ids matching the filters (and query) of a deleteBy request. */
  matchingObjectIDs(params: SearchParams): string[] {
    const result = runQuery(this.data, { ...params, hitsPerPage: 0 }, [], this.filterNode(params));
    return Array.from(result.matched, (doc) => this.data.records[doc]!.objectID);
  }

  private filterNode(params: SearchParams): FilterNode {
    try {
      return searchFilters(params);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw new SearchError(400, error.message);
      throw error;
    }
  }

  private effectiveParams(params: SearchParams) {
    const base: SearchParams = { ...this.getSettings(), ...params } as SearchParams;
    return applyRules(
      base,
      [...this.rules.values()],
      (attribute) => this.data.facetPostings.get(attribute)?.ids,
    );
  }

  private requestedFacets(facets: unknown): string[] {
    const list = typeof facets === 'string' ? [facets] : Array.isArray(facets) ? (facets as string[]) : [];
    if (list.includes('*')) return this.data.facetAttributes.filter((f) => !f.filterOnly).map((f) => f.path);
    const declared = new Set(this.data.facetAttributes.filter((f) => !f.filterOnly).map((f) => f.path));
    return list.filter((name) => declared.has(name));
  }

  private rebuild(): void {
    const records = this.records();
    this.data = new IndexData(this.settings.searchableAttributes, this.settings.attributesForFaceting);
    for (const record of records) this.data.upsert(record);
    this.data.trim();
  }

  /** Rebuilds when dead documents outnumber live ones; whether it did. */
  private maybeCompact(): boolean {
    const compact = this.data.deadCount > COMPACT_MIN_DEAD && this.data.deadCount > this.data.liveCount;
    if (compact) this.rebuild();
    return compact;
  }
}
