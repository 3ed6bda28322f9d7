import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient, latestFacetSearchWins } from './search-client';
import { searchFailureOf } from './search-failure';

const timeouts = { connect: 8000, read: 10_000, write: 30_000 };

afterEach(() => vi.unstubAllGlobals());

const hostsOf = (client: unknown) =>
  (client as { transporter: { hosts: { url: string; port?: number; protocol: string }[] } }).transporter
    .hosts;

describe('getSearchClient', () => {
  it('searches this origin when the engine is embedded', () => {
    const client = getSearchClient(
      { appId: 'STATEHOUSE', apiKey: 'search-key', embedded: true, timeouts },
      { hostname: 'statehouse.example', port: '8443', protocol: 'https:' },
    );
    expect(hostsOf(client)).toEqual([
      expect.objectContaining({ url: 'statehouse.example', port: 8443, protocol: 'https' }),
    ]);
  });

  it('uses hosted Algolia otherwise', () => {
    const client = getSearchClient({ appId: 'ABC123', apiKey: 'key', embedded: false, timeouts });
    expect(hostsOf(client)).toEqual([expect.objectContaining({ url: 'ABC123-dsn.algolia.net' })]);
  });

  it('waits as long as the configuration says, not the client defaults (spec §7, issue 18)', () => {
    const client = getSearchClient(
      { appId: 'STATEHOUSE', apiKey: 'timeouts-key', embedded: true, timeouts },
      { hostname: 'localhost', port: '8080', protocol: 'http:' },
    );
    expect((client as unknown as { transporter: { timeouts: unknown } }).transporter.timeouts).toEqual(
      timeouts,
    );
  });

  it('reports a dead link in our words, never the vendor\'s "Unreachable hosts"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const client = getSearchClient(
      { appId: 'STATEHOUSE', apiKey: 'dead-link-key', embedded: true, timeouts },
      { hostname: 'localhost', port: '8080', protocol: 'http:' },
    );
    const error = await client.search([{ indexName: 'bills', params: { query: 'transit' } }]).catch((e) => e);
    expect(String(error)).toMatch(/Unreachable hosts/);
    expect(searchFailureOf(error)).toEqual({
      kind: 'unreachable',
      message: "Statehouse's search could not be reached. Check your connection.",
      permanent: false,
    });
  });

  it('keeps one client per configuration, so its response cache lives on', () => {
    const config = { appId: 'STATEHOUSE', apiKey: 'search-key', embedded: true, timeouts };
    const origin = { hostname: 'localhost', port: '', protocol: 'http:' };
    expect(getSearchClient(config, origin)).toBe(getSearchClient(config, origin));
    expect(getSearchClient({ ...config, apiKey: 'other' }, origin)).not.toBe(getSearchClient(config, origin));
  });
});

describe('latestFacetSearchWins', () => {
  /** A client whose answers resolve only when the test says so, in any order. */
  function deferredClient() {
    const pending: { params: unknown; resolve: (value: unknown) => void; reject: (error: Error) => void }[] =
      [];
    const client = {
      search: (params: unknown) =>
        new Promise((resolve, reject) => pending.push({ params, resolve, reject })),
    } as unknown as LiteClient;
    return { client: latestFacetSearchWins(client), pending };
  }
  const facetSearch = (facet: string, facetQuery: string) => [
    { indexName: 'bills', type: 'facet' as const, facet, facetQuery },
  ];

  it('answers an outrun facet search with the newer one, so a late "sen" never replaces "senn"', async () => {
    const { client, pending } = deferredClient();
    const sen = client.search(facetSearch('sponsor', 'sen'));
    const senn = client.search(facetSearch('sponsor', 'senn'));
    pending[1]!.resolve({ results: [{ facetHits: ['Senn'] }] });
    pending[0]!.resolve({ results: [{ facetHits: ['Sen', 'Senn'] }] });
    expect(await senn).toEqual({ results: [{ facetHits: ['Senn'] }] });
    expect(await sen).toEqual({ results: [{ facetHits: ['Senn'] }] });
  });

  it('keeps answers in order when they arrive in order, and follows a chain of newer searches', async () => {
    const { client, pending } = deferredClient();
    const first = client.search(facetSearch('sponsor', 's'));
    pending[0]!.resolve({ results: ['s'] });
    expect(await first).toEqual({ results: ['s'] });
    const second = client.search(facetSearch('sponsor', 'se'));
    const third = client.search(facetSearch('sponsor', 'sen'));
    pending[1]!.resolve({ results: ['se'] });
    const fourth = client.search(facetSearch('sponsor', 'senn'));
    pending[2]!.reject(new Error('network'));
    pending[3]!.resolve({ results: ['senn'] });
    await expect(second).resolves.toEqual({ results: ['senn'] });
    await expect(third).resolves.toEqual({ results: ['senn'] });
    await expect(fourth).resolves.toEqual({ results: ['senn'] });
  });

  it('leaves other facets and main searches alone', async () => {
    const { client, pending } = deferredClient();
    const sponsor = client.search(facetSearch('sponsor', 'sen'));
    const chamber = client.search(facetSearch('chamber', 'h'));
    const main = client.search([{ indexName: 'bills', params: { query: 'tax' } }]);
    const mainAgain = client.search([{ indexName: 'bills', params: { query: 'taxes' } }]);
    pending.forEach((request, index) => request.resolve({ results: [index] }));
    expect(await Promise.all([sponsor, chamber, main, mainAgain])).toEqual([
      { results: [0] },
      { results: [1] },
      { results: [2] },
      { results: [3] },
    ]);
  });

  it('passes a failure through when the failed search is the newest', async () => {
    const { client, pending } = deferredClient();
    const answer = client.search(facetSearch('sponsor', 'sen'));
    pending[0]!.reject(new Error('offline'));
    await expect(answer).rejects.toThrow('offline');
  });
});
