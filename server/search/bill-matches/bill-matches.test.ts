// The `bill_matches` virtual index through the unmodified algoliasearch v5 client against a listening
// server, with the browser's search-only key (issue 9, contract A).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchTestApp, type SearchTestApp } from '../../routes/1/testing/search-test-app.js';
import { seedBillMatches, sectionId } from './testing/bill-match-fixtures.js';

interface ChunkHit {
  bill_text__id: number;
  heading?: string;
  text: string;
  fields_score_tags: { tag: string }[];
  _highlightResult: { text: { value: string; matchLevel: string; matchedWords: string[] } };
}
interface BillMatchHit {
  objectID: string;
  id: number;
  bill_type_number: string;
  bill_name_sponsor: string;
  chunks: ChunkHit[];
  total_chunks_count: number;
  _highlightResult: Record<string, { value: string }>;
}

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await seedBillMatches(t.service);
});
afterAll(() => t.close());

const client = () => t.v5(t.service.searchApiKey);
const searchBillMatches = (searchParams: Record<string, unknown>) =>
  client().searchSingleIndex<BillMatchHit>({ indexName: 'bill_matches', searchParams });

describe('the bill_matches virtual index', () => {
  it('answers one hit per bill whose text matched, ranked by its best chunk', async () => {
    const response = await searchBillMatches({ query: 'ferry' });
    expect(response.hits.map((hit) => hit.bill_type_number)).toEqual(['H 10', 'H 30', 'S 20']);
    expect(response).toMatchObject({ nbHits: 3, nbPages: 1, index: 'bill_matches', query: 'ferry' });
    const [h10] = response.hits;
    expect(h10).toMatchObject({
      objectID: '1',
      id: 1,
      url: '/app/bill/1',
      session_name: '2025-2026',
      chamber: 'house',
      sponsor: 'Ada Baker',
      status_name: 'Reported favorably',
      description: 'Creates a regional ferry authority for the islands.',
      last_action: 'Reported favorably by committee',
    });
  });

  it('attaches up to 5 chunks in rank order, highlighted, and how many chunks matched', async () => {
    const { hits } = await searchBillMatches({
      query: 'ferry',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const [h10, h30, s20] = hits;
    // The heading match outranks the earlier sections; the title matches every chunk of H 10.
    expect(h10!.chunks.map((chunk) => chunk.bill_text__id)).toEqual([
      sectionId(1, 6),
      sectionId(1, 1),
      sectionId(1, 2),
      sectionId(1, 3),
      sectionId(1, 4),
    ]);
    expect(h10!.total_chunks_count).toBe(8);
    expect(h10!.chunks[0]).toEqual({
      bill_text__id: sectionId(1, 6),
      heading: 'Ferry fares',
      text: 'Discounted ferry fares apply to island residents and students.',
      fields_score_tags: [{ tag: 'Ferry fares' }],
      _highlightResult: {
        text: expect.objectContaining({
          value: 'Discounted <mark>ferry</mark> fares apply to island residents and students.',
          matchLevel: 'full',
          matchedWords: ['ferry'],
        }),
      },
    });
    expect(h10!._highlightResult.bill_name_sponsor!.value).toBe(
      'H 10: An Act relative to <mark>ferry</mark> service (Ada Baker)',
    );
    expect(s20!.chunks.map((chunk) => chunk.bill_text__id)).toEqual([sectionId(2, 1), sectionId(2, 2)]);
    expect(s20!.total_chunks_count).toBe(2);
    // A chunk without a heading has none, and is tagged as bill text.
    expect(h30!.chunks).toEqual([
      expect.objectContaining({ bill_text__id: sectionId(3, 2), fields_score_tags: [{ tag: 'Bill text' }] }),
    ]);
    expect(h30!.chunks[0]).not.toHaveProperty('heading');
  });

  it('counts facets and pages in bills, not chunks', async () => {
    const first = await searchBillMatches({
      query: 'ferry',
      hitsPerPage: 2,
      facets: ['chamber', 'sponsor', 'categories'],
    });
    expect(first.facets).toEqual({
      chamber: { house: 2, senate: 1 },
      sponsor: { 'Ada Baker': 2, 'Dee Senn': 1 },
      categories: { Transportation: 2, Education: 1, 'Public safety': 1 },
    });
    expect(first).toMatchObject({ nbHits: 3, nbPages: 2, hitsPerPage: 2, page: 0 });
    expect(first.hits.map((hit) => hit.objectID)).toEqual(['1', '3']);
    const second = await searchBillMatches({ query: 'ferry', hitsPerPage: 2, page: 1 });
    expect(second.hits.map((hit) => hit.objectID)).toEqual(['2']);
  });

  it('applies facet filters to the bills', async () => {
    const response = await searchBillMatches({ query: 'ferry', facetFilters: [['chamber:senate']] });
    expect(response.hits.map((hit) => hit.bill_type_number)).toEqual(['S 20']);
    expect(response.nbHits).toBe(1);
  });

  it('stores the ranked bill ids under the cache_id', async () => {
    const response = await searchBillMatches({ query: 'ferry', hitsPerPage: 1 });
    const cached = await t.service.resultsCache.get(String(response.cache_id));
    expect(cached).toMatchObject({
      indexName: 'bill_matches',
      nbHits: 3,
      params: { query: 'ferry', hitsPerPage: 1 },
      rankedObjectIDs: ['1', '3', '2'],
    });
  });

  it('runs in a multi-query next to the other indexes', async () => {
    const { results } = await client().search<BillMatchHit>({
      requests: [
        { indexName: 'bill_matches', query: 'ferry', hitsPerPage: 1 },
        { indexName: 'bill_matches', query: 'ferry', hitsPerPage: 0, facets: ['chamber'] },
        { indexName: 'bills', query: 'ferry' },
      ],
    });
    const [grouped, counts, bills] = results as {
      hits: BillMatchHit[];
      nbHits: number;
      facets?: Record<string, Record<string, number>>;
    }[];
    expect(grouped!.hits.map((hit) => [hit.objectID, hit.chunks.length])).toEqual([['1', 5]]);
    expect(counts!.facets).toEqual({ chamber: { house: 2, senate: 1 } });
    expect(bills!.nbHits).toBe(1);
  });

  it("searches a facet's values counting each bill once", async () => {
    const response = await client().searchForFacetValues({
      indexName: 'bill_matches',
      facetName: 'sponsor',
      searchForFacetValuesRequest: { facetQuery: 'ada', params: 'query=ferry' },
    });
    expect(response.facetHits).toEqual([{ value: 'Ada Baker', highlighted: '<em>Ada</em> Baker', count: 2 }]);
  });

  it('leaves the chunks out when attributesToRetrieve does not ask for them', async () => {
    const { hits } = await searchBillMatches({
      query: 'ferry',
      hitsPerPage: 1,
      attributesToRetrieve: ['bill_type_number'],
    });
    expect(hits[0]).toEqual(expect.objectContaining({ objectID: '1', bill_type_number: 'H 10' }));
    expect(hits[0]).not.toHaveProperty('chunks');
    expect(hits[0]).not.toHaveProperty('title');
  });

  it('describes a bill missing from the bills index with the facts its chunks carry', async () => {
    await t.service.write([{ type: 'deleteObjects', index: 'bills', objectIDs: ['2'] }]);
    try {
      const { hits } = await searchBillMatches({ query: 'harbor safety plan' });
      expect(hits).toEqual([
        expect.objectContaining({
          objectID: '2',
          id: 2,
          bill_type_number: 'S 20',
          chamber: 'senate',
          total_chunks_count: 1,
        }),
      ]);
      expect(hits[0]).not.toHaveProperty('text');
    } finally {
      await seedBillMatches(t.service);
    }
  });

  it('is a key-protected index like any other', async () => {
    const response = await t.fetch('/1/indexes/bill_matches/query', {
      method: 'POST',
      headers: t.headers('not-a-key'),
      body: JSON.stringify({ query: 'ferry' }),
    });
    expect(response.status).toBe(403);
  });
});
