// Issue 21: behaviours the real clients showed to differ from Algolia's, each checked through them against
// the documented behaviour (the doc page is named in each test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBills(t);
});
afterAll(() => t.close());

describe('parameters Algolia refuses', () => {
  // https://www.algolia.com/doc/api-reference/api-parameters/hitsPerPage: "max 1000".
  it('answers 400 for hitsPerPage 1001 instead of clamping it', async () => {
    await expect(
      t.v5().searchSingleIndex({ indexName: 'bills', searchParams: { hitsPerPage: 1001 } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('`hitsPerPage`') });
  });

  // https://www.algolia.com/doc/api-reference/search-api-parameters lists every parameter a search takes.
  it('answers "Unknown parameter: X" for a parameter outside the API, from either client', async () => {
    await expect(
      t.v5().searchSingleIndex({ indexName: 'bills', searchParams: { hitPerPage: 5 } as never }),
    ).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: hitPerPage' });
    await expect(
      t.v4Lite().search([{ indexName: 'bills', params: { query: 'act', colour: 'red' } as never }]),
    ).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: colour' });
  });

  it('still answers what InstantSearch sends through the v4 client', async () => {
    const { results } = await t.v4Lite().search([
      {
        indexName: 'bills',
        params: {
          query: 'school',
          facets: ['chamber'],
          tagFilters: '',
          hitsPerPage: 0,
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          maxValuesPerFacet: 10,
          clickAnalytics: true,
          analyticsTags: ['web'],
        },
      },
    ]);
    expect(results[0]).toMatchObject({ nbHits: 3, hits: [] });
  });
});

describe('facetFilters nested deeper than two levels', () => {
  // https://www.algolia.com/doc/api-reference/api-parameters/facetFilters: nested arrays are OR groups, and
  // AND can't be grouped inside an OR group; the contract's FacetFilters is recursive, so Algolia answers.
  it('answers 200, the deeper values joining their OR group', async () => {
    const response = await t.v5().searchSingleIndex({
      indexName: 'bills',
      searchParams: { facetFilters: [[['chamber:senate', ['year:2025']]]] as never, hitsPerPage: 10 },
    });
    expect(response.hits.map((hit) => hit.objectID).sort()).toEqual(['H1', 'H3', 'S2', 'S5']);
  });
});
