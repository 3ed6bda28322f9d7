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

/** The hits' ids, sorted: for the tests about which records match, not their order. */
const hitIds = (hits: readonly { objectID: string }[]) => hits.map((hit) => hit.objectID).sort();

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
    expect(hitIds(response.hits)).toEqual(['H1', 'H3', 'S2', 'S5']);
  });
});

describe('query rules', () => {
  beforeAll(async () => {
    const c = t.v5();
    await c.saveObjects({
      indexName: 'talks',
      objects: [
        { objectID: 'a', title: 'about music' },
        { objectID: 'b', title: 'talk radio' },
        { objectID: 'c', title: 'about cooking' },
        { objectID: 'd', title: 'smart phones' },
        { objectID: 'e', title: 'art museums' },
      ],
      waitForTasks: true,
    });
  });

  // https://www.algolia.com/doc/rest-api/search/save-rule: consequence.params.query edits remove words.
  it('a remove edit takes the word out of the query, which stays a query', async () => {
    const c = t.v5();
    await c.saveRule({
      indexName: 'talks',
      objectID: 'no-talk',
      rule: {
        objectID: 'no-talk',
        conditions: [{ pattern: 'talk', anchoring: 'contains' }],
        consequence: { params: { query: { edits: [{ type: 'remove', delete: 'talk' }] } } },
      },
    });
    const response = await c.searchSingleIndex({
      indexName: 'talks',
      searchParams: { query: 'talk about music' },
    });
    expect(hitIds(response.hits)).toEqual(['a']);
  });

  // Rules match whole words of the query (https://www.algolia.com/doc/guides/managing-results/rules/rules-overview).
  it('returns userData, lists appliedRules with getRankingInfo, and never fires "art" on "smart"', async () => {
    const c = t.v5();
    await c.saveRule({
      indexName: 'talks',
      objectID: 'art',
      rule: {
        objectID: 'art',
        conditions: [{ pattern: 'art', anchoring: 'contains' }],
        consequence: { userData: { banner: 'art.png' }, promote: [{ objectID: 'a', position: 0 }] },
      },
    });
    const smart = await c.searchSingleIndex({
      indexName: 'talks',
      searchParams: { query: 'smart', getRankingInfo: true },
    });
    expect(hitIds(smart.hits)).toEqual(['d']);
    expect(smart.userData).toBeUndefined();
    expect(smart.appliedRules).toBeUndefined();
    const art = await c.searchSingleIndex({
      indexName: 'talks',
      searchParams: { query: 'art', getRankingInfo: true },
    });
    expect(art.hits[0]?.objectID).toBe('a');
    expect(art.userData).toEqual([{ banner: 'art.png' }]);
    expect(art.appliedRules).toEqual([{ objectID: 'art' }]);
  });

  it('applies a rule only inside its validity and with its context in ruleContexts', async () => {
    const c = t.v5();
    const now = Math.floor(Date.now() / 1000);
    await c.saveRules({
      indexName: 'talks',
      rules: [
        {
          objectID: 'expired',
          conditions: [{ pattern: 'radio', anchoring: 'is' }],
          consequence: { userData: { rule: 'expired' } },
          validity: [{ from: now - 7200, until: now - 3600 }],
        },
        {
          objectID: 'current',
          conditions: [{ pattern: 'radio', anchoring: 'is' }],
          consequence: { userData: { rule: 'current' } },
          validity: [{ from: now - 3600, until: now + 3600 }],
        },
        {
          objectID: 'mobile',
          conditions: [{ pattern: 'radio', anchoring: 'is', context: 'mobile' }],
          consequence: { userData: { rule: 'mobile' } },
        },
      ],
    });
    const plain = await c.searchSingleIndex({ indexName: 'talks', searchParams: { query: 'radio' } });
    expect(plain.userData).toEqual([{ rule: 'current' }]);
    const mobile = await c.searchSingleIndex({
      indexName: 'talks',
      searchParams: { query: 'radio', ruleContexts: ['mobile'] },
    });
    expect(mobile.userData).toEqual([{ rule: 'current' }, { rule: 'mobile' }]);
  });

  // automaticFacetFilters: "Attribute to filter on. This must match a facet placeholder in the Rule's pattern."
  it('filters on a {facet:…} value found in the query (automaticFacetFilters)', async () => {
    const c = t.v5();
    const before = await c.searchSingleIndex({
      indexName: 'bills',
      searchParams: { query: 'school by Jane Smith' },
    });
    expect(before.nbHits).toBe(0);
    await c.saveRule({
      indexName: 'bills',
      objectID: 'by-sponsor',
      rule: {
        objectID: 'by-sponsor',
        conditions: [{ pattern: 'by {facet:sponsor}', anchoring: 'endsWith' }],
        consequence: {
          params: {
            automaticFacetFilters: [{ facet: 'sponsor' }],
            query: { edits: [{ type: 'remove', delete: 'by' }] },
          },
        },
      },
    });
    const after = await c.searchSingleIndex({
      indexName: 'bills',
      searchParams: { query: 'school by Jane Smith' },
    });
    expect(hitIds(after.hits)).toEqual(['H1']);
    await c.deleteRule({ indexName: 'bills', objectID: 'by-sponsor' });
  });

  it('refuses to save what it cannot apply, naming it', async () => {
    await expect(
      t.v5().saveRule({
        indexName: 'talks',
        objectID: 'alt',
        rule: {
          objectID: 'alt',
          conditions: [{ pattern: 'art', anchoring: 'is', alternatives: true }],
          consequence: { userData: { rule: 'alt' } },
        },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('alternatives') });
    await expect(
      t.v5().saveRule({
        indexName: 'talks',
        objectID: 'plural',
        rule: { objectID: 'plural', consequence: { params: { ignorePlurals: true } } },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('ignorePlurals') });
  });
});

// https://www.algolia.com/doc/api-reference/api-parameters/advancedSyntaxFeatures: "exactPhrase … only
// matches records where 'search' is followed by 'engine'", no typos inside quotes; "excludeWords …
// search -engine matches records that contain 'search' but not 'engine'".
describe('advancedSyntax', () => {
  const search = (query: string, extra: Record<string, unknown> = {}) =>
    t.v5().searchSingleIndex({
      indexName: 'climate',
      searchParams: { query, advancedSyntax: true, ...extra },
    });
  beforeAll(async () => {
    await t.v5().saveObjects({
      indexName: 'climate',
      objects: [
        { objectID: 'a', title: 'climate change now' },
        { objectID: 'b', title: 'change the climate' },
        { objectID: 'c', title: 'climate policy' },
        { objectID: 'd', title: 'climat and search-engine' },
      ],
      waitForTasks: true,
    });
  });

  it('a quoted phrase matches its words adjacent, in order and without typos', async () => {
    expect(hitIds((await search('"climate change"')).hits)).toEqual(['a']);
    expect(hitIds((await search('"change climate"')).hits)).toEqual([]);
    expect(hitIds((await search('"climat"')).hits)).toEqual(['d']);
    expect(hitIds((await search('climat')).hits)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a word after a minus excludes the records that contain it', async () => {
    // d has "climat", a typo of "climate", and no "change".
    expect(hitIds((await search('climate -change')).hits)).toEqual(['c', 'd']);
    expect(hitIds((await search('climate -change', { typoTolerance: false })).hits)).toEqual(['c']);
    expect(hitIds((await search('-climate')).hits)).toEqual(['d']);
    // Not at the start of a word, or inside quotes: no exclusion.
    expect(hitIds((await search('search-engine')).hits)).toEqual(['d']);
  });

  it('honours advancedSyntaxFeatures, and does nothing without advancedSyntax', async () => {
    const phrasesOnly = await search('climate -change', { advancedSyntaxFeatures: ['exactPhrase'] });
    expect(hitIds(phrasesOnly.hits)).toEqual(['a', 'b']);
    const excludeOnly = await search('"change climate"', { advancedSyntaxFeatures: ['excludeWords'] });
    expect(hitIds(excludeOnly.hits)).toEqual(['a', 'b']);
    const off = await search('"change climate"', { advancedSyntax: false });
    expect(hitIds(off.hits)).toEqual(['a', 'b']);
  });
});

describe('snippets and highlights', () => {
  beforeAll(async () => {
    await t.v5().saveObjects({
      indexName: 'tagged',
      objects: [
        {
          objectID: 't1',
          title: 'Ferry service',
          summary: 'A long summary of the ferry service between the islands and the mainland harbour',
          tags: ['ferry', 'islands', 'transport'],
        },
      ],
      waitForTasks: true,
    });
  });

  // https://www.algolia.com/doc/api-reference/api-parameters/attributesToSnippet: `*` stands for every
  // attribute, `attribute:N` sets the snippet's length in words.
  it('snippets every attribute for "*:N"', async () => {
    const { hits } = await t.v5().searchSingleIndex<Record<string, unknown>>({
      indexName: 'tagged',
      searchParams: { query: 'ferry', attributesToSnippet: ['*:3'] },
    });
    const snippets = hits[0]?._snippetResult as Record<string, { value: string } | { value: string }[]>;
    expect(Object.keys(snippets).sort()).toEqual(['summary', 'tags', 'title']);
    expect((snippets.summary as { value: string }).value.split(' ').filter((w) => w !== '…')).toHaveLength(3);
  });

  // https://www.algolia.com/doc/api-reference/api-parameters/restrictHighlightAndSnippetArrays: with true,
  // "only items that at least partially matched are highlighted and snippeted".
  it('keeps only matching array items with restrictHighlightAndSnippetArrays', async () => {
    const search = (restrictHighlightAndSnippetArrays: boolean) =>
      t.v5().searchSingleIndex<Record<string, unknown>>({
        indexName: 'tagged',
        searchParams: {
          query: 'islands',
          attributesToHighlight: ['tags'],
          attributesToSnippet: ['tags'],
          restrictHighlightAndSnippetArrays,
        },
      });
    const all = (await search(false)).hits[0]!;
    expect((all._highlightResult as unknown as { tags: unknown[] }).tags).toHaveLength(3);
    const restricted = (await search(true)).hits[0]!;
    expect((restricted._highlightResult as unknown as { tags: { value: string }[] }).tags).toEqual([
      expect.objectContaining({ value: '<em>islands</em>', matchLevel: 'full' }),
    ]);
    expect((restricted._snippetResult as unknown as { tags: { value: string }[] }).tags).toEqual([
      expect.objectContaining({ value: '<em>islands</em>' }),
    ]);
  });
});

// https://www.algolia.com/doc/guides/managing-results/refine-results/geolocation and the parameters
// aroundLatLng, aroundRadius ("maximum radius … in meters"), aroundPrecision, insideBoundingBox,
// insidePolygon; the `geo` ranking criterion ranks by distance; _rankingInfo.geoDistance is in metres.
describe('geo search', () => {
  const boston = '42.3601, -71.0589';
  beforeAll(async () => {
    await t.v5().saveObjects({
      indexName: 'places',
      objects: [
        { objectID: 'worcester', name: 'Worcester office', _geoloc: { lat: 42.2626, lng: -71.8023 } },
        { objectID: 'cambridge', name: 'Cambridge office', _geoloc: { lat: 42.3736, lng: -71.1097 } },
        { objectID: 'nyc', name: 'New York office', _geoloc: { lat: 40.7128, lng: -74.006 } },
        {
          objectID: 'both',
          name: 'Springfield and Boston offices',
          _geoloc: [
            { lat: 42.1015, lng: -72.5898 },
            { lat: 42.3555, lng: -71.0565 },
          ],
        },
        { objectID: 'nowhere', name: 'Remote office' },
      ],
      waitForTasks: true,
    });
  });
  const search = (searchParams: Record<string, unknown>) =>
    t.v5().searchSingleIndex({ indexName: 'places', searchParams: { query: 'office', ...searchParams } });

  it('keeps the records within aroundRadius of aroundLatLng, nearest first', async () => {
    const near = await search({ aroundLatLng: boston, aroundRadius: 100_000, getRankingInfo: true });
    expect(near.hits.map((hit) => hit.objectID)).toEqual(['both', 'cambridge', 'worcester']);
    const info = near.hits[1]?._rankingInfo;
    expect(info?.geoDistance).toBeGreaterThan(4000);
    expect(info?.geoDistance).toBeLessThan(5000);
    expect(near.hits[0]?._rankingInfo?.matchedGeoLocation).toMatchObject({ lat: 42.3555, lng: -71.0565 });
    // "all: Includes all records with a _geoloc attribute" (api-parameters/aroundRadius).
    const all = await search({ aroundLatLng: boston, aroundRadius: 'all' });
    expect(all.hits.map((hit) => hit.objectID)).toEqual(['both', 'cambridge', 'worcester', 'nyc']);
  });

  it('ties distances within one aroundPrecision step, then ranks by the next criteria', async () => {
    const coarse = await search({ aroundLatLng: boston, aroundRadius: 100_000, aroundPrecision: 100_000 });
    // Within 100 km all three tie on distance; "offices" only matches the prefix "office", so the
    // nearest record, 'both', now ranks last on the textual criteria.
    expect(coarse.hits.map((hit) => hit.objectID).at(-1)).toBe('both');
    expect(coarse.nbHits).toBe(3);
  });

  it('keeps the records inside a bounding box or a polygon, whatever aroundLatLng says', async () => {
    const box = await search({
      insideBoundingBox: [[42.5, -71.5, 42.0, -70.9]],
      aroundLatLng: '40.7, -74.0',
    });
    expect(hitIds(box.hits)).toEqual(['both', 'cambridge']);
    const polygon = await search({
      insidePolygon: [[41.0, -75.0, 41.0, -73.0, 40.0, -73.0, 40.0, -75.0]],
    });
    expect(polygon.hits.map((hit) => hit.objectID)).toEqual(['nyc']);
  });

  it('answers 400 for a malformed point, and for the automatic radius it does not compute', async () => {
    await expect(search({ aroundLatLng: 'Boston', aroundRadius: 10 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('`aroundLatLng`'),
    });
    await expect(search({ aroundLatLng: boston })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('automatic radius is not supported'),
    });
    await expect(search({ aroundLatLng: boston, minimumAroundRadius: 1000 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('minimumAroundRadius'),
    });
  });

  // https://www.algolia.com/doc/rest-api/search/delete-by: DeleteByParams takes aroundLatLng/aroundRadius.
  it('deletes by a geo filter', async () => {
    await t.v5().saveObjects({
      indexName: 'places_copy',
      objects: [
        { objectID: 'near', _geoloc: { lat: 42.36, lng: -71.06 } },
        { objectID: 'far', _geoloc: { lat: 40.71, lng: -74.0 } },
      ],
      waitForTasks: true,
    });
    // A point alone asks for Algolia's automatic radius, which is not supported: refused, nothing deleted.
    await expect(
      t.v5().deleteBy({ indexName: 'places_copy', deleteByParams: { aroundLatLng: boston } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('aroundRadius') });
    await expect(
      t.v5().deleteBy({ indexName: 'places_copy', deleteByParams: { aroundLatLng: 'x', aroundRadius: 5 } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('aroundLatLng') });
    const { taskID } = await t.v5().deleteBy({
      indexName: 'places_copy',
      deleteByParams: { aroundLatLng: boston, aroundRadius: 10_000 },
    });
    await t.v5().waitForTask({ indexName: 'places_copy', taskID });
    const left = await t.v5().searchSingleIndex({ indexName: 'places_copy' });
    expect(left.hits.map((hit) => hit.objectID)).toEqual(['far']);
  });
});
