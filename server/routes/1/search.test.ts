import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, seedBills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';
import { expectFields, fieldsInstantSearchReads, requiredFields } from './testing/spec-shapes.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBills(t);
});
afterAll(() => t.close());

const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID);

describe('POST /1/indexes/{index}/query (searchSingleIndex)', () => {
  it('answers the v5 client with ranked hits, the params echo and a cache_id', async () => {
    const response = await t.v5().searchSingleIndex({
      indexName: 'bills',
      searchParams: { query: 'school', hitsPerPage: 2, facets: ['chamber'] },
    });
    expectFields(response, [...requiredFields.searchResponse, ...fieldsInstantSearchReads, 'cache_id']);
    for (const hit of response.hits) expectFields(hit, requiredFields.hit, 'hit');
    expect(ids(response.hits)).toEqual(['H3', 'S5']);
    expect(response).toMatchObject({
      nbHits: 3,
      nbPages: 2,
      hitsPerPage: 2,
      query: 'school',
      index: 'bills',
    });
    expect(response.params).toBe('query=school&hitsPerPage=2&facets=%5B%22chamber%22%5D');
    expect(response.facets).toEqual({ chamber: { house: 2, senate: 1 } });
    expect(response).not.toHaveProperty('_automaticInsights');
  });

  it('keeps the full ranked id list in the results cache under cache_id', async () => {
    const response = await t
      .v5()
      .searchSingleIndex({ indexName: 'bills', searchParams: { query: 'act', hitsPerPage: 1 } });
    const cached = await t.service.resultsCache.get(String(response.cache_id));
    expect(cached).toMatchObject({ indexName: 'bills', nbHits: 5, params: { query: 'act', hitsPerPage: 1 } });
    expect(cached?.rankedObjectIDs).toEqual(['S2', 'H3', 'S5', 'H1', 'H4']);
    const countsOnly = await t
      .v5()
      .searchSingleIndex({ indexName: 'bills', searchParams: { query: 'school', hitsPerPage: 0 } });
    expect((await t.service.resultsCache.get(String(countsOnly.cache_id)))?.rankedObjectIDs).toEqual([
      'H3',
      'S5',
      'H1',
    ]);
  });

  it('reads a v4-style params string', async () => {
    const response = await t.v5().searchSingleIndex({
      indexName: 'bills',
      searchParams: { params: 'query=libraries&filters=year%3E2024' },
    });
    expect(ids(response.hits)).toEqual(['H1']);
  });

  it("answers 404 in Algolia's shape for an unknown index", async () => {
    const response = await t.fetch('/1/indexes/nope/query', {
      method: 'POST',
      headers: t.headers(),
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Index does not exist', status: 404 });
  });
});

describe('POST /1/indexes/*/queries (search)', () => {
  it('answers v5 flat items in order, with a facet-value search among them', async () => {
    const { results } = await t.v5().search({
      requests: [
        { indexName: 'bills', query: 'school', facetFilters: [['chamber:senate']] },
        { indexName: 'bills', type: 'facet', facet: 'sponsor', facetQuery: 'smi' },
        { indexName: 'bills', query: 'school', hitsPerPage: 0, facets: ['chamber'], analytics: false },
      ],
    });
    expect(results).toHaveLength(3);
    const [hits, facetValues, facetCounts] = results as [
      { hits: { objectID: string }[]; cache_id: string },
      { facetHits: { value: string; count: number }[] },
      { hits: unknown[]; facets: unknown },
    ];
    expect(ids(hits.hits)).toEqual(['S5']);
    expect(hits.cache_id).toBeTypeOf('string');
    expectFields(facetValues, requiredFields.facetValuesResponse);
    for (const hit of facetValues.facetHits) expectFields(hit, requiredFields.facetHit, 'facetHit');
    expect(facetValues.facetHits.map((hit) => [hit.value, hit.count])).toEqual([
      ['Jane Smith', 2],
      ['Sam Smithers', 1],
    ]);
    expect(facetCounts.hits).toEqual([]);
    expect(facetCounts.facets).toEqual({ chamber: { house: 2, senate: 1 } });
    for (const result of results) expect(result).not.toHaveProperty('_automaticInsights');
  });

  it('answers the v4 lite client, which sends params strings and credentials in the query string', async () => {
    const { results } = await t.v4Lite().search<{ title: string }>([
      { indexName: 'bills', params: { query: 'librar', hitsPerPage: 1, attributesToRetrieve: ['title'] } },
      { indexName: 'bills', params: { query: 'ferry' } },
    ]);
    expectFields({ results }, requiredFields.searchResponses);
    const [libraries, ferry] = results.map((result) => ('hits' in result ? result : undefined));
    expect(libraries?.hits).toEqual([
      expect.objectContaining({ objectID: 'H4', title: 'An Act for public libraries funding' }),
    ]);
    expect(libraries?.hits[0]).not.toHaveProperty('sponsor');
    expect(libraries?.nbHits).toBe(2);
    expect(ids(ferry?.hits ?? [])).toEqual(['S2']);
    expect(results.every((result) => 'cache_id' in result)).toBe(true);
  });

  it('stops after a query with enough hits under stopIfEnoughMatches', async () => {
    const { results } = await t.v5().search({
      requests: [
        { indexName: 'bills', query: 'act', hitsPerPage: 2 },
        { indexName: 'bills', query: 'school' },
      ],
      strategy: 'stopIfEnoughMatches',
    });
    expect(results.map((result) => ('nbHits' in result ? result.nbHits : undefined))).toEqual([5, 0]);
  });

  it('names a missing required parameter in a 400', async () => {
    const response = await t.fetch('/1/indexes/*/queries', {
      method: 'POST',
      headers: t.headers(),
      body: JSON.stringify({ requests: [{ query: 'school' }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Parameter `requests[0].indexName` is required when calling `search`.',
      status: 400,
    });
  });
});

describe('POST /1/indexes/{index}/facets/{facet}/query (searchForFacetValues)', () => {
  it('answers the v5 client, with the other search parameters applied', async () => {
    const response = await t.v5().searchForFacetValues({
      indexName: 'bills',
      facetName: 'sponsor',
      searchForFacetValuesRequest: { facetQuery: 'smi', maxFacetHits: 1, params: 'filters=chamber%3Asenate' },
    });
    expectFields(response, requiredFields.facetValuesResponse);
    expect(response.facetHits).toEqual([
      { value: 'Sam Smithers', highlighted: 'Sam <em>Smi</em>thers', count: 1 },
    ]);
  });

  it('answers the v4 lite client', async () => {
    const response = await t.v4Lite().initIndex('bills').searchForFacetValues('sponsor', 'jane');
    expect(response.facetHits.map((hit) => hit.value)).toEqual(['Jane Smith']);
  });

  it('refuses a facet not declared searchable', async () => {
    const error = await t
      .v5()
      .searchForFacetValues({ indexName: 'bills', facetName: 'chamber' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
  });
});

describe('browse', () => {
  it('pages through every record with a cursor (browseObjects)', async () => {
    const seen: string[] = [];
    let pages = 0;
    await t.v5().browseObjects<{ objectID: string }>({
      indexName: 'bills',
      browseParams: { hitsPerPage: 2 },
      aggregator: (response) => {
        pages += 1;
        seen.push(...ids(response.hits));
      },
    });
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(ids(bills).sort());
  });

  it('answers GET with the parameters in the query string', async () => {
    const response = await t.fetch('/1/indexes/bills/browse?filters=chamber%3Asenate&hitsPerPage=5', {
      headers: t.headers(),
    });
    const body = (await response.json()) as { hits: { objectID: string }[]; cursor?: string };
    expect(ids(body.hits).sort()).toEqual(['S2', 'S5']);
    expect(body.cursor).toBeUndefined();
  });

  it('refuses a cursor that was edited', async () => {
    const first = await t.v5().browse({ indexName: 'bills', browseParams: { hitsPerPage: 1 } });
    const tampered = `${first.cursor}x`;
    const error = await t
      .v5()
      .browse({ indexName: 'bills', browseParams: { cursor: tampered } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'cursor is not valid' });
  });
});

describe('POST /1/indexes/*/objects (getObjects)', () => {
  it('returns the records in order, null for a missing one', async () => {
    const response = await t.v5().getObjects<{ title?: string }>({
      requests: [
        { indexName: 'bills', objectID: 'S2', attributesToRetrieve: ['title'] },
        { indexName: 'bills', objectID: 'missing' },
      ],
    });
    expectFields(response, requiredFields.getObjectsResponse);
    expect(response.results).toEqual([{ objectID: 'S2', title: 'An Act relative to ferry service' }, null]);
  });
});
