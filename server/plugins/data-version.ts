import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writesThrough } from '../db/write-counter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A number that grows with every write to public legislative data, from this process, an importer, a
     * sync or psql alike (the write counters of migrations 006 and 009). What is cached for everyone is
     * kept only while it stays the same.
     */
    dataVersion(): Promise<number>;
  }
}

/**
 * A version read this recently is taken as current unless this process has written since: under a crowd
 * the counters are read a few times a second instead of once per request (the read was ~5 % of a loaded
 * server's CPU on `/api/legislator`). Another process's write (an import, a sync leader, a write inside a
 * transaction read before its commit) is seen at most this much later.
 */
export const DATA_VERSION_FRESH_MS = 200;

/**
 * Reads the counters once for all the requests waiting at that moment: under load one query serves
 * many requests. A request joins a reading already under way, so it can miss a write that committed
 * during that one query (a millisecond); any earlier write of this process is always seen.
 */
async function dataVersionPlugin(app: FastifyInstance) {
  let reading: Promise<number> | null = null;
  let known: { version: number; readAt: number; writes: number | undefined } | null = null;
  const read = async () => {
    const readAt = Date.now();
    const writes = writesThrough(app.db);
    const row = await app.db
      .selectFrom('search_source_versions')
      .select((eb) => eb.fn.sum<number | string>('version').as('version'))
      .executeTakeFirst();
    const version = Number(row?.version ?? 0);
    known = { version, readAt, writes };
    return version;
  };
  app.decorate('dataVersion', () => {
    const writes = writesThrough(app.db);
    if (
      known &&
      writes !== undefined &&
      known.writes === writes &&
      Date.now() - known.readAt < DATA_VERSION_FRESH_MS
    )
      return Promise.resolve(known.version);
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  });
}

export default fp(dataVersionPlugin, { name: 'data-version', dependencies: ['database'] });
