import { describe, expect, it } from 'vitest';
import { searchFilters } from '../filters/parse-filter-params.js';
import type { SearchParams, SearchRecord } from '../types.js';
import { IndexData } from './index-data.js';
import { matchingFilter } from './matching-filter.js';
import { matchQuery } from './query-matching.js';
import { scratchFor } from './query-scratch.js';
import { runQuery } from './run-query.js';
import { SearchBatch } from './search-batch.js';

const WORDS = ['section', 'sections', 'secton', 'chapter', 'general', 'law', 'take', 'effect', 'fund'];

/** 600 records of common words (so a word holds far more documents than a selective filter passes). */
function index(): IndexData {
  const data = new IndexData(['title', 'unordered(text)'], ['chamber', 'year']);
  let state = 7;
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
  const words = (n: number) => Array.from({ length: n }, () => WORDS[random() % WORDS.length]).join(' ');
  for (let i = 0; i < 600; i++) {
    const record: SearchRecord = {
      objectID: String(i),
      // Never together: a query of both matches nothing until a word is made optional.
      title: `${i % 2 === 0 ? 'alpha' : 'beta'} ${words(3)}`,
      text: `section ${words(12)}`,
      chamber: i % 3 === 0 ? 'house' : 'senate',
      year: 2000 + (i % 20),
      votes: (i * 37) % 101,
    };
    data.upsert(record);
  }
  return data;
}

/** What a query answers: its page, every match in the order facet counts read them, and its ranking. */
function answer(data: IndexData, params: SearchParams, batch: SearchBatch) {
  const result = runQuery(data, params, [], searchFilters(params), batch);
  return {
    nbHits: result.nbHits,
    page: result.pageDocs,
    matched: Array.from(result.matched),
    ranked: result.rankedDocs(),
  };
}

const QUERIES = [
  'section',
  'sect',
  'secton',
  'section general',
  'take effect fund',
  'law law chapter',
  'gen',
];
const FILTERS: Pick<SearchParams, 'facetFilters' | 'numericFilters'>[] = [
  { numericFilters: ['year=2003'] },
  { facetFilters: [['chamber:house']], numericFilters: ['year>=2004', 'year<2006'] },
  // Passing two thirds of the documents: within it for a word in more, in full for the others.
  { facetFilters: [['chamber:senate']] },
  // Passing nearly every document: in full for most words.
  { numericFilters: ['year>=2001'] },
];

describe('matching within a filter', () => {
  it.each(QUERIES)('answers "%s" as matching it in full does, filter by filter', (query) => {
    const data = index();
    for (const filters of FILTERS) {
      for (const extra of [{}, { removeWordsIfNoResults: 'allOptional' as const }, { hitsPerPage: 1000 }]) {
        const params: SearchParams = { query, customRanking: ['desc(votes)'], ...filters, ...extra };
        const alone = answer(data, params, new SearchBatch([params]));
        // Another search of the request shares its words: the batch matches them in full, for both.
        const inFull = answer(data, params, new SearchBatch([params, params]));
        expect([query, filters, alone]).toEqual([query, filters, inFull]);
        if (!query.includes('beta') || extra.removeWordsIfNoResults) expect(inFull.nbHits).toBeGreaterThan(0);
      }
    }
  });

  it('is taken for a selective filter and a common word, and for no other', () => {
    const data = index();
    const within = (params: SearchParams) =>
      matchQuery(data, params, [], matchingFilter(data, searchFilters(params), scratchFor(data)))
        .withinFilter === true;
    expect(within({ query: 'section', numericFilters: ['year=2003'] })).toBe(true);
    expect(within({ query: 'take effect', numericFilters: ['year=2003'] })).toBe(true);
    // Two thirds of the documents pass (400), fewer than the word's postings (about 490): read within.
    expect(within({ query: 'chapter', facetFilters: [['chamber:senate']] })).toBe(true);
    // 570 of 600 pass, more than its postings: matched in full.
    expect(within({ query: 'chapter', numericFilters: ['year>=2001'] })).toBe(false);
    expect(within({ query: 'chapter', numericFilters: ['year=2003'] })).toBe(true);
    expect(within({ query: 'section' })).toBe(false);
    // Words are optional: each is matched in full.
    expect(within({ query: 'take effect', optionalWords: ['take'], numericFilters: ['year=2003'] })).toBe(
      false,
    );
  });

  it('is not taken by a batch for a search whose words another shares, which then shares its matching', () => {
    const data = index();
    const main: SearchParams = { query: 'section general', numericFilters: ['year=2003'] };
    const perFacet: SearchParams = {
      query: 'section general',
      hitsPerPage: 0,
      facetFilters: [['chamber:house']],
    };
    const filterOf = (params: SearchParams) => matchingFilter(data, searchFilters(params), scratchFor(data));
    const alone = new SearchBatch([main]).matching(data, main, [], filterOf(main));
    expect(alone.withinFilter).toBe(true);
    const batch = new SearchBatch([main, perFacet]);
    const first = batch.matching(data, main, [], filterOf(main));
    expect(first.withinFilter).toBeUndefined();
    expect(batch.matching(data, perFacet, [], filterOf(perFacet))).toBe(first);
  });

  it('is not taken while the index holds removed documents (a filter bitmap still passes them)', () => {
    const data = index();
    data.remove('3');
    expect(matchingFilter(data, searchFilters({ numericFilters: ['year=2003'] }), scratchFor(data))).toBe(
      undefined,
    );
  });
});
