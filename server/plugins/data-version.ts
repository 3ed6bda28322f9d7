import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 * Reads the counters once for all the requests waiting at that moment: under load one query serves
 * many requests. A request joins a reading already under way, so it can miss a write that committed
 * during that one query (a millisecond); any earlier write is always seen.
 */
async function dataVersionPlugin(app: FastifyInstance) {
  let reading: Promise<number> | null = null;
  const read = async () => {
    const row = await app.db
      .selectFrom('search_source_versions')
      .select((eb) => eb.fn.sum<number | string>('version').as('version'))
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  };
  app.decorate('dataVersion', () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  });
}

export default fp(dataVersionPlugin, { name: 'data-version', dependencies: ['database'] });
