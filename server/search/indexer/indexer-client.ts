// The algoliasearch client the indexer writes through: our own server's /1 API on loopback by default,
// hosted Algolia when configured. Either way the indexer's code is the same.
import { algoliasearch, type Algoliasearch } from 'algoliasearch';

export interface IndexerTarget {
  hosted?: { appId: string; adminApiKey: string };
  embedded: { appId: string; adminApiKey: string; port: number };
}

/**
 * The client's "connect" timeout lasts until the answer's headers arrive, and our engine answers a batch
 * once it is logged and applied: with the client's default 2 s, a large batch on a busy machine failed as
 * "Unreachable hosts" although it was applied. On loopback nothing is gained by giving up early.
 */
export const LOOPBACK_TIMEOUTS = { connect: 60_000, read: 60_000, write: 120_000 };

export function createIndexerClient(target: IndexerTarget): Algoliasearch {
  if (target.hosted) return algoliasearch(target.hosted.appId, target.hosted.adminApiKey);
  const { appId, adminApiKey, port } = target.embedded;
  return algoliasearch(appId, adminApiKey, {
    hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
    timeouts: LOOPBACK_TIMEOUTS,
  });
}
