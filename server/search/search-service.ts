// The search service: the engine made durable and run off the API's event loop (workers/engine-pool.ts),
// behind API keys, with a cache of recent results. This is what the Algolia-compatible routes call; it
// knows nothing of HTTP. Every engine call is a promise: it runs in an engine replica's thread.
import { randomBytes } from 'node:crypto';
import { AnswerCache } from './answer-cache/answer-cache.js';
import { CHUNK_INDEX, isBillMatchesIndex } from './bill-matches/bill-matches.js';
import { SearchError } from './engine/search-error.js';
import { canUseIndex, recordFilterOf, restrictSearchParams, type Access } from './keys/access.js';
import { assertIndexes, createAuthorizer } from './keys/authorizer.js';
import { createKeyring, type Credentials } from './keys/keyring.js';
import { createCursorSigner } from './keys/signed-cursors.js';
import { openSearchStore } from './persistence/search-store.js';
import type { ObjectRequest } from './protocol/index-requests.js';
import type { FacetSearchParams, MultiQuery, MultiQueryRequest } from './protocol/multi-query.js';
import { presentSearchResponse, skippedFacetResult, skippedHitsResult } from './protocol/present-response.js';
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
import { engineReads, type HitsAnswer, type QueryAnswer } from './workers/engine-reads.js';
import { EnginePool, type QueueLimits } from './workers/engine-pool.js';

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
  /**
   * Engine replicas, each a worker thread holding every index (default 2: one answers searches while
   * another applies a write or writes a snapshot; 1 halves the memory but pauses searches meanwhile).
   */
  workers?: number;
  /** Bounds of the engine's queues (tests). */
  queueLimits?: Partial<QueueLimits>;
  resultsCache?: Partial<ResultsCacheOptions>;
  warn?(message: string, details: Record<string, unknown>): void;
  /** Unix milliseconds (tests). */
  now?: () => number;
}

export type SearchService = ReturnType<typeof createSearchService>;

/** The engine's reads (SearchEngine's own names and arguments), each answered by a replica. */
export type EngineClient = {
  [K in keyof ReturnType<typeof engineReads>]: (
    ...args: Parameters<ReturnType<typeof engineReads>[K]>
  ) => Promise<Awaited<ReturnType<ReturnType<typeof engineReads>[K]>>>;
};

const MiB = 1024 * 1024;
// Snapshots keep start-up replay short; the results cache keeps half an hour of searches for the overview.
const DEFAULTS = {
  snapshotEveryOperations: 10_000,
  snapshotEveryMiB: 64,
  workers: 1,
  cacheEntries: 1000,
  cacheMiB: 64,
  cacheTtlSeconds: 30 * 60,
};

/**
 * The queries of a multi-query request go to the engine this many at a time, each slice queued behind
 * other clients' searches: 100 heavy queries in one request cannot hold a replica for all of their time.
 * InstantSearch's requests (a query per tab and refined facet) mostly fit in one.
 */
const QUERIES_PER_SLICE = 10;

/** Recent answers kept until the next write (answer-cache.ts): a crowd's queries, a few pages each. */
const ANSWER_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024, maxAgeMs: 60_000 };

export function createSearchService(options: SearchServiceOptions) {
  // The API thread's connection: keys and meta. The journal's worker has its own for the log.
  const store = openSearchStore(options.dataFile);
  const keyring = createKeyring({ store, ...options });
  const authorizer = createAuthorizer(keyring);
  const pool = new EnginePool({
    dataFile: options.dataFile,
    policy: {
      everyOperations: options.snapshotEveryOperations ?? DEFAULTS.snapshotEveryOperations,
      everyBytes: options.snapshotEveryBytes ?? DEFAULTS.snapshotEveryMiB * MiB,
    },
    replicas: options.workers ?? DEFAULTS.workers,
    ...(options.queueLimits ? { limits: options.queueLimits } : {}),
    warn: options.warn ?? (() => {}),
  });
  const engine = engineClientOf(pool);
  const resultsCache: ResultsCache = createResultsCache({
    maxEntries: DEFAULTS.cacheEntries,
    maxBytes: DEFAULTS.cacheMiB * MiB,
    ttlMs: DEFAULTS.cacheTtlSeconds * 1000,
    ...options.resultsCache,
    ...(options.now ? { now: options.now } : {}),
  });
  const cursors = createCursorSigner(keyring.adminApiKey);
  const answerCache = new AnswerCache(ANSWER_CACHE_LIMITS, options.now);

  /** The request's parameters with the key's restrictions; an index's own hitsPerPage only when capped. */
  async function restricted(access: Access, indexName: string, params: SearchParams) {
    let hitsPerPage = 20;
    if (!access.admin && access.maxHitsPerQuery > 0) {
      // The virtual `bill_matches` index searches the bill text chunks with their settings.
      const settings = await engine
        .getSettings(isBillMatchesIndex(indexName) ? CHUNK_INDEX : indexName)
        .catch(() => ({ hitsPerPage: 20 }));
      hitsPerPage = Number(settings.hitsPerPage ?? 20);
    }
    return restrictSearchParams(access, params, () => hitsPerPage);
  }

  /** A hits answer as sent: the request's parameters echoed, and its ranked ids kept under a cache_id. */
  function presentHits(
    query: MultiQuery,
    effective: SearchParams,
    { response, rankedIds }: HitsAnswer,
    repeated: boolean,
  ) {
    // Ranked again only when first asked for (no page, no facets): a second ranking on every search
    // would double its cost. An index deleted in between has no results.
    const rankLater = () =>
      pool.read('rank', query.indexName, effective).catch((error: unknown) => {
        if (error instanceof SearchError && error.status === 404) return [];
        throw error;
      });
    const cacheId = resultsCache.put({
      indexName: query.indexName,
      params: effective,
      rankedObjectIDs: rankedIds ?? rankLater,
      nbHits: response.nbHits,
    });
    // A repeated answer is a new search for click analytics (its own queryID), and took no engine time.
    const again = repeated
      ? { processingTimeMS: 0, ...(response.queryID ? { queryID: randomBytes(16).toString('hex') } : {}) }
      : {};
    return presentSearchResponse(response, query.params, { cache_id: cacheId, ...again });
  }

  /** The slice's queries kept since the last write from the cache, the others run by a replica. */
  async function answerRepeatedOrRun(slice: MultiQuery[]) {
    const seq = pool.publishedSeq;
    const kept = slice.map((query) => answerCache.get(query, seq));
    const missing = slice.filter((_, i) => kept[i] === undefined);
    const fresh = missing.length > 0 ? (await pool.read('queries', missing, false)).answers : [];
    let next = 0;
    const answers = kept.map((answer, i) => {
      if (answer) return answer;
      const ran = fresh[next++]!;
      answerCache.set(slice[i]!, seq, ran);
      return ran;
    });
    return { answers, kept: kept.map((answer) => answer !== undefined), enough: false };
  }

  /**
   * `POST /1/indexes/*\/queries`, and each single search: the queries in slices (see QUERIES_PER_SLICE),
   * each slice sharing its word matching in the replica.
   */
  async function multipleQueries(access: Access, request: MultiQueryRequest) {
    const { requests } = request;
    assertIndexes(
      access,
      requests.map((query) => query.indexName),
    );
    const effective = await Promise.all(
      requests.map(async (query): Promise<MultiQuery> =>
        query.type === 'facet'
          ? { ...query, params: restrictSearchParams(access, query.params, () => 10) }
          : { ...query, params: await restricted(access, query.indexName, query.params) },
      ),
    );
    const results: (SearchResponse | FacetSearchResponse)[] = [];
    let enough = false;
    for (let start = 0; start < effective.length && !enough; start += QUERIES_PER_SLICE) {
      const slice = effective.slice(start, start + QUERIES_PER_SLICE);
      const sliceAnswers: { answers: QueryAnswer[]; enough: boolean; kept?: boolean[] } =
        request.strategy === 'stopIfEnoughMatches'
          ? await pool.read('queries', slice, true)
          : await answerRepeatedOrRun(slice);
      sliceAnswers.answers.forEach((queryAnswer: QueryAnswer, i) => {
        const query = requests[start + i]!;
        results.push(
          'response' in queryAnswer
            ? presentHits(query, slice[i]!.params, queryAnswer, sliceAnswers.kept?.[i] ?? false)
            : queryAnswer,
        );
      });
      enough = sliceAnswers.enough;
    }
    // The queries `stopIfEnoughMatches` did not run: empty results in their place (clients read by position).
    for (const query of requests.slice(results.length))
      results.push(
        query.type === 'facet' ? skippedFacetResult() : skippedHitsResult(query.indexName, query.params),
      );
    return { results };
  }

  return {
    appId: keyring.appId,
    /** Never send this one to a browser. */
    adminApiKey: keyring.adminApiKey,
    /** The search-only key for the web app. */
    searchApiKey: keyring.searchApiKey,
    /** Resolves once every index is loaded from the latest snapshot and the log (searches wait for it). */
    ready: pool.ready,
    get isReady(): boolean {
      return pool.isReady;
    },
    /** Writes accepted and not yet searchable. */
    get writesPending(): number {
      return pool.writesPending;
    },
    /** The engine's reads, unrestricted (in-process callers and admin routes). */
    engine,
    keys: keyring.keys,
    resultsCache,
    ...authorizer,
    /** A request's write: checked against the credentials, then logged and applied. Resolves with the taskID. */
    writeAs(credentials: Credentials, ops: WriteOperation[]): Promise<number> {
      authorizer.authorizeWrite(credentials, ops);
      return pool.write(ops);
    },
    async search(access: Access, indexName: string, params: SearchParams): Promise<SearchResponse> {
      const { results } = await multipleQueries(access, {
        requests: [{ type: 'default', indexName, params }],
        strategy: 'none',
      });
      return results[0] as SearchResponse;
    },
    searchForFacetValues(access: Access, indexName: string, facet: string, params: FacetSearchParams) {
      return pool.read(
        'searchForFacetValues',
        indexName,
        facet,
        restrictSearchParams(access, params, () => 10),
      );
    },
    /** `POST /1/indexes/*\/queries`; the access must already allow `search` (each index is checked here). */
    multipleQueries,
    async browse(access: Access, indexName: string, params: SearchParams) {
      const { cursor, ...rest } = params;
      const effective = restrictSearchParams(access, rest, () => 1000);
      const response = await pool.read('browse', indexName, {
        ...effective,
        ...(typeof cursor === 'string' ? { cursor: cursors.verify(access, cursor) } : {}),
      });
      return presentSearchResponse(response, params, {
        ...(response.cursor ? { cursor: cursors.sign(access, response.cursor) } : {}),
      });
    },
    /** Records by id; one the key's filters exclude is null, as if it did not exist. */
    async getObjects(
      access: Access,
      requests: ObjectRequest[],
    ): Promise<{ results: (SearchRecord | null)[] }> {
      assertIndexes(
        access,
        requests.map((request) => request.indexName),
      );
      const forced = access.forcedParams.attributesToRetrieve;
      const asked = forced
        ? requests.map((request) => ({ ...request, attributesToRetrieve: forced }))
        : requests;
      return { results: await pool.read('getObjects', asked, recordFilterOf(access)) };
    },
    /** `GET /1/indexes/{index}/{objectID}`: a 404 for a record the key's filters exclude, as for a missing one. */
    getObject(access: Access, indexName: string, objectID: string, attributesToRetrieve?: string[]) {
      const forced = access.forcedParams.attributesToRetrieve;
      return pool.read(
        'getObject',
        indexName,
        objectID,
        forced ?? attributesToRetrieve,
        recordFilterOf(access),
      );
    },
    /** `GET /1/indexes`: the indexes the key may use; every one when `page` is absent. */
    async listIndexes(access: Access, page?: number, hitsPerPage = 100) {
      const items = (await engine.listIndexes()).filter((index) => canUseIndex(access, index.name));
      if (page === undefined) return { items, nbPages: 1 };
      return {
        items: items.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
        nbPages: Math.ceil(items.length / hitsPerPage),
      };
    },
    /** An in-process write (no credentials): logged durably, applied; resolves with the taskID once searchable. */
    write: (ops: WriteOperation[]): Promise<number> => pool.write(ops),
    /** A write's promise resolves once it is searchable, so every taskID handed out so far is published. */
    isPublished: (taskID: number): boolean => taskID >= 0 && taskID <= pool.publishedSeq,
    /** The taskID of the latest write searches see: answers kept from before a newer one are stale. */
    get publishedSeq(): number {
      return pool.publishedSeq;
    },
    /** Finishes the writes accepted, snapshots the engine (when the log grew) and closes the store. */
    async close() {
      await pool.close();
      store.close();
    },
  };
}

/** SearchEngine's read calls, each sent to a replica of the pool. */
function engineClientOf(pool: EnginePool): EngineClient {
  // The names, from the reads themselves (making the object runs no engine code).
  const methods = Object.keys(
    engineReads(() => {
      throw new Error('not an engine replica');
    }),
  ) as (keyof EngineClient)[];
  const read = pool.read.bind(pool) as (method: string, ...args: unknown[]) => Promise<unknown>;
  return Object.fromEntries(
    methods.map((method) => [method, (...args: unknown[]) => read(method, ...args)]),
  ) as EngineClient;
}

/**
 * The service's settings from the environment (the README lists them): SEARCH_DATA_FILE, SEARCH_APP_ID,
 * SEARCH_ADMIN_API_KEY, SEARCH_API_KEY, SEARCH_WORKERS, SEARCH_SNAPSHOT_EVERY_OPERATIONS,
 * SEARCH_SNAPSHOT_EVERY_MB, SEARCH_RESULTS_CACHE_ENTRIES, SEARCH_RESULTS_CACHE_MB,
 * SEARCH_RESULTS_CACHE_TTL_SECONDS.
 */
export function searchConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SearchServiceOptions {
  const number = (name: string, fallback: number) => {
    const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${name} must be a positive number, got '${env[name]}'`);
    return value;
  };
  const workers = number('SEARCH_WORKERS', DEFAULTS.workers);
  if (!Number.isInteger(workers)) throw new Error(`SEARCH_WORKERS must be a whole number, got '${workers}'`);
  return {
    dataFile: env.SEARCH_DATA_FILE || 'var/search.db',
    appId: env.SEARCH_APP_ID || 'STATEHOUSE',
    ...(env.SEARCH_ADMIN_API_KEY ? { adminApiKey: env.SEARCH_ADMIN_API_KEY } : {}),
    ...(env.SEARCH_API_KEY ? { searchApiKey: env.SEARCH_API_KEY } : {}),
    workers,
    snapshotEveryOperations: number('SEARCH_SNAPSHOT_EVERY_OPERATIONS', DEFAULTS.snapshotEveryOperations),
    snapshotEveryBytes: number('SEARCH_SNAPSHOT_EVERY_MB', DEFAULTS.snapshotEveryMiB) * MiB,
    resultsCache: {
      maxEntries: number('SEARCH_RESULTS_CACHE_ENTRIES', DEFAULTS.cacheEntries),
      maxBytes: number('SEARCH_RESULTS_CACHE_MB', DEFAULTS.cacheMiB) * MiB,
      ttlMs: number('SEARCH_RESULTS_CACHE_TTL_SECONDS', DEFAULTS.cacheTtlSeconds) * 1000,
    },
  };
}
