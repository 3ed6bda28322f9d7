// A secured API key restricted by `filters` (issue 15 hands every browser one restricted to its state)
// sees only the records its filters allow, on every read path: a record outside them does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyFields } from '../../search/keys/api-key-store.js';
import { generateSecuredApiKeyWithClient } from '../../search/keys/client-secured-api-key.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';

let t: SearchTestApp;
/** Restricted to Massachusetts, from a parent key that may search and browse. */
let maKey: string;

const bills = [
  { objectID: 'ma-1', title: 'Ferry service', state: 'ma', sponsor: 'Jane Smith' },
  { objectID: 'ma-2', title: 'School ferry fares', state: 'ma', sponsor: 'Sam Smithers' },
  { objectID: 'mo-1', title: 'Ferry crossings', state: 'mo', sponsor: 'Sally Smart' },
];

beforeAll(async () => {
  t = await startSearchTestApp();
  await t.v5().setSettings({
    indexName: 'bills',
    indexSettings: {
      searchableAttributes: ['title'],
      attributesForFaceting: ['filterOnly(state)', 'searchable(sponsor)'],
    },
  });
  await t.v5().saveObjects({ indexName: 'bills', objects: bills, waitForTasks: true });
  const parent = t.service.keys.create(apiKeyFields({ acl: ['search', 'browse'] }));
  maKey = generateSecuredApiKeyWithClient(parent.value, { filters: 'state:ma' });
});
afterAll(() => t.close());

const ids = (records: ({ objectID: string } | null)[]) => records.map((record) => record?.objectID ?? null);

describe('a secured key restricted by filters', () => {
  it('gets a record of its own state, and a 404 for another state’s as if it did not exist', async () => {
    const client = t.v5(maKey);
    expect(await client.getObject({ indexName: 'bills', objectID: 'ma-1' })).toMatchObject({
      title: 'Ferry service',
    });
    const error = await client.getObject({ indexName: 'bills', objectID: 'mo-1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'ObjectID does not exist' });
    // The admin key sees it.
    expect(await t.v5().getObject({ indexName: 'bills', objectID: 'mo-1' })).toMatchObject({ state: 'mo' });
  });

  it('gets null for another state’s record among several (POST /1/indexes/*/objects)', async () => {
    const { results } = await t.v5(maKey).getObjects({
      requests: ['ma-1', 'mo-1', 'ma-2'].map((objectID) => ({ indexName: 'bills', objectID })),
    });
    expect(ids(results as ({ objectID: string } | null)[])).toEqual(['ma-1', null, 'ma-2']);
  });

  it('searches, browses and searches facet values within its state only', async () => {
    const client = t.v5(maKey);
    const found = await client.searchSingleIndex({ indexName: 'bills', searchParams: { query: 'ferry' } });
    expect(ids(found.hits).sort()).toEqual(['ma-1', 'ma-2']);
    const browsed: string[] = [];
    await client.browseObjects<{ objectID: string }>({
      indexName: 'bills',
      aggregator: (page) => browsed.push(...page.hits.map((hit) => hit.objectID)),
    });
    expect(browsed.sort()).toEqual(['ma-1', 'ma-2']);
    const facets = await client.searchForFacetValues({
      indexName: 'bills',
      facetName: 'sponsor',
      searchForFacetValuesRequest: { facetQuery: 's' },
    });
    expect(facets.facetHits.map((hit) => hit.value).sort()).toEqual(['Jane Smith', 'Sam Smithers']);
  });

  it('cannot widen its restriction with a filter of its own', async () => {
    const found = await t.v5(maKey).searchSingleIndex({
      indexName: 'bills',
      searchParams: { query: 'ferry', filters: 'state:mo OR state:ma' },
    });
    expect(ids(found.hits).sort()).toEqual(['ma-1', 'ma-2']);
  });
});
