import type { SearchClient } from 'instantsearch.js';
import {
  SearchFailureError,
  searchFailure,
  searchFailureOf,
  type SearchFailure,
} from '../../../lib/search-failure';
import type { SavedSearchEngine, SavedSearchRequest } from './saved-search-engine';
import type { SavedItemsSource } from './saved-records';

/** Where the results on screen come from (issue 18). */
export type SearchConnection =
  /** The search service; `slow` once a search has outlived its first attempt and is being retried. */
  | { source: 'service'; slow: boolean }
  /** What the phone holds, because the service could not be used: `failure` says why. */
  | { source: 'saved'; failure: SearchFailure; savedItemCount: number };

/**
 * Answering from the service, as the server renders the page: one object, so a page hydrated with it
 * finds the connection unchanged after mounting and renders nothing again for it.
 */
export const SERVICE_CONNECTION: SearchConnection = { source: 'service', slow: false };

export interface ResilientSearch {
  /** The client InstantSearch is given. */
  client: SearchClient;
  subscribe: (listener: () => void) => () => void;
  getConnection: () => SearchConnection;
  /** Back to the service for the next search (the notice's Retry); the page then refreshes. */
  retryService: () => void;
  /** Follows the browser's connectivity and the saved items until the returned function is called. */
  watch: () => () => void;
}

export interface ResilientSearchOptions {
  /** The search service's client (the app's lite client, or a test's). */
  service: SearchClient;
  /** The phone's saved items; without them a failed search is an error state. @default none */
  savedItems?: SavedItemsSource;
  /** Say the connection is slow after a search has waited this long (the first attempt's timeout). */
  slowAfterMs: number;
  /** While searching saved items, how often the service is tried again in the background. @default 10 s */
  recheckMs?: number;
  /** @default the saved-search engine, loaded only now (MiniSearch stays out of the page until needed) */
  loadEngine?: () => Promise<(items: Awaited<ReturnType<SavedItemsSource['read']>>) => SavedSearchEngine>;
}

type SearchArguments = Parameters<SearchClient['search']>;
type SearchAnswer = Awaited<ReturnType<SearchClient['search']>>;

/** The lite client's cache reset, which InstantSearch's refresh() calls when the client has one. */
const clearCacheOf = (client: SearchClient) =>
  (client as { clearCache?: () => unknown }).clearCache?.bind(client) ?? (() => undefined);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const defaultLoadEngine = async () => (await import('./saved-search-engine')).createSavedSearchEngine;

/** An empty answer for a search whose page has gone: each query with no hits, each facet search with no values. */
function unreadAnswer(params: SearchArguments[0]): SearchAnswer {
  const results = requestsOf(params).map((request) =>
    request.type === 'facet'
      ? { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }
      : {
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 0,
          processingTimeMS: 0,
          query: '',
          params: '',
        },
  );
  return { results } as unknown as SearchAnswer;
}

/** InstantSearch sends either a list of requests or `{requests}`. */
function requestsOf(params: SearchArguments[0]): SavedSearchRequest[] {
  const requests = Array.isArray(params) ? params : (params as { requests: unknown[] }).requests;
  return requests as SavedSearchRequest[];
}

/**
 * A search client that survives a phone's connection (issue 18): it searches the service, and when the
 * network is gone or the service fails (after the transport's own retries), it answers from the phone's
 * saved items instead, says so and why, and goes back to the service when the connection returns (the
 * browser's `online`, a background check every `recheckMs`, or Retry). A search the service refused (a
 * 4xx) is an error with our words, never a silent switch.
 */
export function createResilientSearch(options: ResilientSearchOptions): ResilientSearch {
  const { service, savedItems, slowAfterMs, recheckMs = 10_000 } = options;
  const loadEngine = options.loadEngine ?? defaultLoadEngine;
  const listeners = new Set<() => void>();
  let connection: SearchConnection = SERVICE_CONNECTION;
  let engine: Promise<SavedSearchEngine> | null = null;
  let stopWatchingItems: (() => void) | null = null;
  let pending = 0;
  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  let lastCheck = 0;
  /** While a page shows this client's results (between watch() and its cleanup, or before any watch). */
  let watching = true;
  /** Counts the service's answers: a saved-items answer landing after a newer one must not switch back. */
  let serviceAnswers = 0;

  const set = (next: SearchConnection) => {
    if (JSON.stringify(next) === JSON.stringify(connection)) return;
    connection = next;
    listeners.forEach((listener) => listener());
  };
  const toService = () => set(SERVICE_CONNECTION);
  const serviceAnswered = () => {
    serviceAnswers += 1;
    if (connection.source === 'saved') toService();
  };

  function savedEngine(): Promise<SavedSearchEngine> {
    if (!savedItems) return Promise.reject(new Error('no saved items'));
    if (!engine) {
      // Read afresh after the saved items change (a bill kept offline, a page opened).
      stopWatchingItems ??= savedItems.subscribe?.(() => (engine = null)) ?? null;
      engine = Promise.all([loadEngine(), savedItems.read()]).then(([create, items]) => create(items));
      engine.catch(() => (engine = null));
    }
    return engine;
  }

  async function searchSaved(params: SearchArguments[0], failure: SearchFailure): Promise<SearchAnswer> {
    const answersBefore = serviceAnswers;
    const saved = await savedEngine();
    // The background check may have found the service back while the saved items were read.
    if (serviceAnswers === answersBefore) set({ source: 'saved', failure, savedItemCount: saved.size });
    return saved.search(requestsOf(params)) as unknown as SearchAnswer;
  }

  /** While on saved items: one background search at a time, now and then, to see whether the service is back. */
  function checkService(args: SearchArguments) {
    if (checking || Date.now() - lastCheck < recheckMs || isOffline()) return;
    checking = true;
    lastCheck = Date.now();
    service
      .search(...args)
      .then(serviceAnswered, () => undefined)
      .finally(() => (checking = false));
  }

  async function search(...args: SearchArguments): Promise<SearchAnswer> {
    if (savedItems && isOffline()) return searchSaved(args[0], searchFailure('offline'));
    if (connection.source === 'saved' && connection.failure.kind !== 'offline') {
      checkService(args);
      return searchSaved(args[0], connection.failure);
    }
    pending += 1;
    clearTimeout(slowTimer);
    slowTimer = setTimeout(() => set({ source: 'service', slow: true }), slowAfterMs);
    try {
      const answer = await service.search(...args);
      serviceAnswered();
      return answer;
    } catch (error) {
      // The page is gone (InstantSearch sends a facet-value search it never catches): nobody reads it.
      if (!watching) return unreadAnswer(args[0]);
      const failure = searchFailureOf(error);
      if (failure.permanent || !savedItems) throw new SearchFailureError(failure);
      lastCheck = Date.now();
      try {
        return await searchSaved(args[0], failure);
      } catch {
        throw new SearchFailureError(failure);
      }
    } finally {
      pending -= 1;
      if (pending === 0) {
        clearTimeout(slowTimer);
        if (connection.source === 'service') set({ source: 'service', slow: false });
      }
    }
  }

  const onOnline = () => {
    if (connection.source === 'saved') toService();
  };

  const client = Object.assign(Object.create(service) as SearchClient, {
    search,
    clearCache: clearCacheOf(service),
  }) as SearchClient;

  return {
    client,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getConnection: () => connection,
    retryService() {
      void clearCacheOf(service)();
      toService();
    },
    watch() {
      watching = true;
      window.addEventListener('online', onOnline);
      return () => {
        watching = false;
        window.removeEventListener('online', onOnline);
        clearTimeout(slowTimer);
        stopWatchingItems?.();
        stopWatchingItems = null;
        engine = null;
      };
    },
  };
}
