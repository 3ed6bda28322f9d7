// The indexer against the real app on a real port: it writes through the algoliasearch client, and a
// change in the database reaches the index on the next sync, without a restart.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createIndexerClient } from './indexer-client.js';
import { createSearchIndexer, type SearchIndexer } from './search-indexer.js';

let t: TestApp;
let indexer: SearchIndexer;
let client: ReturnType<typeof createIndexerClient>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const { appId, adminApiKey } = t.app.searchService;
  client = createIndexerClient({ embedded: { appId, adminApiKey, port } });
  indexer = createSearchIndexer({ db: t.database.db, client });
});
afterAll(async () => {
  await indexer.stop();
  await t.close();
});

// The client caches search responses in memory; a test that searches again after a change must not see them.
const titles = async (query: string) => {
  await client.clearCache();
  return (
    await client.searchSingleIndex<{ title: string }>({ indexName: 'bills', searchParams: { query } })
  ).hits.map((h) => h.title);
};

describe('search indexer', () => {
  it('fills every index with settings and records on the first sync', async () => {
    const reports = await indexer.sync();
    expect(reports.map((r) => r.index).sort()).toEqual([
      'bill_amendments',
      'bill_text',
      'bills',
      'committees',
      'legislators',
      'news',
      'press_releases',
      'site',
      'transcripts',
    ]);
    expect(reports.find((r) => r.index === 'bills')).toMatchObject({
      saved: 2,
      deleted: 0,
      settingsChanged: true,
    });
    expect(await titles('libraries')).toEqual(['An Act relative to school libraries']);
    const settings = await client.getSettings({ indexName: 'bills' });
    expect(settings.attributesForFaceting).toContain('searchable(sponsor)');
    const legislators = await client.searchSingleIndex({
      indexName: 'legislators',
      searchParams: { query: 'senn' },
    });
    expect(legislators.hits.map((h) => h.objectID)).toEqual([String(t.fixtures.idOf('Dee Senn'))]);
  });

  it('rebuilds nothing when no indexed table was written', async () => {
    await t.database.db
      .insertInto('users')
      .values({ email: 'reader@example.com', display_name: 'Reader', password_hash: 'x' })
      .execute();
    expect(await indexer.sync()).toEqual([]);
  });

  it('rebuilds only the indexes that read a changed table, whoever wrote it', async () => {
    const committeeId = t.fixtures.committeeId('Joint Committee on Education');
    await sql`update committees set name = 'Joint Committee on Libraries' where id = ${committeeId}`.execute(
      t.database.db,
    );
    const reports = await indexer.sync();
    expect(reports).toEqual([
      { index: 'site', saved: 1, deleted: 0, settingsChanged: false },
      { index: 'committees', saved: 1, deleted: 0, settingsChanged: false },
    ]);
    const found = await client.searchSingleIndex<{ committee_name: string }>({
      indexName: 'committees',
      searchParams: { query: 'libraries' },
    });
    expect(found.hits.map((h) => h.committee_name)).toEqual(['Joint Committee on Libraries']);
  });

  it('sends nothing when a table was written but no record changed', async () => {
    const billId = t.fixtures.billId('H 100');
    await sql`update bills set title = title where id = ${billId}`.execute(t.database.db);
    const reports = await indexer.sync();
    expect(reports.map((r) => r.index).sort()).toEqual(['bill_amendments', 'bill_text', 'bills', 'site']);
    expect(reports.every((r) => r.saved === 0 && r.deleted === 0 && !r.settingsChanged)).toBe(true);
  });

  it('sends a changed bill and drops a deleted one', async () => {
    const billId = t.fixtures.billId('H 100');
    await t.database.db
      .updateTable('bills')
      .set({ title: 'An Act relative to school gardens' })
      .where('id', '=', billId)
      .execute();
    let reports = await indexer.sync();
    expect(reports.find((r) => r.index === 'bills')).toMatchObject({ saved: 1, deleted: 0 });
    expect(await titles('gardens')).toEqual(['An Act relative to school gardens']);
    // The summary still mentions libraries, but the old title is gone from the index.
    expect(await titles('libraries')).toEqual(['An Act relative to school gardens']);

    await t.database.db.deleteFrom('bills').where('id', '=', billId).execute();
    reports = await indexer.sync();
    expect(reports.find((r) => r.index === 'bills')).toMatchObject({ saved: 0, deleted: 1 });
    expect(await titles('gardens')).toEqual([]);
  });
});
