import { LOOPBACK_TIMEOUTS } from '../../../search/indexer/indexer-client.js';
import type { AddressInfo } from 'node:net';
import { algoliasearch } from 'algoliasearch';
import algoliasearchLiteV4 from 'algoliasearch-v4/dist/algoliasearch-lite.esm.browser.js';
import { createNodeHttpRequester } from 'algoliasearch-v4/node_modules/@algolia/requester-node-http/dist/requester-node-http.esm.js';
import searchPlugin from '../../../plugins/search.js';
import { createTestApp } from '../../../testing/test-app.js';
import algoliaRoutes from '../index.js';

export const TEST_APP_ID = 'STATEHOUSE';

/**
 * The real app listening on a free port with an in-memory search store, and the real clients pointed
 * at it. Registers the search plugin and the /1 routes unless the app already has them.
 */
export async function startSearchTestApp() {
  const testApp = await createTestApp();
  const { app } = testApp;
  if (!app.hasDecorator('searchService')) {
    await app.register(searchPlugin, { dataFile: ':memory:', appId: TEST_APP_ID });
    await app.register(algoliaRoutes);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const service = app.searchService;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    app,
    service,
    baseUrl,
    /** The v5 client (Node build: credentials in headers, bodies as text/plain). */
    v5(apiKey = service.adminApiKey, options: { credentialsInQuery?: boolean } = {}) {
      return algoliasearch(service.appId, apiKey, {
        hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
        // Tests never depend on the machine's speed (a 40,000-record batch on a busy machine).
        timeouts: LOOPBACK_TIMEOUTS,
        ...(options.credentialsInQuery ? { authMode: 'WithinQueryParameters' as const } : {}),
      });
    },
    /** The v4 lite client as browsers load it (credentials in the query string, form-encoded JSON bodies). */
    v4Lite(apiKey = service.searchApiKey) {
      return algoliasearchLiteV4(service.appId, apiKey, {
        hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 3 }],
        requester: createNodeHttpRequester(),
        // v4 counts its timeouts in seconds.
        timeouts: { connect: 60, read: 60, write: 120 },
        hostsCache: nullCache,
        responsesCache: nullCache,
        requestsCache: nullCache,
      });
    },
    /** A raw request, for what no client sends (bad bodies, preflight). */
    fetch: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
    /** Credentials as headers, for `fetch`. */
    headers: (apiKey = service.adminApiKey) => ({
      'x-algolia-api-key': apiKey,
      'x-algolia-application-id': service.appId,
    }),
    close: () => testApp.close(),
  };
}

export type SearchTestApp = Awaited<ReturnType<typeof startSearchTestApp>>;

/** v4's cache interface, caching nothing (the browser build's default needs localStorage). */
const nullCache = {
  get<T>(
    _key: unknown,
    defaultValue: () => Readonly<Promise<T>>,
    events?: { miss: (value: T) => Readonly<Promise<unknown>> },
  ): Readonly<Promise<T>> {
    return defaultValue().then(async (value) => {
      await events?.miss(value);
      return value;
    });
  },
  set: <T>(_key: unknown, value: T) => Promise.resolve(value),
  delete: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};
