// Search in one state (issue 15): the key the search config hands a reader finds only their state's
// records, facet counts included, through the real indexer and the unmodified algoliasearch client.
import { LOOPBACK_TIMEOUTS } from '../../../search/indexer/indexer-client.js';
import type { AddressInfo } from 'node:net';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { sharedSchemaController } from '../../../testing/schema-compilers.js';
import { createIndexerClient } from '../../../search/indexer/indexer-client.js';
import { createSearchIndexer, type SearchIndexer } from '../../../search/indexer/search-indexer.js';
import { insertFixtures } from '../../../testing/fixtures.js';
import { insertSecondStateFixtures } from '../../../testing/second-state-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';

let database: TestDatabase;
let app: App;
let indexer: SearchIndexer;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  await insertFixtures(database.db);
  await insertSecondStateFixtures(database.db);
  // Open States lists the other names a person is known by ('Ronald Mariano' for Ron Mariano).
  await database.db
    .updateTable('legislators')
    .set({ other_names: JSON.stringify(['Moses Q. Houseman', 'Houseman, M.']) })
    .where('full_name', '=', 'Mo Houseman')
    .execute();
  app = await buildApp({ schemaController: sharedSchemaController, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  const { appId, adminApiKey } = app.searchService;
  indexer = createSearchIndexer({
    db: database.db,
    client: createIndexerClient({ embedded: { appId, adminApiKey, port } }),
  });
  await indexer.sync();
});
afterAll(async () => {
  await indexer.stop();
  await app.close();
  await database.dispose();
});

/** The browser's client, as the app makes it from GET /api/search/config?state=… */
async function clientFor(state: string) {
  const config = (await app.inject({ method: 'GET', url: `/api/search/config?state=${state}` })).json<{
    appId: string;
    apiKey: string;
  }>();
  return algoliasearch(config.appId, config.apiKey, {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
    timeouts: LOOPBACK_TIMEOUTS,
  });
}

describe('a state search key', () => {
  it("finds only its state's legislators, bills and committees, and counts only them", async () => {
    const ma = await clientFor('ma');
    const mo = await clientFor('mo');
    const names = async (client: Awaited<ReturnType<typeof clientFor>>, indexName: string, query = '') =>
      (
        await client.searchSingleIndex<Record<string, string>>({
          indexName,
          searchParams: { query, hitsPerPage: 100 },
        })
      ).hits.map((hit) => hit.full_name ?? hit.title ?? hit.committee_name);
    expect(await names(mo, 'legislators')).toEqual(expect.arrayContaining(['Mo Houseman', 'Mo Senner']));
    expect(await names(mo, 'legislators')).not.toContain('Ada Baker');
    expect(await names(ma, 'legislators')).toContain('Ada Baker');
    expect(await names(ma, 'legislators')).not.toContain('Mo Houseman');
    expect(await names(ma, 'bills', 'barges')).toEqual([]);
    expect(await names(mo, 'bills', 'barges')).toEqual(['An Act relative to Missouri river barges']);
    expect(await names(ma, 'committees', 'education')).toHaveLength(1);

    const facets = await mo.searchSingleIndex({
      indexName: 'bills',
      searchParams: { query: '', facets: ['chamber'] },
    });
    expect(facets.nbHits).toBe(1);
    expect(facets.facets?.chamber).toEqual({ house: 1 });
  });

  it('finds a person by another name they are known by', async () => {
    const mo = await clientFor('mo');
    const { hits } = await mo.searchSingleIndex<{ full_name: string }>({
      indexName: 'legislators',
      searchParams: { query: 'Moses Houseman' },
    });
    expect(hits.map((hit) => hit.full_name)).toEqual(['Mo Houseman']);
  });

  it('cannot be widened by the filters a page sends', async () => {
    const ma = await clientFor('ma');
    const hits = await ma.searchSingleIndex<{ title: string }>({
      indexName: 'bills',
      searchParams: { query: 'barges', filters: 'state:mo OR state:ma' },
    });
    expect(hits.hits).toEqual([]);
  });
});
