import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SearchClientConfig } from '../../server/schemas/search-config';

type ClientConfig = Pick<SearchClientConfig, 'appId' | 'apiKey' | 'embedded'>;
type Origin = Pick<Location, 'hostname' | 'port' | 'protocol'>;

const clients = new Map<string, LiteClient>();

/**
 * The one search client of the app: the unmodified algoliasearch lite client, pointed at this server's
 * own /1/ API when the engine is embedded (same origin), or at hosted Algolia's default hosts. One client
 * per configuration, kept for the page's life so its in-memory response cache makes Back and tab switches
 * instant.
 */
export function getSearchClient(config: ClientConfig, origin: Origin = window.location): LiteClient {
  const host = config.embedded ? `${origin.protocol}//${origin.hostname}:${origin.port}` : 'hosted';
  const cacheKey = `${config.appId}|${config.apiKey}|${host}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const port = Number(origin.port) || undefined;
    const protocol = origin.protocol === 'https:' ? 'https' : 'http';
    client = latestFacetSearchWins(
      liteClient(
        config.appId,
        config.apiKey,
        config.embedded ? { hosts: [{ url: origin.hostname, port, protocol, accept: 'read' }] } : undefined,
      ),
    );
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
