import { describe, expect, it } from 'vitest';
import type { SearchParams, SearchRecord, SearchResponse } from '../types.js';
import { IndexData } from './index-data.js';
import { matchQuery } from './query-matching.js';
import { SearchBatch } from './search-batch.js';
import { SearchEngine } from './search-engine.js';

const CHAMBERS = ['house', 'senate'];
const CATEGORIES = ['Education', 'Transport', 'Health', 'Taxes'];
const TITLES = [
  'An Act relative to school libraries',
  'An Act relative to ferry service for school children',
  'School transportation and ferry libraries',
  'Libraries and librarians in public schools',
  'Ferry fares for students',
];

/** Enough records that words match many of them, with facets to refine. */
const records: SearchRecord[] = Array.from({ length: 60 }, (_, i) => ({
  objectID: String(i),
  title: TITLES[i % TITLES.length]!,
  description: `${TITLES[(i * 3) % TITLES.length]} number ${i}`,
  chamber: CHAMBERS[i % 2]!,
  categories: CATEGORIES.filter((_, c) => (i >> c) % 2 === 1),
  votes: (i * 7) % 13,
}));

function engine(): SearchEngine {
  const engine = new SearchEngine();
  engine.apply({
    type: 'setSettings',
    index: 'bills',
    settings: {
      searchableAttributes: ['title', 'unordered(description)'],
      attributesForFaceting: ['chamber', 'categories'],
      customRanking: ['desc(votes)'],
      attributesToSnippet: ['description:4'],
    },
  });
  engine.apply({ type: 'saveObjects', index: 'bills', objects: records });
  return engine;
}

/** What InstantSearch sends for a query with refined disjunctive facets: main query, then one per facet. */
function disjunctive(query: string): SearchParams[] {
  const chamber = ['chamber:house'];
  const categories = ['categories:Education', 'categories:Transport'];
  const perFacet = (facet: string, facetFilters: string[][]): SearchParams => ({
    query,
    hitsPerPage: 0,
    attributesToRetrieve: [],
    attributesToHighlight: [],
    facets: [facet],
    facetFilters,
  });
  return [
    { query, hitsPerPage: 5, facets: ['chamber', 'categories'], facetFilters: [chamber, categories] },
    perFacet('chamber', [categories]),
    perFacet('categories', [chamber]),
  ];
}

/** Responses without their timing, which may differ from one run to the next. */
const comparable = (response: SearchResponse) => ({ ...response, processingTimeMS: 0 });

function oneByOne(queries: SearchParams[]) {
  const search = engine();
  return queries.map((params) => comparable(search.search('bills', params)));
}

function batched(queries: SearchParams[]) {
  const search = engine();
  const batch = new SearchBatch();
  return queries.map((params) => comparable(search.search('bills', params, batch)));
}

describe('a batch of searches', () => {
  it.each(['school ferry', 'libraries', 'ferr', 'school school libra'])(
    'answers "%s" and its disjunctive facet queries as they answer one by one',
    (query) => {
      const queries = disjunctive(query);
      const expected = oneByOne(queries);
      expect(expected[0]!.hits.length).toBeGreaterThan(0);
      expect(expected[0]!.hits[0]!._highlightResult).toBeDefined();
      expect(expected[1]!.facets?.chamber).toBeDefined();
      expect(batched(queries)).toEqual(expected);
      // The main query last: it ranks and highlights with matching the others made.
      const mainLast = [queries[1]!, queries[2]!, queries[0]!];
      expect(batched(mainLast)).toEqual(oneByOne(mainLast));
    },
  );

  it('does not share matching between queries that match differently', () => {
    const queries: SearchParams[] = [
      { query: 'libaries', facets: ['chamber'] },
      { query: 'libaries', typoTolerance: false, facets: ['chamber'] },
      { query: 'ferry', facets: ['chamber'] },
      { query: 'ferry', restrictSearchableAttributes: ['description'], facets: ['chamber'] },
      { query: 'ferry', queryType: 'prefixNone', facets: ['chamber'] },
      { query: 'fer', queryType: 'prefixNone' },
      { query: 'fer' },
      // Back to an earlier query after others overwrote its matching.
      { query: 'libaries', facets: ['chamber'] },
    ];
    const expected = oneByOne(queries);
    expect(expected.map((response) => response.nbHits > 0)).toEqual([
      true,
      false,
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(expected[3]!.nbHits).toBeLessThan(expected[2]!.nbHits);
    expect(batched(queries)).toEqual(expected);
  });

  it('matches again when a search outside the batch came in between', () => {
    const search = engine();
    const batch = new SearchBatch();
    const params: SearchParams = { query: 'school ferry', facets: ['chamber'] };
    const first = comparable(search.search('bills', params, batch));
    // A facet-value search of the same request, say: it is not part of the batch.
    search.search('bills', { query: 'libraries transportation' });
    expect(comparable(search.search('bills', { ...params, page: 0 }, batch))).toEqual(first);
  });

  it('matches the words once for queries that differ only in filters, facets and paging', () => {
    const data = new IndexData(['title', 'unordered(description)'], ['chamber']);
    for (const record of records) data.upsert(record);
    const batch = new SearchBatch();
    const main = batch.matching(data, { query: 'school ferry', hitsPerPage: 5, facets: ['chamber'] }, []);
    const perFacet = batch.matching(
      data,
      { query: 'school ferry', hitsPerPage: 0, facetFilters: [['chamber:house']] },
      [],
    );
    expect(perFacet).toBe(main);
    expect(batch.matching(data, { query: 'school ferry', typoTolerance: false }, [])).not.toBe(main);
    // The query in between overwrote the matching's buffers: the next one matches again.
    expect(batch.matching(data, { query: 'school ferry' }, [])).not.toBe(main);
    expect(new SearchBatch().matching(data, { query: 'school ferry' }, [])).not.toBe(main);
    const again = batch.matching(data, { query: 'school ferry' }, []);
    expect(batch.matching(data, { query: 'school ferry', page: 2 }, [])).toBe(again);
    matchQuery(data, { query: 'libraries' }, []);
    expect(batch.matching(data, { query: 'school ferry', page: 2 }, [])).not.toBe(again);
  });
});
