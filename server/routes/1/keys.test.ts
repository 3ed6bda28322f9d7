import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecuredApiKeyWithClient } from '../../search/keys/client-secured-api-key.js';
import { seedBills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';
import { expectFields, requiredFields } from './testing/spec-shapes.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBills(t);
  await t.v5().saveObjects({
    indexName: 'dev_news',
    objects: [{ objectID: 'n1', title: 'News' }],
    waitForTasks: true,
  });
});
afterAll(() => t.close());

const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID).sort();
const refusal = (message: string) => expect.objectContaining({ status: 403, message });

describe('/1/keys', () => {
  it('creates, reads, lists, updates, deletes and restores a key', async () => {
    const admin = t.v5();
    const created = await admin.addApiKey({
      acl: ['search', 'browse'],
      description: 'reporting',
      indexes: ['bills'],
    });
    expectFields(created, requiredFields.addApiKeyResponse);
    await admin.waitForApiKey({ operation: 'add', key: created.key });

    const key = await admin.getApiKey({ key: created.key });
    expectFields(key, requiredFields.getApiKeyResponse);
    expect(key).toMatchObject({
      value: created.key,
      acl: ['search', 'browse'],
      description: 'reporting',
      indexes: ['bills'],
    });
    expect(Number.isInteger(key.createdAt)).toBe(true);

    const listed = await admin.listApiKeys();
    expectFields(listed, requiredFields.listApiKeysResponse);
    expect(listed.keys.map((k) => k.value)).toEqual(
      expect.arrayContaining([created.key, t.service.searchApiKey]),
    );
    expect(listed.keys.map((k) => k.value)).not.toContain(t.service.adminApiKey);

    const apiKey = { acl: ['search' as const], description: 'narrower', maxHitsPerQuery: 2 };
    const updated = await admin.updateApiKey({ key: created.key, apiKey });
    expectFields(updated, requiredFields.updateApiKeyResponse);
    await admin.waitForApiKey({ operation: 'update', key: created.key, apiKey });
    expect(await admin.getApiKey({ key: created.key })).toMatchObject({ ...apiKey, indexes: [] });

    expectFields(await admin.deleteApiKey({ key: created.key }), requiredFields.deleteApiKeyResponse);
    await admin.waitForApiKey({ operation: 'delete', key: created.key });
    const searching = await t
      .v5(created.key)
      .searchSingleIndex({ indexName: 'bills' })
      .catch((e: unknown) => e);
    expect(searching).toEqual(refusal('Invalid Application-ID or API key'));

    const restored = await admin.restoreApiKey({ key: created.key });
    expectFields(restored, requiredFields.addApiKeyResponse);
    expect((await t.v5(created.key).searchSingleIndex({ indexName: 'bills' })).hits).toHaveLength(2);
  });

  it("is the admin key's alone, except that a key may read itself", async () => {
    const search = t.v5(t.service.searchApiKey);
    expect(await search.listApiKeys().catch((e: unknown) => e)).toEqual(
      refusal('Method not allowed with this API key'),
    );
    expect(await search.addApiKey({ acl: ['addObject'] }).catch((e: unknown) => e)).toEqual(
      refusal('Method not allowed with this API key'),
    );
    expect(await search.getApiKey({ key: t.service.searchApiKey })).toMatchObject({ acl: ['search'] });
  });

  it('names an unknown ACL in a 400', async () => {
    const error = await t
      .v5()
      .addApiKey({ acl: ['fly' as never] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      message: expect.stringContaining('Parameter `acl` must be a list of search'),
    });
  });
});

describe('what a key may do', () => {
  it('refuses writes with the search-only key', async () => {
    const search = t.v5(t.service.searchApiKey);
    expect(
      await search.saveObject({ indexName: 'bills', body: { title: 'x' } }).catch((e: unknown) => e),
    ).toEqual(refusal('Method not allowed with this API key'));
    expect(
      await search.setSettings({ indexName: 'bills', indexSettings: {} }).catch((e: unknown) => e),
    ).toEqual(refusal('Method not allowed with this API key'));
    expect(await search.browse({ indexName: 'bills' }).catch((e: unknown) => e)).toEqual(
      refusal('Method not allowed with this API key'),
    );
  });

  it('keeps a key to its indexes, forces its query parameters and caps its hits', async () => {
    const { key } = await t.v5().addApiKey({
      acl: ['search', 'listIndexes'],
      indexes: ['bills', 'other_*'],
      queryParameters: 'filters=chamber%3Ahouse',
      maxHitsPerQuery: 2,
    });
    const client = t.v5(key);
    const response = await client.searchSingleIndex({
      indexName: 'bills',
      searchParams: { query: 'act', hitsPerPage: 50 },
    });
    expect(response.nbHits).toBe(3);
    expect(response.hits).toHaveLength(2);
    expect(response.params).toBe('query=act&hitsPerPage=50');
    expect(await client.searchSingleIndex({ indexName: 'dev_news' }).catch((e: unknown) => e)).toEqual(
      refusal('Index not allowed with this API key'),
    );
    const multi = await client
      .search({ requests: [{ indexName: 'bills' }, { indexName: 'dev_news' }] })
      .catch((e: unknown) => e);
    expect(multi).toEqual(refusal('Index not allowed with this API key'));
    expect((await client.listIndices()).items.map((index) => index.name)).toEqual(['bills']);
  });

  it("answers a wrong key or application id with Algolia's 403 body", async () => {
    for (const headers of [t.headers('wrong'), { ...t.headers(), 'x-algolia-application-id': 'OTHER' }, {}]) {
      const response = await t.fetch('/1/indexes/bills/query', { method: 'POST', headers, body: '{}' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    }
  });
});

describe("secured API keys from the client's generateSecuredApiKey", () => {
  it("ANDs their filters with the request's", async () => {
    const securedKey = generateSecuredApiKeyWithClient(t.service.searchApiKey, { filters: 'chamber:senate' });
    const response = await t
      .v5(securedKey)
      .searchSingleIndex({ indexName: 'bills', searchParams: { query: 'act' } });
    expect(ids(response.hits)).toEqual(['S2', 'S5']);
    const narrowed = await t.v5(securedKey).searchSingleIndex({
      indexName: 'bills',
      searchParams: { query: 'act', filters: 'year = 2025' },
    });
    expect(ids(narrowed.hits)).toEqual(['S5']);
    const lite = await t.v4Lite(securedKey).search([{ indexName: 'bills', params: { query: 'school' } }]);
    const [school] = lite.results.map((result) => ('hits' in result ? result.hits : []));
    expect(ids(school ?? [])).toEqual(['S5']);
  });

  it('refuses them after validUntil', async () => {
    const expired = generateSecuredApiKeyWithClient(t.service.searchApiKey, {
      validUntil: Math.floor(Date.now() / 1000) - 1,
    });
    expect(
      await t
        .v5(expired)
        .searchSingleIndex({ indexName: 'bills' })
        .catch((e: unknown) => e),
    ).toEqual(refusal('Invalid Application-ID or API key'));
    const valid = generateSecuredApiKeyWithClient(t.service.searchApiKey, {
      validUntil: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await t.v5(valid).searchSingleIndex({ indexName: 'bills' })).nbHits).toBe(5);
  });

  it('keeps them to restrictIndices', async () => {
    const securedKey = generateSecuredApiKeyWithClient(t.service.searchApiKey, {
      restrictIndices: ['dev_*'],
      restrictSources: '192.168.1.0/24',
      userToken: 'user-42',
    });
    expect((await t.v5(securedKey).searchSingleIndex({ indexName: 'dev_news' })).nbHits).toBe(1);
    expect(
      await t
        .v5(securedKey)
        .searchSingleIndex({ indexName: 'bills' })
        .catch((e: unknown) => e),
    ).toEqual(refusal('Index not allowed with this API key'));
  });
});
