// The algoliasearch client the indexer writes through: our own server's /1 API on loopback by default,
// hosted Algolia when configured. Either way the indexer's code is the same.
import { algoliasearch, type Algoliasearch } from 'algoliasearch';

export interface IndexerTarget {
  hosted?: { appId: string; adminApiKey: string };
  embedded: { appId: string; adminApiKey: string; port: number };
}

export function createIndexerClient(target: IndexerTarget): Algoliasearch {
  if (target.hosted) return algoliasearch(target.hosted.appId, target.hosted.adminApiKey);
  const { appId, adminApiKey, port } = target.embedded;
  return algoliasearch(appId, adminApiKey, {
    hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
  });
}
