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
    client = liteClient(
      config.appId,
      config.apiKey,
      config.embedded ? { hosts: [{ url: origin.hostname, port, protocol, accept: 'read' }] } : undefined,
    );
    clients.set(cacheKey, client);
  }
  return client;
}
