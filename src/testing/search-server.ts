/* eslint-disable @typescript-eslint/no-restricted-imports -- test-only: component tests start the real server */
import type { AddressInfo } from 'node:net';
import { algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { vi } from 'vitest';
import { latestFacetSearchWins } from '../lib/search-client';
import { buildApp } from '../../server/app';
import type { SearchClientConfig, SearchPageConfig } from '../../server/schemas/search-config';
import { LOOPBACK_TIMEOUTS } from '../../server/search/indexer/indexer-client';
import { createSearchIndexer } from '../../server/search/indexer/search-indexer';
import { searchPageConfigFromEnv } from '../../server/search/page-config';
import { insertFixtures } from '../../server/testing/fixtures';
import { insertSearchFixtures } from '../../server/testing/search-fixtures';
import { createTestDatabase } from '../../server/testing/test-database';

export interface SearchServerOptions {
  /** The search page configuration the server hands out. @default every tab and facet on, Massachusetts */
  page?: Partial<SearchPageConfig>;
}

/**
 * The real app (in-memory SQLite with the fixtures and search fixtures) listening on a free port, its
 * indexes filled by the real indexer through the algoliasearch client. Component tests point a lite client
 * at it (`searchClient()`), so InstantSearch talks HTTP to the real engine: nothing is mocked.
 */
export async function startSearchServer(options: SearchServerOptions = {}) {
  const database = await createTestDatabase('sqlite');
  const fixtures = await insertFixtures(database.db);
  const searchFixtures = await insertSearchFixtures(database.db, fixtures);
  const app = await buildApp({
    db: database.db,
    searchPage: { ...searchPageConfigFromEnv({}), ...options.page },
  });
  // Real conditions a test can switch on: a slow search (stalled state) and a failing one (error state).
  const conditions = { delayMs: 0, failure: null as string | null };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/1/indexes/')) return;
    if (conditions.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, conditions.delayMs));
    if (conditions.failure) return reply.code(400).send({ message: conditions.failure, status: 400 });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const hosts = [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
  // Generous timeouts: a component test must not fail because the machine is busy (issue 19).
  const admin = algoliasearch(app.searchService.appId, app.searchService.adminApiKey, {
    hosts,
    timeouts: LOOPBACK_TIMEOUTS,
  });
  const indexer = createSearchIndexer({ db: database.db, client: admin });
  await indexer.sync().catch((error: unknown) => {
    throw withAnswers(error);
  });
  const config = (await (await fetch(`${baseUrl}/api/search/config`)).json()) as SearchClientConfig;

  return {
    app,
    database,
    baseUrl,
    fixtures: { ...fixtures, ...searchFixtures },
    /** What GET /api/search/config answered. */
    config,
    /** Re-reads the database into the indexes (after a test changed rows). */
    sync: () => indexer.sync(),
    /** Writes records the database cannot hold (e.g. an announcement 'committee') straight to an index. */
    async saveRecords(indexName: string, objects: Record<string, unknown>[]) {
      await admin.saveObjects({ indexName, objects, waitForTasks: true });
    },
    async deleteRecords(indexName: string, objectIDs: string[]) {
      await admin.deleteObjects({ indexName, objectIDs, waitForTasks: true });
    },
    /** Every search waits this long first (0 = off). */
    delaySearches(ms: number) {
      conditions.delayMs = ms;
    },
    /** Every search fails with this Algolia-shaped 400 message (null = off). */
    failSearches(message: string | null) {
      conditions.failure = message;
    },
    /** A lite client as the browser makes it, but aimed at this server's port. */
    searchClient(): LiteClient {
      return latestFacetSearchWins(
        liteClient(config.appId, config.apiKey, { hosts, timeouts: LOOPBACK_TIMEOUTS }),
      );
    },
    /**
     * jsdom has no origin to resolve the app's same-origin '/api/…' paths against: send them to this
     * server (the request still goes over HTTP to the real routes). Undone by the setup's unstubAllGlobals.
     */
    routeApiRequests() {
      const realFetch = globalThis.fetch;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        realFetch(typeof input === 'string' && input.startsWith('/') ? `${baseUrl}${input}` : input, init),
      );
    },
    async close() {
      await indexer.stop();
      // jsdom's XHR can leave a keep-alive connection that Node never counts as idle, and the server's
      // close waits for every connection. Searches still in flight get a moment to be answered (a
      // facet search InstantSearch never catches would otherwise fail unhandled), then all are ended.
      const closing = app.close();
      const grace = setTimeout(() => app.server.closeAllConnections(), 2000);
      await closing;
      clearTimeout(grace);
      await database.dispose();
    },
  };
}

export type SearchServer = Awaited<ReturnType<typeof startSearchServer>>;

/**
 * The algoliasearch client says only 'Unreachable hosts' when every try failed: a refused connection, a
 * timeout and a 500 read the same. Its stack trace of tries says which (issue 19).
 */
function withAnswers(error: unknown): unknown {
  const tries = (
    error as { stackTrace?: { response?: { status: number; content: string; isTimedOut: boolean } }[] }
  ).stackTrace;
  if (!(error instanceof Error) || !tries?.length) return error;
  const answers = tries.map(({ response }) =>
    !response
      ? 'no answer'
      : response.isTimedOut
        ? 'timed out'
        : `${response.status} ${response.content.slice(0, 300)}`,
  );
  error.message += ` Tries: ${answers.join(' | ')}`;
  return error;
}
