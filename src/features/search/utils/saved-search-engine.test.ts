// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { agendaItemFixture } from '../../../testing/fixtures/agenda';
import { billDetailFixture } from '../../../testing/fixtures/bills';
import { committeeDetailFixture } from '../../../testing/fixtures/committees';
import { legislatorDetailFixture } from '../../../testing/fixtures/legislators';
import { createSavedSearchEngine, type SavedSearchRequest } from './saved-search-engine';
import { AGENDA_PATH, type SavedItems } from './saved-records';

const bill = (id: number, title: string, overrides: Parameters<typeof billDetailFixture>[0] = {}) => ({
  bill: billDetailFixture({
    id,
    url: `/app/bill/${id}`,
    bill_type_number: `H${id}`,
    title,
    short_bill_name: '',
    summary: null,
    categories: [],
    citations: [],
    text_sections: [],
    last_action_date: `2026-01-${String(id).padStart(2, '0')}`,
    ...overrides,
  }),
  sections: [],
  kept: false,
});

const TRANSIT = bill(1, 'An Act relative to transportation infrastructure', {
  chamber: 'house',
  categories: ['Transportation'],
});
const SCHOOLS = bill(2, 'An Act relative to school budgets', {
  chamber: 'senate',
  categories: ['Education'],
});
const ROADS = bill(3, 'An Act relative to transportation safety on roads', {
  chamber: 'senate',
  categories: ['Transportation', 'Public safety'],
});
/** Fifteen more, for pages. */
const PARKS = Array.from({ length: 15 }, (_, index) => bill(10 + index, `An Act relative to park ${index}`));

const ITEMS: SavedItems = {
  bills: [
    TRANSIT,
    SCHOOLS,
    {
      ...ROADS,
      kept: true,
      sections: [
        { bill_text__id: 301, heading: 'SECTION 1.', text: 'Speed limits near schools shall be lowered.' },
        { bill_text__id: 302, heading: 'SECTION 2.', text: 'Every school zone shall have a crossing guard.' },
        { bill_text__id: 303, heading: 'SECTION 3.', text: 'This act takes effect in July.' },
      ],
    },
    ...PARKS,
  ],
  legislators: [legislatorDetailFixture({ id: 5, full_name: 'Jane Q. Doe', short_full_name: 'Jane Doe' })],
  committees: [committeeDetailFixture({ id: 7, committee_name: 'Joint Committee on Transportation' })],
  agenda: [agendaItemFixture({ id: 9, details: 'Hearing on rail transportation', date: '2026-03-17' })],
};

const engine = createSavedSearchEngine(ITEMS);

interface Hit {
  objectID: string;
  url?: string;
  _highlightResult: Record<string, { value: string; matchLevel: string }>;
  _snippetResult: Record<string, { value: string }>;
  chunks?: { bill_text__id: number; _highlightResult: { text: { value: string } } }[];
  total_chunks_count?: number;
}
interface Result {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  facets: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

const search = (request: SavedSearchRequest) => engine.search([request]).results[0] as Result;
const ids = (result: Result) => result.hits.map((hit) => hit.objectID);

describe('createSavedSearchEngine', () => {
  it('counts what the phone holds', () => {
    expect(engine.size).toBe(18 + 1 + 1 + 1);
  });

  it('finds a bill by a misspelt word, as Algolia would (one typo from four letters)', () => {
    const result = search({ indexName: 'bills', params: { query: 'transprtation' } });
    expect(ids(result).sort()).toEqual(['1', '3']);
    expect(result.nbHits).toBe(2);
  });

  it('marks the words it matched with the request’s tags, the misspelt word’s match included', () => {
    const result = search({
      indexName: 'bills',
      params: {
        query: 'transprtation infra',
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
      },
    });
    expect(ids(result)).toEqual(['1']);
    const title = result.hits[0]!._highlightResult.title!;
    expect(title.value).toBe(
      'An Act relative to __ais-highlight__transportation__/ais-highlight__ __ais-highlight__infrastructure__/ais-highlight__',
    );
    expect(title.matchLevel).toBe('full');
    // An attribute without a match is there, unmarked.
    expect(result.hits[0]!._highlightResult.bill_type_number).toMatchObject({
      value: 'H1',
      matchLevel: 'none',
    });
  });

  it('answers every word of the query (AND), the last one as a prefix', () => {
    expect(ids(search({ indexName: 'bills', params: { query: 'transportation saf' } }))).toEqual(['3']);
    expect(ids(search({ indexName: 'bills', params: { query: 'transportation budgets' } }))).toEqual([]);
  });

  it('counts facet values over all the matches, not one page of them', () => {
    const result = search({
      indexName: 'bills',
      params: { query: 'transportation', facets: ['chamber', 'categories'], hitsPerPage: 1 },
    });
    expect(result.hits).toHaveLength(1);
    expect(result.facets).toEqual({
      chamber: { house: 1, senate: 1 },
      categories: { Transportation: 2, 'Public safety': 1 },
    });
  });

  it('narrows by facet filters (a list is any of) and numeric filters, and gives numeric bounds', () => {
    const filtered = (params: Record<string, unknown>) =>
      ids(search({ indexName: 'bills', params: { query: 'act', hitsPerPage: 50, ...params } })).sort();
    expect(filtered({ facetFilters: [['chamber:senate']] })).toEqual(['2', '3']);
    expect(filtered({ facetFilters: ['chamber:senate', 'categories:Transportation'] })).toEqual(['3']);
    expect(filtered({ facetFilters: [['categories:Education', 'categories:Public safety']] })).toEqual([
      '2',
      '3',
    ]);
    expect(filtered({ facetFilters: ['-chamber:house'], numericFilters: ['bill_number<=3'] })).toEqual([
      '2',
      '3',
    ]);
    expect(filtered({ numericFilters: ['bill_number:2 TO 10'] })).toEqual(['10', '2', '3']);
    const stats = search({ indexName: 'bills', params: { query: '', facets: ['bill_number'] } });
    expect(stats.facets_stats?.bill_number).toMatchObject({ min: 1, max: 24 });
  });

  it('pages the matches, newest action first for an empty query', () => {
    const first = search({ indexName: 'bills', params: { query: '', hitsPerPage: 5, page: 0 } });
    expect(first).toMatchObject({ nbHits: 18, nbPages: 4, page: 0 });
    expect(ids(first)).toEqual(['24', '23', '22', '21', '20']);
    const last = search({ indexName: 'bills', params: { query: '', hitsPerPage: 5, page: 3 } });
    expect(ids(last)).toEqual(['3', '2', '1']);
    expect(search({ indexName: 'bills', params: { query: '', hitsPerPage: 5, page: 4 } }).hits).toEqual([]);
  });

  it('gives the AI-assisted search each bill with its best matching sections, marked', () => {
    const result = search({ indexName: 'bill_matches', params: { query: 'school' } });
    // The kept bill's text matches; the other bill matches by its title.
    expect(ids(result).sort()).toEqual(['2', '3']);
    const roads = result.hits.find((hit) => hit.objectID === '3')!;
    expect(roads.total_chunks_count).toBe(2);
    expect(roads.chunks?.map((chunk) => chunk.bill_text__id)).toEqual([301, 302]);
    expect(roads.chunks?.[0]?._highlightResult.text.value).toBe(
      'Speed limits near <em>schools</em> shall be lowered.',
    );
    // The text itself stays out of the hit: the chunks carry it.
    expect(roads).not.toHaveProperty('text');
    expect(roads).not.toHaveProperty('sections');
  });

  it('searches legislators, committees and, site-wide, the agenda, each linking to its page', () => {
    expect(ids(search({ indexName: 'legislators', params: { query: 'jane' } }))).toEqual(['5']);
    expect(ids(search({ indexName: 'committees', params: { query: 'transportation' } }))).toEqual(['7']);
    const site = search({ indexName: 'site', params: { query: 'transportation', facets: ['algolia_type'] } });
    expect(site.facets.algolia_type).toEqual({ Bill: 2, Committee: 1, 'Agenda item': 1 });
    expect(site.hits.find((hit) => hit.objectID === 'agenda-item-9')?.url).toBe(AGENDA_PATH);
    expect(site.hits.find((hit) => hit.objectID === 'bill-1')?.url).toBe('/app/bill/1');
  });

  it('answers an index it holds nothing for with no hits rather than an error', () => {
    expect(search({ indexName: 'news', params: { query: 'transportation' } })).toMatchObject({
      hits: [],
      nbHits: 0,
      nbPages: 0,
    });
  });

  it('searches a facet’s values among the matching records (the facet filter box)', () => {
    const [answer] = engine.search([
      { indexName: 'bills', type: 'facet', facet: 'categories', params: { query: '', facetQuery: 'tra' } },
    ]).results as { facetHits: { value: string; count: number; highlighted: string }[] }[];
    expect(answer!.facetHits).toEqual([
      { value: 'Transportation', count: 2, highlighted: '<em>Tra</em>nsportation' },
    ]);
  });
});
