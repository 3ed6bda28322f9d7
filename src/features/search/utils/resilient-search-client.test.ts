import type { SearchClient } from 'instantsearch.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchFailureError } from '../../../lib/search-failure';
import { billDetailFixture } from '../../../testing/fixtures/bills';
import { createResilientSearch, type ResilientSearchOptions } from './resilient-search-client';
import { createSavedSearchEngine } from './saved-search-engine';
import { NO_SAVED_ITEMS, type SavedItems, type SavedItemsSource } from './saved-records';

const TRANSIT = billDetailFixture({ id: 1, title: 'An Act relative to transportation', text_sections: [] });
const SAVED: SavedItems = { ...NO_SAVED_ITEMS, bills: [{ bill: TRANSIT, sections: [], kept: true }] };
const QUERY = [{ indexName: 'bills', params: { query: 'transprtation' } }];
const SERVICE_ANSWER = { results: [{ hits: [{ objectID: 'from-service' }], nbHits: 1 }] };

/** What algoliasearch throws when no attempt got an answer (its own text is the vendor's). */
const unreachable = () =>
  Object.assign(new Error('Unreachable hosts - your application id may be incorrect. Algolia Support'), {
    name: 'RetryError',
    stackTrace: [{ response: { status: 0, isTimedOut: false } }],
  });
/** What it throws when the service refused the search. */
const refused = (status: number) =>
  Object.assign(new Error('Invalid syntax for numeric condition. Algolia support team'), {
    name: 'ApiError',
    status,
  });

type Search = (...args: Parameters<SearchClient['search']>) => Promise<unknown>;

function setUp(options: Partial<ResilientSearchOptions> & { answer?: Search } = {}) {
  const search = vi.fn<Search>(options.answer ?? (async () => SERVICE_ANSWER));
  const service = { search } as unknown as SearchClient;
  let listener: (() => void) | undefined;
  const savedItems: SavedItemsSource = {
    read: vi.fn(async () => SAVED),
    subscribe: (onChange) => {
      listener = onChange;
      return () => (listener = undefined);
    },
  };
  const resilient = createResilientSearch({
    service,
    savedItems,
    slowAfterMs: 1000,
    recheckMs: 10_000,
    loadEngine: async () => createSavedSearchEngine,
    ...options,
  });
  const stop = resilient.watch();
  return { resilient, search, savedItems, itemsChanged: () => listener?.(), stop };
}

const firstHitIds = (answer: unknown) =>
  (answer as { results: { hits: { objectID: string }[] }[] }).results[0]!.hits.map((hit) => hit.objectID);

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createResilientSearch', () => {
  it('answers from the service while it answers, and never reads the saved items', async () => {
    const { resilient, search, savedItems } = setUp();
    expect(firstHitIds(await resilient.client.search(QUERY))).toEqual(['from-service']);
    expect(search).toHaveBeenCalledWith(QUERY);
    expect(savedItems.read).not.toHaveBeenCalled();
    expect(resilient.getConnection()).toEqual({ source: 'service', slow: false });
  });

  it('answers from the saved items when the network fails, and says why in our words', async () => {
    const { resilient } = setUp({ answer: () => Promise.reject(unreachable()) });
    const notified = vi.fn();
    resilient.subscribe(notified);
    // The misspelt word finds the saved bill about transportation.
    expect(firstHitIds(await resilient.client.search(QUERY))).toEqual(['1']);
    const connection = resilient.getConnection();
    expect(connection).toMatchObject({
      source: 'saved',
      savedItemCount: 1,
      failure: { kind: 'unreachable' },
    });
    expect(JSON.stringify(connection)).not.toMatch(/algolia|application id/i);
    expect(notified).toHaveBeenCalled();
  });

  it('does not fall back when the service refused the search (4xx): an error with our message', async () => {
    const { resilient, savedItems } = setUp({ answer: () => Promise.reject(refused(400)) });
    const failure = resilient.client.search(QUERY);
    await expect(failure).rejects.toBeInstanceOf(SearchFailureError);
    await expect(failure).rejects.toThrow(
      'The search service could not run this search (error 400). Change the words or filters and try again.',
    );
    await expect(failure).rejects.not.toThrow(/algolia/i);
    expect(savedItems.read).not.toHaveBeenCalled();
    expect(resilient.getConnection().source).toBe('service');
  });

  it('is an error in our words when a failed search has no saved items to fall back to', async () => {
    const { resilient } = setUp({ answer: () => Promise.reject(unreachable()), savedItems: undefined });
    await expect(resilient.client.search(QUERY)).rejects.toThrow(
      "Statehouse's search could not be reached. Check your connection.",
    );
  });

  it('searches the saved items at once while offline, and the service again on `online`', async () => {
    const { resilient, search } = setUp();
    online = false;
    expect(firstHitIds(await resilient.client.search(QUERY))).toEqual(['1']);
    expect(search).not.toHaveBeenCalled();
    expect(resilient.getConnection()).toMatchObject({ source: 'saved', failure: { kind: 'offline' } });

    const notified = vi.fn();
    resilient.subscribe(notified);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(notified).toHaveBeenCalledTimes(1);
    expect(resilient.getConnection()).toEqual({ source: 'service', slow: false });
    expect(firstHitIds(await resilient.client.search(QUERY))).toEqual(['from-service']);
  });

  it('stops following `online` once the page is left', async () => {
    const { resilient, stop } = setUp();
    online = false;
    await resilient.client.search(QUERY);
    stop();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(resilient.getConnection().source).toBe('saved');
  });

  it('while on saved items after a failure, tries the service in the background now and then', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    let serviceUp = false;
    const { resilient, search } = setUp({
      answer: async () => {
        if (!serviceUp) throw unreachable();
        return SERVICE_ANSWER;
      },
    });
    await resilient.client.search(QUERY);
    expect(resilient.getConnection().source).toBe('saved');
    search.mockClear();

    // Within the recheck interval the saved items answer alone.
    await resilient.client.search(QUERY);
    expect(search).not.toHaveBeenCalled();

    serviceUp = true;
    vi.setSystemTime(Date.now() + 10_000);
    // This one is still answered from the phone; the service is asked beside it and is back.
    expect(firstHitIds(await resilient.client.search(QUERY))).toEqual(['1']);
    expect(search).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(resilient.getConnection()).toEqual({ source: 'service', slow: false }));
    expect(firstHitIds(await resilient.client.search(QUERY))).toEqual(['from-service']);
  });

  it('Retry goes back to the service for the next search', async () => {
    let serviceUp = false;
    const { resilient } = setUp({
      answer: async () => {
        if (!serviceUp) throw unreachable();
        return SERVICE_ANSWER;
      },
    });
    await resilient.client.search(QUERY);
    serviceUp = true;
    resilient.retryService();
    expect(resilient.getConnection().source).toBe('service');
    expect(firstHitIds(await resilient.client.search(QUERY))).toEqual(['from-service']);
  });

  it('says the connection is slow once a search has outlived its first attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (value: unknown) => void = () => undefined;
    const { resilient } = setUp({ answer: () => new Promise((resolve) => (answer = resolve)) });
    const searching = resilient.client.search(QUERY);
    vi.advanceTimersByTime(999);
    expect(resilient.getConnection()).toEqual({ source: 'service', slow: false });
    vi.advanceTimersByTime(1);
    expect(resilient.getConnection()).toEqual({ source: 'service', slow: true });
    answer(SERVICE_ANSWER);
    await searching;
    expect(resilient.getConnection()).toEqual({ source: 'service', slow: false });
  });

  it('reads the saved items afresh after they change', async () => {
    const { resilient, savedItems, itemsChanged } = setUp();
    online = false;
    await resilient.client.search(QUERY);
    await resilient.client.search(QUERY);
    expect(savedItems.read).toHaveBeenCalledTimes(1);
    itemsChanged();
    await resilient.client.search(QUERY);
    expect(savedItems.read).toHaveBeenCalledTimes(2);
  });
});

describe('once the page has gone', () => {
  it("answers a failed search with nothing instead of an error nobody catches (InstantSearch's facet searches)", async () => {
    const { resilient, stop } = setUp({ answer: async () => Promise.reject(unreachable()) });
    stop();
    const facet = [
      { indexName: 'bills', type: 'facet' as const, facet: 'sponsor', params: { facetQuery: 'bak' } },
    ];
    await expect(resilient.client.search(facet as never)).resolves.toEqual({
      results: [{ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }],
    });
    expect(firstHitIds(await resilient.client.search(QUERY as never))).toEqual([]);
  });
});
