import { describe, expect, it } from 'vitest';
import type { SearchParams, SearchRecord } from '../types.js';
import { SearchEngine } from './search-engine.js';

function engineWith(records: SearchRecord[], settings: SearchParams = {}) {
  const engine = new SearchEngine();
  engine.apply({ type: 'setSettings', index: 'bills', settings });
  engine.apply({ type: 'saveObjects', index: 'bills', objects: records });
  const ids = (params: SearchParams) => engine.search('bills', params).hits.map((h) => h.objectID);
  return { engine, ids };
}

const bills: SearchRecord[] = [
  {
    objectID: '1',
    title: 'An Act relative to school libraries',
    bill: 'H 123',
    chamber: 'house',
    year: 2025,
    votes: 10,
    tags: ['education'],
  },
  {
    objectID: '2',
    title: 'An Act relative to ferry service',
    bill: 'S 45',
    chamber: 'senate',
    year: 2024,
    votes: 50,
    tags: ['transport'],
  },
  {
    objectID: '3',
    title: 'An Act concerning public school transportation',
    bill: 'H 9',
    chamber: 'house',
    year: 2025,
    votes: 30,
    tags: ['education', 'transport'],
  },
  {
    objectID: '4',
    title: 'Libraries and librarians',
    description: 'school funding for the libraries',
    bill: 'HD 77',
    chamber: 'house',
    year: 2023,
    votes: 5,
  },
];
const settings = {
  searchableAttributes: ['title', 'bill', 'unordered(description)'],
  attributesForFaceting: ['chamber', 'searchable(tags)', 'year'],
  customRanking: ['desc(votes)'],
};

describe('SearchEngine relevance', () => {
  const { engine, ids } = engineWith(bills, settings);

  it('requires every word and ranks by custom ranking on ties', () => {
    expect(ids({ query: 'school' })).toEqual(['3', '1', '4']);
    expect(ids({ query: 'school libraries' })).toEqual(['1', '4']);
  });

  it('tolerates typos from four letters and ranks fewer typos first', () => {
    expect(ids({ query: 'fery' })).toEqual(['2']);
    expect(ids({ query: 'scohol' })).toEqual(['3', '1', '4']);
    expect(ids({ query: 'fery', typoTolerance: false })).toEqual([]);
    expect(ids({ query: 'libaries' })).toEqual(['4', '1']);
    // 'libary' is two edits from any prefix of 'libraries', over the one typo a 6-letter word gets.
    expect(ids({ query: 'libary' })).toEqual([]);
  });

  it('treats the last word as a prefix', () => {
    expect(ids({ query: 'transp' })).toEqual(['3']);
    expect(ids({ query: 'transp ' })).toEqual([]);
    expect(ids({ query: 'transp', queryType: 'prefixNone' })).toEqual([]);
  });

  it('ranks matches in earlier attributes, then earlier in the attribute, before custom ranking', () => {
    // Both match in the title; record 4 has the word first, so it wins although record 1 has more votes.
    expect(ids({ query: 'libraries' })).toEqual(['4', '1']);
    // 'school' is in record 4's description only, the last searchable attribute.
    expect(ids({ query: 'school' }).at(-1)).toBe('4');
    expect(ids({ query: 'funding' })).toEqual(['4']);
  });

  it('prefers words close together (proximity)', () => {
    const { ids: find } = engineWith(
      [
        { objectID: 'far', text: 'public records of every school district and all transportation' },
        { objectID: 'near', text: 'school transportation costs' },
      ],
      {},
    );
    expect(find({ query: 'school transportation' })).toEqual(['near', 'far']);
  });

  it('ranks hits with more of the words first when words are dropped', () => {
    // Without the words criterion, '3' (one word, so no proximity to pay) would come first.
    expect(ids({ query: 'school libraries nonexistent', removeWordsIfNoResults: 'allOptional' })).toEqual([
      '1',
      '4',
      '3',
    ]);
  });

  it("keeps only the fewest typos with typoTolerance 'min', and tells them with getRankingInfo", () => {
    // First on a new engine: nothing from an earlier query is left in its working memory.
    expect(engineWith(bills, settings).ids({ query: 'librarians', typoTolerance: 'min' })).toEqual(['4']);
    expect(ids({ query: 'librarians' })).toEqual(['4', '1']);
    const { hits } = engine.search('bills', { query: 'librarians', getRankingInfo: true });
    expect(
      hits.map((hit) => [hit.objectID, hit._rankingInfo?.nbTypos, hit._rankingInfo?.nbExactWords]),
    ).toEqual([
      ['4', 0, 1],
      ['1', 2, 0],
    ]);
  });

  it('matches bill numbers however they are typed', () => {
    for (const query of ['H 123', 'H123', 'h.123', 'HB123', 'hb 123'])
      expect(ids({ query }), query).toEqual(['1']);
    expect(ids({ query: 'HD77' })).toEqual(['4']);
  });

  it('filters with facetFilters, numericFilters and the filters grammar', () => {
    expect(ids({ query: '', facetFilters: ['chamber:house'] })).toEqual(['3', '1', '4']);
    expect(ids({ query: '', facetFilters: [['chamber:senate', 'year:2023']] })).toEqual(['2', '4']);
    expect(ids({ query: '', facetFilters: ['chamber:-house'] })).toEqual(['2']);
    expect(ids({ query: '', numericFilters: ['votes>=30'] })).toEqual(['2', '3']);
    expect(ids({ query: 'school', filters: 'chamber:house AND NOT year:2023' })).toEqual(['3', '1']);
    expect(ids({ query: '', filters: 'votes:5 TO 10' })).toEqual(['1', '4']);
  });

  it('counts facets over all matching records, with stats for numbers', () => {
    const { engine } = engineWith(bills, settings);
    const response = engine.search('bills', { query: 'school', facets: ['chamber', 'tags', 'year'] });
    expect(response.facets).toEqual({
      chamber: { house: 3 },
      tags: { education: 2, transport: 1 },
      year: { '2025': 2, '2023': 1 },
    });
    expect(response.facets_stats?.year).toEqual({
      min: 2023,
      max: 2025,
      avg: (2025 * 2 + 2023) / 3,
      sum: 2025 * 2 + 2023,
    });
  });

  it('highlights matches with the requested tags', () => {
    const { engine } = engineWith(bills, settings);
    const [hit] = engine.search('bills', {
      query: 'ferr',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    }).hits;
    expect(hit!._highlightResult!.title).toMatchObject({
      value: 'An Act relative to __ais-highlight__ferr__/ais-highlight__y service',
      matchLevel: 'full',
      matchedWords: ['ferr'],
    });
  });

  it('highlights only the attributes it retrieves', () => {
    const { engine } = engineWith(bills, settings);
    const [hit] = engine.search('bills', { query: 'ferry', attributesToRetrieve: ['title'] }).hits;
    expect(Object.keys(hit!).sort()).toEqual(['_highlightResult', 'objectID', 'title']);
    expect(Object.keys(hit!._highlightResult!)).toEqual(['title']);
  });

  it('paginates and reports pages', () => {
    const response = engineWith(bills, settings).engine.search('bills', {
      query: '',
      hitsPerPage: 3,
      page: 1,
    });
    expect(response).toMatchObject({ nbHits: 4, nbPages: 2, page: 1, hitsPerPage: 3 });
    expect(response.hits.map((h) => h.objectID)).toEqual(['4']);
  });
});

describe('SearchEngine writes', () => {
  it('updates, partially updates and deletes records', () => {
    const { engine, ids } = engineWith(bills, settings);
    engine.apply({
      type: 'saveObjects',
      index: 'bills',
      objects: [{ ...bills[1]!, title: 'An Act relative to ferries' }],
    });
    expect(ids({ query: 'service' })).toEqual([]);
    engine.apply({
      type: 'partialUpdateObjects',
      index: 'bills',
      objects: [{ objectID: '2', votes: { _operation: 'Increment', value: 1 } }],
      createIfNotExists: false,
    });
    expect(engine.getObject('bills', '2')).toMatchObject({ votes: 51, title: 'An Act relative to ferries' });
    engine.apply({
      type: 'partialUpdateObjects',
      index: 'bills',
      objects: [{ objectID: 'new', title: 'x' }],
      createIfNotExists: false,
    });
    expect(engine.getObject('bills', 'new')).toBeUndefined();
    engine.apply({ type: 'deleteObjects', index: 'bills', objectIDs: ['2'] });
    expect(ids({ query: 'ferries' })).toEqual([]);
    engine.apply({ type: 'deleteBy', index: 'bills', params: { filters: 'chamber:house' } });
    expect(ids({ query: '' })).toEqual([]);
  });

  it('re-ranks by custom ranking after an update, with several criteria and missing values last', () => {
    const { engine, ids } = engineWith(bills, {
      ...settings,
      customRanking: ['desc(votes)', 'asc(year)'],
    });
    // An empty query matches every record, so custom ranking alone decides.
    expect(ids({ query: '' })).toEqual(['2', '3', '1', '4']);
    engine.apply({
      type: 'partialUpdateObjects',
      index: 'bills',
      objects: [{ objectID: '4', votes: 500 }],
      createIfNotExists: true,
    });
    expect(ids({ query: '' })).toEqual(['4', '2', '3', '1']);
    // Equal votes: the earlier year first; no votes at all: after every record that has some.
    engine.apply({
      type: 'partialUpdateObjects',
      index: 'bills',
      objects: [
        { objectID: '3', votes: 500, year: 2020 },
        { objectID: '1', votes: null },
      ],
      createIfNotExists: true,
    });
    expect(ids({ query: '' })).toEqual(['3', '4', '2', '1']);
  });

  it('keeps unspecified settings and resets null ones', () => {
    const { engine } = engineWith(bills, settings);
    engine.apply({ type: 'setSettings', index: 'bills', settings: { hitsPerPage: 5 } });
    expect(engine.getSettings('bills')).toMatchObject({ hitsPerPage: 5, customRanking: ['desc(votes)'] });
    engine.apply({ type: 'setSettings', index: 'bills', settings: { customRanking: null } });
    expect(engine.getSettings('bills').customRanking).toEqual([]);
  });

  it('snapshots and restores the same state', () => {
    const { engine } = engineWith(bills, settings);
    engine.apply({
      type: 'saveSynonyms',
      index: 'bills',
      synonyms: [{ objectID: 's1', type: 'synonym', synonyms: ['ferry', 'boat'] }],
      replaceExisting: false,
    });
    const copy = SearchEngine.fromSnapshot(JSON.parse(JSON.stringify(engine.exportState())));
    expect(copy.search('bills', { query: 'boat' }).hits.map((h) => h.objectID)).toEqual(['2']);
    expect(copy.exportState()).toEqual(engine.exportState());
  });

  it('answers the same after packing its lists tight, and after writes that follow', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      objectID: `m${i}`,
      title: `An Act relative to ${i % 7 === 0 ? 'ferry service' : 'school libraries'} number ${i}`,
      chamber: i % 2 ? 'house' : 'senate',
      tags: [`t${i % 5}`],
    }));
    const packed = engineWith(many.slice(0, 200), settings);
    const loose = engineWith([], settings);
    // One by one: the lists grow with spare room; the other engine packs them in between.
    for (const record of many.slice(0, 200))
      loose.engine.apply({ type: 'saveObjects', index: 'bills', objects: [record] });
    packed.engine.trim();
    for (const { engine } of [packed, loose]) {
      engine.apply({ type: 'saveObjects', index: 'bills', objects: many.slice(200) });
      engine.apply({ type: 'deleteObjects', index: 'bills', objectIDs: ['m3', 'm210'] });
    }
    packed.engine.trim();
    const queries: SearchParams[] = [
      { query: 'ferry' },
      { query: 'school number 2', hitsPerPage: 50 },
      { query: '"relative to ferry"', advancedSyntax: true },
      { query: 'act', facetFilters: ['chamber:house', 'tags:t3'], facets: ['chamber'] },
    ];
    const answer = (engine: SearchEngine, params: SearchParams) => ({
      ...engine.search('bills', params),
      processingTimeMS: 0,
    });
    for (const params of queries) {
      expect(answer(packed.engine, params)).toEqual(answer(loose.engine, params));
      expect(packed.ids(params).length).toBeGreaterThan(0);
    }
  });

  it('copies and moves indexes (replaceAllObjects)', () => {
    const { engine } = engineWith(bills, settings);
    engine.apply({ type: 'copyIndex', index: 'bills', destination: 'bills_tmp', scope: ['settings'] });
    engine.apply({ type: 'saveObjects', index: 'bills_tmp', objects: [bills[0]!] });
    engine.apply({ type: 'moveIndex', index: 'bills_tmp', destination: 'bills' });
    expect(engine.search('bills', { query: '' }).nbHits).toBe(1);
    expect(engine.getSettings('bills').customRanking).toEqual(['desc(votes)']);
    expect(engine.hasIndex('bills_tmp')).toBe(false);
  });

  it('answers 404 for a missing index', () => {
    expect(() => new SearchEngine().search('nope', {})).toThrow('Index does not exist');
  });
});
