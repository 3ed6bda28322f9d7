import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SearchClientConfig } from '../../server/schemas/search-config';
import { fetchThroughApiTransport } from './api-client';
import { createPhoneRequester } from './search-requester';

type ClientConfig = Pick<SearchClientConfig, 'appId' | 'apiKey' | 'embedded' | 'timeouts'>;
type Origin = Pick<Location, 'hostname' | 'port' | 'protocol'>;
type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

const clients = new Map<string, LiteClient>();

/**
 * The transporter remembers a host that timed out (in localStorage, for two minutes) and then gives
 * every later search four times the timeout or more; our requester grows its own retries instead, so
 * each search starts from the configured timeouts.
 */
const noHostMemory: NonNullable<ClientOptions['hostsCache']> = {
  get: (_key, defaultValue) => defaultValue(),
  set: (_key, value) => Promise.resolve(value),
  delete: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

/** The origin searches name on the server: its API transport answers by path, whatever the host. */
const SERVER_ORIGIN: Origin = { hostname: 'localhost', port: '', protocol: 'http:' };

/** Where the client sends searches: this server's own /1/ API, or hosted Algolia's read host and fallbacks. */
function transportOptions(config: ClientConfig, origin: Origin): ClientOptions {
  const common = { timeouts: config.timeouts, hostsCache: noHostMemory };
  if (config.embedded) {
    const port = Number(origin.port) || undefined;
    const protocol = origin.protocol === 'https:' ? 'https' : 'http';
    return {
      ...common,
      hosts: [{ url: origin.hostname, port, protocol, accept: 'read' }],
      // Through the app's API transport: while the server renders the bill search, its searches are
      // answered in-process by this server's own /1/ API (server/plugins/page-renderer.ts).
      requester: createPhoneRequester({ fetch: fetchThroughApiTransport }),
    };
  }
  return {
    ...common,
    hosts: [{ url: `${config.appId}-dsn.algolia.net`, protocol: 'https', accept: 'read' }],
    requester: createPhoneRequester({ fallbackHosts: [`${config.appId}-1.algolianet.com`] }),
  };
}

/**
 * The one search client of the app: the unmodified algoliasearch lite client, pointed at this server's
 * own /1/ API when the engine is embedded (same origin), or at hosted Algolia. Its timeouts are the
 * configured ones (spec §7, issue 18), its HTTP layer the phone requester (growing retries). One client
 * per configuration, kept for the page's life so its in-memory response cache makes Back and tab
 * switches instant.
 */
export function getSearchClient(config: ClientConfig, origin?: Origin): LiteClient {
  // A client made while the server renders a page is that render's alone: kept, its response cache (and
  // the cache InstantSearch hydrates) would answer a later render with results older than its data.
  if (typeof window === 'undefined')
    return latestFacetSearchWins(
      liteClient(config.appId, config.apiKey, transportOptions(config, SERVER_ORIGIN)),
    );
  origin ??= window.location;
  const host = config.embedded ? `${origin.protocol}//${origin.hostname}:${origin.port}` : 'hosted';
  const { connect, read, write } = config.timeouts;
  const cacheKey = `${config.appId}|${config.apiKey}|${host}|${connect}/${read}/${write}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = latestFacetSearchWins(liteClient(config.appId, config.apiKey, transportOptions(config, origin)));
    clients.set(cacheKey, client);
  }
  return client;
}

type SearchParams = Parameters<LiteClient['search']>[0];

/** The index and facet of a request made of one facet-value search (a facet's filter box), if it is one. */
function facetSearchKey(params: SearchParams): string | undefined {
  const requests = Array.isArray(params) ? params : params.requests;
  if (requests.length !== 1) return undefined;
  const [request] = requests;
  return request && 'type' in request && request.type === 'facet'
    ? `${request.indexName}\u0000${request.facet}`
    : undefined;
}

/**
 * InstantSearch draws each facet-value answer when it arrives, and answers can arrive out of order: a
 * late answer for "sen" would replace the one for "senn" typed after it. So an answer that is no longer
 * the newest for its facet resolves with the newest one instead. (Main searches need none of this: the
 * helper already drops their stale answers.)
 */
export function latestFacetSearchWins(client: LiteClient): LiteClient {
  const newest = new Map<string, Promise<unknown>>();
  const search = <T>(params: SearchParams, options?: Parameters<LiteClient['search']>[1]) => {
    const answer = client.search<T>(params, options);
    const key = facetSearchKey(params);
    if (key === undefined) return answer;
    newest.set(key, answer);
    const settle = (current: typeof answer): typeof answer => {
      const latest = newest.get(key) as typeof answer;
      // A newer search started while this one ran: answer with it (it may be outrun in turn).
      if (latest === current) return current;
      const next = () => settle(latest);
      return latest.then(next, next);
    };
    const own = () => settle(answer);
    return answer.then(own, own);
  };
  // The lite client underneath, so its getters (the user agent) stay live.
  return Object.assign(Object.create(client) as LiteClient, { search });
}
