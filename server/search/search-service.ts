// The search service: the engine made durable, behind API keys, with a cache of recent results. This is
// what the Algolia-compatible routes call; it knows nothing of HTTP.
import {
  CHUNK_INDEX,
  isBillMatchesIndex,
  searchBillMatchFacetValues,
  searchBillMatches,
} from './bill-matches/bill-matches.js';
import { SearchBatch } from './engine/search-batch.js';
import type { SearchEngine } from './engine/search-engine.js';
import { SearchError } from './engine/search-error.js';
import { canUseIndex, restrictSearchParams, type Access } from './keys/access.js';
import { assertIndexes, createAuthorizer } from './keys/authorizer.js';
import { createKeyring, type Credentials } from './keys/keyring.js';
import { createCursorSigner } from './keys/signed-cursors.js';
import type { DurableEngine } from './persistence/durable-engine.js';
import { openDurableSearchEngine } from './persistence/restore-search-engine.js';
import { openSearchStore } from './persistence/search-store.js';
import type { ObjectRequest } from './protocol/index-requests.js';
import type { FacetSearchParams, MultiQueryRequest } from './protocol/multi-query.js';
import {
  idsWhenAllOnPage,
  presentSearchResponse,
  rankedObjectIDs,
  skippedFacetResult,
  skippedHitsResult,
} from './protocol/present-response.js';
import {
  createResultsCache,
  type ResultsCache,
  type ResultsCacheOptions,
} from './results-cache/results-cache.js';
import type {
  FacetSearchResponse,
  SearchParams,
  SearchRecord,
  SearchResponse,
  WriteOperation,
} from './types.js';

export interface SearchServiceOptions {
  /** SQLite file of the search store; `:memory:` for tests. */
  dataFile: string;
  appId: string;
  adminApiKey?: string;
  searchApiKey?: string;
  /** Snapshot the engine after this many logged writes… (default 10,000) */
  snapshotEveryOperations?: number;
  /** …or this many bytes of logged JSON (default 64 MiB), so start-up replays little. */
  snapshotEveryBytes?: number;
  resultsCache?: Partial<ResultsCacheOptions>;
  warn?(message: string, details: Record<string, unknown>): void;
  /** Unix milliseconds (tests). */
  now?: () => number;
}

export type SearchService = ReturnType<typeof createSearchService>;

const MiB = 1024 * 1024;
// Snapshots keep start-up replay short; the results cache keeps half an hour of searches for the overview.
const DEFAULTS = {
  snapshotEveryOperations: 10_000,
  snapshotEveryMiB: 64,
  cacheEntries: 1000,
  cacheMiB: 64,
  cacheTtlSeconds: 30 * 60,
};

export function createSearchService(options: SearchServiceOptions) {
  const store = openSearchStore(options.dataFile);
  const keyring = createKeyring({ store, ...options });
  const authorizer = createAuthorizer(keyring);
  const durable: DurableEngine<SearchEngine> = openDurableSearchEngine(
    store,
    {
      everyOperations: options.snapshotEveryOperations ?? DEFAULTS.snapshotEveryOperations,
      everyBytes: options.snapshotEveryBytes ?? DEFAULTS.snapshotEveryMiB * MiB,
    },
    options.warn,
  );
  const engine = durable.engine;
  const resultsCache: ResultsCache = createResultsCache({
    maxEntries: DEFAULTS.cacheEntries,
    maxBytes: DEFAULTS.cacheMiB * MiB,
    ttlMs: DEFAULTS.cacheTtlSeconds * 1000,
    ...options.resultsCache,
    ...(options.now ? { now: options.now } : {}),
  });

  const cursors = createCursorSigner(keyring.adminApiKey);
  // The virtual `bill_matches` index searches the bill text chunks with their settings.
  const settingsOf = (indexName: string) =>
    engine.getSettings(isBillMatchesIndex(indexName) ? CHUNK_INDEX : indexName);
  const defaultHitsPerPage = (indexName: string) => () => Number(settingsOf(indexName).hitsPerPage ?? 20);
  const runSearch = (indexName: string, params: SearchParams, batch?: SearchBatch) =>
    isBillMatchesIndex(indexName)
      ? searchBillMatches(engine, params, { batch })
      : engine.search(indexName, params, batch);

  /** `batch`: the multi-query request this search is part of. */
  function search(
    access: Access,
    indexName: string,
    params: SearchParams,
    batch?: SearchBatch,
  ): SearchResponse {
    const effective = restrictSearchParams(access, params, defaultHitsPerPage(indexName));
    const response = runSearch(indexName, effective, batch);
    // Ranked again when first asked for (no page, no facets): a second ranking on every search would
    // double its cost. An index deleted in between has no results.
    const rankLater = () => {
      try {
        return rankedObjectIDs(runSearch(indexName, { ...effective, hitsPerPage: 0, facets: [] }));
      } catch (error) {
        if (error instanceof SearchError && error.status === 404) return [];
        throw error;
      }
    };
    const cacheId = resultsCache.put({
      indexName,
      params: effective,
      rankedObjectIDs: idsWhenAllOnPage(response) ?? rankLater,
      nbHits: response.nbHits,
    });
    return presentSearchResponse(response, params, { cache_id: cacheId });
  }

  function searchForFacetValues(access: Access, indexName: string, facet: string, params: FacetSearchParams) {
    const effective = restrictSearchParams(access, params, () => 10);
    return isBillMatchesIndex(indexName)
      ? searchBillMatchFacetValues(engine, facet, effective)
      : engine.searchForFacetValues(indexName, facet, effective);
  }

  return {
    appId: keyring.appId,
    /** Never send this one to a browser. */
    adminApiKey: keyring.adminApiKey,
    /** The search-only key for the web app. */
    searchApiKey: keyring.searchApiKey,
    engine,
    keys: keyring.keys,
    resultsCache,
    ...authorizer,
    /** A request's write: checked against the credentials, then logged and applied. Returns the taskID. */
    writeAs(credentials: Credentials, ops: WriteOperation[]): number {
      authorizer.authorizeWrite(credentials, ops);
      return durable.write(ops);
    },
    search,
    searchForFacetValues,
    /** `POST /1/indexes/*\/queries`; the access must already allow `search` (each index is checked here). */
    multipleQueries(access: Access, request: MultiQueryRequest) {
      assertIndexes(
        access,
        request.requests.map((query) => query.indexName),
      );
      // InstantSearch's queries for one page repeat the same words with other filters: they share matching.
      const batch = new SearchBatch();
      let enough = false;
      const results: (SearchResponse | FacetSearchResponse)[] = request.requests.map((query) => {
        if (enough)
          return query.type === 'facet'
            ? skippedFacetResult()
            : skippedHitsResult(query.indexName, query.params);
        if (query.type === 'facet')
          return searchForFacetValues(access, query.indexName, query.facet, query.params);
        const result = search(access, query.indexName, query.params, batch);
        enough = request.strategy === 'stopIfEnoughMatches' && result.nbHits >= result.hitsPerPage;
        return result;
      });
      return { results };
    },
    browse(access: Access, indexName: string, params: SearchParams) {
      const { cursor, ...rest } = params;
      const effective = restrictSearchParams(access, rest, () => 1000);
      const response = engine.browse(indexName, {
        ...effective,
        ...(typeof cursor === 'string' ? { cursor: cursors.verify(access, cursor) } : {}),
      });
      return presentSearchResponse(response, params, {
        ...(response.cursor ? { cursor: cursors.sign(access, response.cursor) } : {}),
      });
    },
    getObjects(access: Access, requests: ObjectRequest[]): { results: (SearchRecord | null)[] } {
      assertIndexes(
        access,
        requests.map((request) => request.indexName),
      );
      return {
        results: requests.map(
          ({ indexName, objectID, attributesToRetrieve }) =>
            engine.getObject(indexName, objectID, attributesToRetrieve) ?? null,
        ),
      };
    },
    /** `GET /1/indexes`: the indexes the key may use; every one when `page` is absent. */
    listIndexes(access: Access, page?: number, hitsPerPage = 100) {
      const items = engine.listIndexes().filter((index) => canUseIndex(access, index.name));
      if (page === undefined) return { items, nbPages: 1 };
      return {
        items: items.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
        nbPages: Math.ceil(items.length / hitsPerPage),
      };
    },
    /** An in-process write (no credentials): logs it durably, applies it, returns the taskID. */
    write: (ops: WriteOperation[]): number => durable.write(ops),
    /** Writes apply synchronously, so every taskID handed out so far is published. */
    isPublished: (taskID: number): boolean => taskID >= 0 && taskID <= durable.appliedSeq,
    /** Snapshots the engine (when the log grew) and closes the store. */
    close: () => durable.close(),
  };
}

/**
 * The service's settings from the environment (the README lists them): SEARCH_DATA_FILE, SEARCH_APP_ID,
 * SEARCH_ADMIN_API_KEY, SEARCH_API_KEY, SEARCH_SNAPSHOT_EVERY_OPERATIONS, SEARCH_SNAPSHOT_EVERY_MB,
 * SEARCH_RESULTS_CACHE_ENTRIES, SEARCH_RESULTS_CACHE_MB, SEARCH_RESULTS_CACHE_TTL_SECONDS.
 */
export function searchConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SearchServiceOptions {
  const number = (name: string, fallback: number) => {
    const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${name} must be a positive number, got '${env[name]}'`);
    return value;
  };
  return {
    dataFile: env.SEARCH_DATA_FILE || 'var/search.db',
    appId: env.SEARCH_APP_ID || 'STATEHOUSE',
    ...(env.SEARCH_ADMIN_API_KEY ? { adminApiKey: env.SEARCH_ADMIN_API_KEY } : {}),
    ...(env.SEARCH_API_KEY ? { searchApiKey: env.SEARCH_API_KEY } : {}),
    snapshotEveryOperations: number('SEARCH_SNAPSHOT_EVERY_OPERATIONS', DEFAULTS.snapshotEveryOperations),
    snapshotEveryBytes: number('SEARCH_SNAPSHOT_EVERY_MB', DEFAULTS.snapshotEveryMiB) * MiB,
    resultsCache: {
      maxEntries: number('SEARCH_RESULTS_CACHE_ENTRIES', DEFAULTS.cacheEntries),
      maxBytes: number('SEARCH_RESULTS_CACHE_MB', DEFAULTS.cacheMiB) * MiB,
      ttlMs: number('SEARCH_RESULTS_CACHE_TTL_SECONDS', DEFAULTS.cacheTtlSeconds) * 1000,
    },
  };
}
