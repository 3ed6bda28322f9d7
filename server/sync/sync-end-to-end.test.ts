// A new action on malegislature.gov reaches every place a reader looks, through the real app on a real
// port with the search indexer running, without restarting anything: the bill page, the live calendar,
// the daily journal and search. The replay server stands for malegislature.gov; "Data as of" is on
// GET /api/states.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { sharedSchemaController } from '../testing/schema-compilers.js';
import type { StateList } from '../schemas/states.js';
import { createIndexerClient } from '../search/indexer/indexer-client.js';
import { createSearchIndexer, type SearchIndexer } from '../search/indexer/search-indexer.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { runSync } from './run-sync.js';
import { settingsFor } from './sync-test-helpers.js';
import { startReplayServer, syntheticRecordings, type ReplayServer } from './testing/replay-server.js';

const TODAY = '2025-03-21';
const NEW_ACTION = 'Read second and ordered to a third reading';

let server: ReplayServer;
let database: TestDatabase;
let app: App;
let indexer: SearchIndexer;
let client: ReturnType<typeof createIndexerClient>;

const sync = () => runSync(database.db, settingsFor(server), { state: 'ma', today: TODAY });
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

beforeAll(async () => {
  server = await startReplayServer({ recordings: syntheticRecordings() });
  database = await createTestDatabase('sqlite');
  app = await buildApp({ schemaController: sharedSchemaController, db: database.db, today: TODAY });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const { appId, adminApiKey } = app.searchService;
  client = createIndexerClient({ embedded: { appId, adminApiKey, port } });
  indexer = createSearchIndexer({ db: database.db, client });
  expect((await sync()).unfinished).toBe(false);
  await indexer.sync();
});
afterAll(async () => {
  await indexer.stop();
  await app.close();
  await database.dispose();
  await server.close();
});

describe('a synced action, end to end', () => {
  it('says where the state data comes from and when', async () => {
    const states = JSON.parse(await get('/api/states')) as StateList;
    expect(states.states).toEqual([
      expect.objectContaining({
        code: 'ma',
        data_source: 'malegislature.gov',
        data_as_of: expect.any(String),
      }),
    ]);
  });

  it('is on the bill page, the live calendar, the journal and in search after the next sync', async () => {
    const { id } = await database.db
      .selectFrom('bills')
      .select('id')
      .where('bill_type_number', '=', 'H 100')
      .executeTakeFirstOrThrow();
    expect(await get(`/api/bill/${id}`)).not.toContain(NEW_ACTION);

    server.addHistoryAction(194, 'H100', { Date: `${TODAY}T14:05:00`, Branch: 'House', Action: NEW_ACTION });
    const { progress } = await sync();
    expect(progress.billsChanged).toBe(1);
    // What the running indexer does on its next tick (every 5 s): nothing is restarted.
    const reports = await indexer.sync();
    expect(reports.find((report) => report.index === 'bills')).toMatchObject({ saved: 1 });

    expect(await get(`/api/bill/${id}`)).toContain(NEW_ACTION);
    const calendar = JSON.parse(await get('/api/live_calendar?chamber=house')) as {
      date: string;
      actions: { real_action: string; bill: { id: number } }[];
    }[];
    expect(calendar[0]).toMatchObject({
      date: TODAY,
      actions: [expect.objectContaining({ real_action: NEW_ACTION, bill: expect.objectContaining({ id }) })],
    });
    expect(await get(`/api/bills/journal?date=${TODAY}`)).toContain(NEW_ACTION);

    await client.clearCache();
    const found = await client.searchSingleIndex<{ bill_type_number: string; last_action: string }>({
      indexName: 'bills',
      searchParams: { query: 'H 100', facetFilters: [[`status_name:${NEW_ACTION}`]] },
    });
    expect(found.hits.map((hit) => [hit.bill_type_number, hit.last_action])).toEqual([['H 100', NEW_ACTION]]);
  });
});
