// The engine: named indexes and the write operations that change them. Everything is synchronous and in
// memory; durability is the persistence layer's job (it logs each WriteOperation before `apply`).
import type {
  FacetSearchResponse,
  IndexSettings,
  Rule,
  SearchParams,
  SearchHit,
  SearchRecord,
  SearchResponse,
  Synonym,
  WriteOperation,
} from '../types.js';
import type { FilterNode } from '../filters/filter-ast.js';
import { matchesFilter } from '../filters/evaluate-filter.js';
import type { QueryTermMatcher } from '../text/highlight.js';
import { pickAttributes } from './attribute-paths.js';
import type { SearchBatch } from './search-batch.js';
import { SearchError } from './search-error.js';
import type { SavedIndexData } from './index-data.js';
import { SearchIndex, type GroupedSearch } from './search-index.js';
import { runSteps, type Steps } from './work-steps.js';

interface IndexDescription {
  name: string;
  settings: IndexSettings;
  synonyms: Synonym[];
  rules: Rule[];
  createdAt: string;
  updatedAt: string;
}

/** The state as records (snapshot formats 1 and 2): loading it indexes every record again. */
export interface EngineSnapshot {
  version: 1;
  indexes: (IndexDescription & { records: SearchRecord[] })[];
}

/** The state with each index's built structure (snapshot format 3): loading it indexes nothing. */
export interface BuiltEngineSnapshot {
  version: 3;
  indexes: (IndexDescription & { data: SavedIndexData })[];
}

const BROWSE_PAGE_SIZE = 1000;

export class SearchEngine {
  private readonly indexes = new Map<string, SearchIndex>();

  hasIndex(name: string): boolean {
    return this.indexes.has(name);
  }

  apply(op: WriteOperation): void {
    switch (op.type) {
      case 'saveObjects':
        for (const object of op.objects) requireObjectID(object);
        for (const index of this.withReplicas(op.index, true)) index.save(op.objects);
        return;
      case 'partialUpdateObjects': {
        // The index is created only once every update is known to apply: a rejected operation leaves
        // no trace (engine replicas and a replay must end in the same state).
        const primary = this.indexes.get(op.index);
        const merged = op.objects.flatMap((partial) => {
          requireObjectID(partial);
          const current = primary?.get(partial.objectID);
          if (!current && !op.createIfNotExists) return [];
          return [applyPartial(current ?? { objectID: partial.objectID }, partial)];
        });
        for (const index of this.withReplicas(op.index, true)) index.save(merged);
        return;
      }
      case 'deleteObjects':
        for (const index of this.withReplicas(op.index, false)) index.remove(op.objectIDs);
        return;
      case 'deleteBy': {
        const index = this.indexes.get(op.index);
        if (!index) return;
        const ids = index.matchingObjectIDs(op.params);
        for (const target of this.withReplicas(op.index, false)) target.remove(ids);
        return;
      }
      case 'clearObjects':
        for (const index of this.withReplicas(op.index, false)) index.clear();
        return;
      case 'deleteIndex':
        this.indexes.delete(op.index);
        return;
      case 'setSettings':
        return this.setSettings(op.index, op.settings, op.forwardToReplicas ?? false);
      case 'copyIndex':
        return this.copy(op.index, op.destination, op.scope);
      case 'moveIndex': {
        const source = this.indexes.get(op.index);
        if (!source) throw new SearchError(404, 'Index does not exist');
        this.copy(op.index, op.destination, undefined);
        this.indexes.delete(op.index);
        return;
      }
      case 'saveSynonyms':
        for (const index of this.settingsTargets(op.index, op.forwardToReplicas, true)) {
          if (op.replaceExisting) index.synonyms.clear();
          for (const synonym of op.synonyms) index.synonyms.set(synonym.objectID, synonym);
          index.touch();
        }
        return;
      case 'deleteSynonym':
        for (const index of this.settingsTargets(op.index, op.forwardToReplicas, false))
          index.synonyms.delete(op.objectID);
        return;
      case 'clearSynonyms':
        for (const index of this.settingsTargets(op.index, op.forwardToReplicas, false))
          index.synonyms.clear();
        return;
      case 'saveRules':
        for (const index of this.settingsTargets(op.index, op.forwardToReplicas, true)) {
          if (op.clearExistingRules) index.rules.clear();
          for (const rule of op.rules) index.rules.set(rule.objectID, rule);
          index.touch();
        }
        return;
      case 'deleteRule':
        for (const index of this.settingsTargets(op.index, op.forwardToReplicas, false))
          index.rules.delete(op.objectID);
        return;
      case 'clearRules':
        for (const index of this.settingsTargets(op.index, op.forwardToReplicas, false)) index.rules.clear();
        return;
    }
  }

  /** The searches of one multi-query request pass the request's `batch` to share work (search-batch.ts). */
  search(indexName: string, params: SearchParams, batch?: SearchBatch): SearchResponse {
    return this.existing(indexName).search(params, indexName, batch);
  }

  /** A distinct search with each hit's best group members (see `SearchIndex.searchGroups`). */
  searchGroups(
    indexName: string,
    params: SearchParams,
    perGroup: number,
    batch?: SearchBatch,
  ): GroupedSearch {
    return this.existing(indexName).searchGroups(params, perGroup, indexName, batch);
  }

  /** Records of an index as hits highlighted for another index's query (see `SearchIndex.hitsFor`). */
  hitsFor(
    indexName: string,
    objectIDs: readonly string[],
    matchers: readonly QueryTermMatcher[],
    params: SearchParams,
  ): (SearchHit | undefined)[] {
    const index = this.indexes.get(indexName);
    return index ? index.hitsFor(objectIDs, matchers, params) : objectIDs.map(() => undefined);
  }

  searchForFacetValues(
    indexName: string,
    facet: string,
    params: SearchParams & { facetQuery?: string; maxFacetHits?: number },
  ): FacetSearchResponse {
    return this.existing(indexName).searchForFacetValues(facet, params);
  }

  /** Pages through every matching record; the cursor encodes where the next page starts. */
  browse(
    indexName: string,
    params: SearchParams & { cursor?: string },
  ): SearchResponse & { cursor?: string } {
    const { cursor, ...rest } = params;
    let offset = 0;
    let browseParams: SearchParams = rest;
    if (cursor) {
      try {
        const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
          offset: number;
          params: SearchParams;
        };
        offset = decoded.offset;
        browseParams = decoded.params;
      } catch {
        throw new SearchError(400, 'cursor is not valid');
      }
    }
    const hitsPerPage = Math.min(Number(browseParams.hitsPerPage ?? BROWSE_PAGE_SIZE), BROWSE_PAGE_SIZE);
    const response = this.existing(indexName).search({
      ...browseParams,
      offset,
      length: hitsPerPage,
      hitsPerPage,
      paginationLimitedTo: Number.MAX_SAFE_INTEGER,
      attributesToHighlight: browseParams.attributesToHighlight ?? [],
    });
    const next = offset + response.hits.length;
    const page = Math.floor(offset / hitsPerPage);
    return {
      ...response,
      page,
      hitsPerPage,
      nbPages: Math.ceil(response.nbHits / hitsPerPage),
      ...(next < response.nbHits
        ? {
            cursor: Buffer.from(JSON.stringify({ offset: next, params: browseParams })).toString('base64url'),
          }
        : {}),
    };
  }

  /**
   * A record with the attributes asked for; `visibleTo` (a secured key's filters) hides a record
   * outside it, as if it did not exist.
   */
  getObject(
    indexName: string,
    objectID: string,
    attributesToRetrieve?: string[],
    visibleTo?: FilterNode,
  ): SearchRecord | undefined {
    const record = this.indexes.get(indexName)?.get(objectID);
    if (!record || (visibleTo && !matchesFilter(visibleTo, record))) return undefined;
    const hidden = this.indexes.get(indexName)!.settings.unretrievableAttributes;
    return { ...pickAttributes(record, attributesToRetrieve, hidden), objectID: record.objectID };
  }

  /** An index's record count and how many of its records hold each term: how common a word is there. */
  termDocumentCounts(indexName: string, terms: readonly string[]): { records: number; counts: number[] } {
    const index = this.indexes.get(indexName);
    if (!index) return { records: 0, counts: terms.map(() => 0) };
    return { records: index.size, counts: terms.map((term) => index.data.documentFrequency(term)) };
  }

  getSettings(indexName: string): IndexSettings {
    return this.existing(indexName).getSettings();
  }

  listIndexes() {
    return [...this.indexes.values()].map((index) => {
      const { dataSize } = index;
      return {
        name: index.name,
        entries: index.size,
        dataSize,
        fileSize: dataSize,
        createdAt: index.createdAt,
        updatedAt: index.updatedAt,
        lastBuildTimeS: 0,
        numberOfPendingTasks: 0,
        pendingTask: false,
        ...(typeof index.settings.primary === 'string' ? { primary: index.settings.primary } : {}),
        ...(index.settings.replicas?.length ? { replicas: index.settings.replicas } : {}),
      };
    });
  }

  getSynonym(indexName: string, objectID: string): Synonym | undefined {
    return this.indexes.get(indexName)?.synonyms.get(objectID);
  }

  searchSynonyms(
    indexName: string,
    params: { query?: string; type?: string; page?: number; hitsPerPage?: number },
  ) {
    const all = [...(this.indexes.get(indexName)?.synonyms.values() ?? [])].filter(
      (s) => (!params.type || s.type === params.type) && matchesText(s, params.query),
    );
    const { page, hitsPerPage } = paging(params);
    return { hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: all.length };
  }

  getRule(indexName: string, objectID: string): Rule | undefined {
    return this.indexes.get(indexName)?.rules.get(objectID);
  }

  searchRules(
    indexName: string,
    params: {
      query?: string;
      anchoring?: string;
      context?: string;
      page?: number;
      hitsPerPage?: number;
      enabled?: boolean;
    },
  ) {
    const all = [...(this.indexes.get(indexName)?.rules.values() ?? [])].filter(
      (rule) =>
        matchesText(rule, params.query) &&
        (params.enabled === undefined || (rule.enabled !== false) === params.enabled) &&
        (!params.anchoring || (rule.conditions ?? []).some((c) => c.anchoring === params.anchoring)) &&
        (!params.context || (rule.conditions ?? []).some((c) => c.context === params.context)),
    );
    const { page, hitsPerPage } = paging(params);
    return {
      hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
      nbHits: all.length,
      page,
      nbPages: Math.ceil(all.length / hitsPerPage),
    };
  }

  exportState(): EngineSnapshot {
    return {
      version: 1,
      indexes: [...this.indexes.values()].map((index) => ({
        ...describe(index),
        records: index.records(),
      })),
    };
  }

  /**
   * The state with each index's structure, for encodeBuiltSnapshot. Its typed arrays may be views of
   * this engine's own: encode it before the next write, and never load it into another engine unencoded.
   */
  exportBuiltState(): BuiltEngineSnapshot {
    return runSteps(this.exportBuiltStateInSteps());
  }

  /** `exportBuiltState()` in steps (work-steps.ts): no write may come before it ends. */
  *exportBuiltStateInSteps(): Steps<BuiltEngineSnapshot> {
    const indexes: BuiltEngineSnapshot['indexes'] = [];
    for (const index of this.indexes.values())
      indexes.push({ ...describe(index), data: yield* index.data.savedInSteps() });
    return { version: 3, indexes };
  }

  /**
   * Gives back the room every index's lists keep for growth (see IndexData.trim): all of it, or (`room`,
   * for when writes pause) all but a sixteenth, kept for the next writes.
   */
  trim(room = false): void {
    for (const index of this.indexes.values()) index.data.trim(room);
  }

  static fromSnapshot(snapshot: EngineSnapshot | BuiltEngineSnapshot): SearchEngine {
    const engine = new SearchEngine();
    for (const saved of snapshot.indexes) {
      const index = new SearchIndex(saved.name);
      index.setSettings(saved.settings as Record<string, unknown>);
      if ('data' in saved) index.restoreData(saved.data);
      else index.save(saved.records);
      for (const synonym of saved.synonyms) index.synonyms.set(synonym.objectID, synonym);
      for (const rule of saved.rules) index.rules.set(rule.objectID, rule);
      index.createdAt = saved.createdAt;
      index.updatedAt = saved.updatedAt;
      engine.indexes.set(saved.name, index);
    }
    return engine;
  }

  private ensure(name: string): SearchIndex {
    let index = this.indexes.get(name);
    if (!index) this.indexes.set(name, (index = new SearchIndex(name)));
    return index;
  }

  private existing(name: string): SearchIndex {
    const index = this.indexes.get(name);
    if (!index) throw new SearchError(404, 'Index does not exist');
    return index;
  }

  /** The index and its replicas (records written to a primary reach its replicas). */
  private withReplicas(name: string, create: boolean): SearchIndex[] {
    const primary = create ? this.ensure(name) : this.indexes.get(name);
    if (!primary) return [];
    const replicas = (primary.settings.replicas ?? [])
      .map((r) => this.indexes.get(replicaName(r)))
      .filter((r) => r !== undefined);
    return [primary, ...replicas];
  }

  /** Where a settings, synonym or rule change goes: the index, plus its replicas when forwarded. */
  private settingsTargets(name: string, forward: boolean | undefined, create: boolean): SearchIndex[] {
    if (forward) return this.withReplicas(name, create);
    const index = create ? this.ensure(name) : this.indexes.get(name);
    return index ? [index] : [];
  }

  private setSettings(name: string, update: Record<string, unknown>, forward: boolean): void {
    const index = this.ensure(name);
    const before = new Set((index.settings.replicas ?? []).map(replicaName));
    index.setSettings(update);
    // Like Algolia: a replica's own ranking survives unless the change is forwarded; the replica list and
    // the primary link are never forwarded.
    const { replicas: _replicas, primary: _primary, ...forwarded } = update;
    for (const replica of index.settings.replicas ?? []) {
      const target = replicaName(replica);
      if (!this.indexes.has(target)) {
        const created = this.ensure(target);
        created.setSettings({ ...omitReplicaLinks(index.settings), primary: name });
        created.save(index.records());
      } else if (forward && before.has(target)) {
        this.indexes.get(target)!.setSettings(forwarded);
      }
    }
  }

  private copy(
    source: string,
    destination: string,
    scope: ('settings' | 'synonyms' | 'rules')[] | undefined,
  ): void {
    const from = this.indexes.get(source);
    if (!from) throw new SearchError(404, 'Index does not exist');
    const to = scope ? this.ensure(destination) : new SearchIndex(destination);
    const all = !scope;
    if (all || scope.includes('settings')) to.setSettings({ ...from.settings, replicas: null });
    if (all || scope.includes('synonyms'))
      for (const s of from.synonyms.values()) to.synonyms.set(s.objectID, s);
    if (all || scope.includes('rules')) for (const r of from.rules.values()) to.rules.set(r.objectID, r);
    if (all) to.save(from.records());
    to.touch();
    this.indexes.set(destination, to);
  }
}

function omitReplicaLinks(settings: IndexSettings): Record<string, unknown> {
  const { replicas: _replicas, primary: _primary, ...rest } = settings as Record<string, unknown>;
  return rest;
}

/** Virtual replicas are written 'virtual(name)'. */
function replicaName(entry: string): string {
  return /^virtual\((.*)\)$/.exec(entry)?.[1] ?? entry;
}

function requireObjectID(object: { objectID?: unknown }): void {
  if (typeof object.objectID !== 'string' || object.objectID === '') {
    throw new SearchError(400, 'objectID is required and must be a non-empty string');
  }
}

/** Partial update with Algolia's built-in operations (Increment, Decrement, Add, Remove, AddUnique…). */
function applyPartial(current: SearchRecord, partial: SearchRecord): SearchRecord {
  const next: SearchRecord = { ...current };
  for (const [key, value] of Object.entries(partial)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && '_operation' in value) {
      const { _operation: operation, value: operand } = value as { _operation: string; value: unknown };
      const existing = next[key];
      const list = Array.isArray(existing) ? [...existing] : existing === undefined ? [] : [existing];
      switch (operation) {
        case 'Increment':
        case 'IncrementFrom':
        case 'IncrementSet':
          next[key] = (typeof existing === 'number' ? existing : 0) + Number(operand);
          break;
        case 'Decrement':
          next[key] = (typeof existing === 'number' ? existing : 0) - Number(operand);
          break;
        case 'Add':
          next[key] = [...list, operand as never];
          break;
        case 'AddUnique':
          next[key] = list.some((v) => JSON.stringify(v) === JSON.stringify(operand))
            ? list
            : [...list, operand as never];
          break;
        case 'Remove':
          next[key] = list.filter((v) => JSON.stringify(v) !== JSON.stringify(operand));
          break;
        default:
          throw new SearchError(400, `Unknown partial update operation '${operation}' on attribute '${key}'`);
      }
    } else {
      next[key] = value;
    }
  }
  return next;
}

function matchesText(item: object, query: string | undefined): boolean {
  return !query || JSON.stringify(item).toLowerCase().includes(query.toLowerCase());
}

function paging(params: { page?: number; hitsPerPage?: number }) {
  return {
    page: Math.max(0, Number(params.page ?? 0)),
    hitsPerPage: Math.min(Math.max(1, Number(params.hitsPerPage ?? 100)), 1000),
  };
}

function describe(index: SearchIndex): IndexDescription {
  return {
    name: index.name,
    settings: index.settings,
    synonyms: [...index.synonyms.values()],
    rules: [...index.rules.values()],
    createdAt: index.createdAt,
    updatedAt: index.updatedAt,
  };
}
