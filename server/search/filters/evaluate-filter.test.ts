import { describe, expect, it } from 'vitest';
import type { FilterNode } from './filter-ast.js';
import { matchAll } from './filter-ast.js';
import {
  facetAttributesOf,
  filterScore,
  isTrivial,
  matchesFilter,
  numericAttributesOf,
} from './evaluate-filter.js';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './parse-filter-params.js';
import { parseFilters } from './parse-filters.js';

const bill = {
  objectID: 'b1',
  title: 'An Act relative to bees',
  chamber: 'House',
  session: { name: '193rd', year: 2024 },
  published: true,
  status: 'true',
  sponsors: [
    { name: 'Ann Lee', party: 'D' },
    { name: 'Bo Ruiz', party: 'R' },
  ],
  committees: ['Education', 'Ways and Means'],
  votes: [12, 40],
  price: 9.5,
  priceText: '9.5',
  nothing: null,
  _tags: ['Urgent', 'budget'],
};

const matches = (filters: string) => matchesFilter(parseFilters(filters), bill);

describe('matchesFilter', () => {
  it.each([
    ['chamber:House', true],
    ['chamber:house', true], // facet values are case-insensitive
    ['Chamber:House', false], // attribute names are not
    ['chamber:Senate', false],
    ['session.name:193RD', true], // dot paths reach nested objects
    ['session.year:2024', true], // numbers compare by their text
    ['session.year:2024.0', false],
    ['published:true', true], // booleans too
    ['published:TRUE', true],
    ['status:true', true], // `true` and "true" alike
    ['published:false', false],
    ['sponsors.party:R', true], // arrays of objects: any element
    ['sponsors.name:"Ann Lee"', true],
    ['committees:"ways and means"', true],
    ['committees:Budget', false],
    ['committees:"WAYS AND MÉANS"', true], // and accent-insensitive, like all folded text
    ['missing:x', false], // a missing attribute matches nothing…
    ['NOT missing:x', true], // …so its negation matches
    ['nothing:null', false],
    ['session:193rd', false], // an object is not a value
    ['votes = 40', true],
    ['votes > 41', false],
    ['votes:13 TO 39', false],
    ['votes:12 TO 12', true],
    ['votes != 12', false], // `!=` is NOT `=`: any element equal excludes the record
    ['votes != 13', true],
    ['missing != 3', true],
    ['missing < 3', false],
    ['NOT missing < 3', true],
    ['price >= 9.5', true],
    ['priceText >= 9', false], // numeric filters read numbers only
    ['published = 1', false],
    ['price:9.5', true],
    ['Urgent', true], // tags are case-sensitive
    ['urgent', false],
    ['_tags:budget', true],
    ['NOT _tags:budget', false],
    ['chamber:House AND (votes > 100 OR votes < 20)', true],
    ['chamber:House AND NOT committees:education', false],
    ['(chamber:Senate OR chamber:House) AND Urgent', true],
  ])('%s → %s', (filters, expected) => {
    expect(matches(filters)).toBe(expected);
  });

  it('keeps every record with `all`', () => {
    expect(matchesFilter(matchAll(), {})).toBe(true);
  });

  it('reads a single-string _tags and ignores inherited properties', () => {
    expect(matchesFilter(parseFilters('solo'), { _tags: 'solo' })).toBe(true);
    expect(matchesFilter(parseFilters('toString:x'), {})).toBe(false);
  });
});

describe('filterScore', () => {
  const record = { company: ['Google', 'Amazon', 'Facebook'], sector: 'tech' };
  const score = (filters: string, sum = false, target: Record<string, unknown> = record) =>
    filterScore(parseFilters(filters), target, sum);
  const portfolio = '(company:Google<score=3> OR company:Amazon<score=2> OR company:Facebook<score=1>)';

  it('keeps the best score of an OR group by default', () => {
    expect(score(portfolio)).toBe(3);
  });

  it('adds the scores of an OR group with sumOrFiltersScores', () => {
    expect(score(portfolio, true)).toBe(6);
  });

  it('counts only the alternatives that match', () => {
    expect(score(portfolio, true, { company: ['Amazon'] })).toBe(2);
    expect(score(portfolio, false, { company: ['Facebook', 'Amazon'] })).toBe(2);
  });

  it('adds across AND, a filter without a score counting 1', () => {
    expect(score('company:Google<score=3> AND sector:tech')).toBe(4);
    expect(score(`${portfolio} AND sector:tech AND NOT sector:food`, true)).toBe(8);
  });

  it('scores 0 for score=0 and for a rejected record', () => {
    expect(score('(company:Google<score=0> OR company:Apple)')).toBe(0);
    expect(score('company:Apple<score=9>')).toBe(0);
    expect(score('company:Google<score=9> AND sector:food')).toBe(0);
  });

  it('scores a negated filter that holds with its own score', () => {
    expect(score('NOT company:Apple<score=5>')).toBe(5);
  });

  it('scores nothing without filters', () => {
    expect(filterScore(matchAll(), record, false)).toBe(0);
  });
});

describe('isTrivial', () => {
  it('is true only for filters that keep every record', () => {
    expect(isTrivial(parseFilters(''))).toBe(true);
    expect(isTrivial({ kind: 'and', children: [{ kind: 'all' }] })).toBe(true);
    expect(isTrivial({ kind: 'or', children: [{ kind: 'tag', value: 'a' }, { kind: 'all' }] })).toBe(true);
    expect(isTrivial({ kind: 'or', children: [] })).toBe(false);
    expect(isTrivial(parseFilters('a'))).toBe(false);
  });
});

describe('facetAttributesOf / numericAttributesOf', () => {
  const node = parseFilters(
    '(a:1 OR NOT b:2 OR a:3) AND price > 3 AND NOT year:2000 TO 2010 AND tag AND price < 9',
  );

  it('lists distinct attributes in order of first use', () => {
    expect(facetAttributesOf(node)).toEqual(['a', 'b']);
    expect(numericAttributesOf(node)).toEqual(['price', 'year']);
  });
});

// Rows recorded from the live service in an Algolia API client's server-contract suite (rows L01–L17 and
// their five-record fixture): the evaluator must agree with every one of them.
describe('agreement with the live service', () => {
  const records: Record<string, Record<string, unknown>> = {
    1: { color: 'red', category: 'shirt', count: 10, label: '-Movie', _tags: ['featured'] },
    2: { color: 'blue', category: 'shirt', count: -12, label: 'Movie', _tags: ['-x'] },
    3: { color: 'red', category: 'pants', count: 3 },
    4: { count: 5, _tags: ['x'] },
    5: { color: 'navy blue', category: 'shirt', count: 0, provider: 'NBC: Universal "East"' },
  };
  const hits = (node: FilterNode) =>
    Object.keys(records).filter((id) => matchesFilter(node, records[id] ?? {}));
  const ALL = ['1', '2', '3', '4', '5'];

  it.each([
    ['color:red AND category:shirt', ['1']],
    ['(color:red AND category:shirt)', ['1']],
    ['(NOT color:red OR NOT category:shirt)', ['2', '3', '4', '5']],
    ['(color:red OR NOT category:shirt)', ['1', '3', '4']],
    ['NOT color:red AND NOT color:blue', ['4', '5']],
    ['color:red AND category:shirt AND (count:0 TO 9 OR count = 10)', ['1']],
    ['color:red AND (category:shirt OR category:pants)', ['1', '3']],
    ['NOT count:0 TO 9', ['1', '2']],
    ['label:-Movie', ['1']],
    ['count:-12', ['2']],
    ['label:"-Movie"', ['1']],
    ['NOT label:"-Movie"', ['2', '3', '4', '5']],
    ['_tags:"-x"', ['2']],
    ['NOT _tags:"-x"', ['1', '3', '4', '5']],
  ])('filters %s', (filters, expected) => {
    expect(hits(parseFilters(filters))).toEqual(expected);
  });

  it.each([
    ['"label":"-Movie"', ['1', '3', '4', '5']],
    ['"count":"-12"', ALL],
    ['label:\\-Movie', ['1']],
    ['"label":"\\-Movie"', ['1']],
    ['"count":"\\-12"', ['2']],
    ['"color":-"red"', ALL],
    ['-"color":"red"', []],
    ['color:-red', ['2', '4', '5']],
    ['"color":"-red"', ['2', '4', '5']],
    ['color:"-red"', ['2', '4', '5']],
    ['label:--Movie', ['2', '3', '4', '5']],
    ['"label":"--Movie"', ['2', '3', '4', '5']],
    ['"label":-"\\-Movie"', ALL],
    ['"label":"-\\-Movie"', ALL],
    ['label:-\\-Movie', ALL],
    ['provider:NBC: Universal "East"', ['5']],
    ['color:navy blue', ['5']],
    ['color:-navy blue', ['1', '2', '3', '4']],
    ['count:10', ['1']],
    ['count:\\-12', ['2']],
    ['"provider":"NBC: Universal \\"East\\""', []],
    ['"provider":"NBC: Universal "East""', ['5']],
    ['"color":"red"', ['1', '3']],
    ['"color":red', ['1', '3']],
  ])('facetFilters [[%j]]', (filter, expected) => {
    expect(hits(parseFacetFilters([[filter]]))).toEqual(expected);
  });

  it.each([
    ['\\-x', ['2']],
    ['--x', ['1', '3', '4', '5']],
    ['-\\-x', ALL],
    ['-"\\-x"', ALL],
    ['-"-x"', ALL],
    ['"-x"', []],
    ['-x', ['1', '2', '3', '5']],
  ])('tagFilters [[%j]]', (filter, expected) => {
    expect(hits(parseTagFilters([[filter]]))).toEqual(expected);
  });

  it('numericFilters and tagFilters', () => {
    expect(hits(parseNumericFilters([['count:0 TO 9', 'count = 10']]))).toEqual(['1', '3', '4', '5']);
  });

  it('filter scores', () => {
    const scores = (filters: string, sum: boolean) =>
      Object.fromEntries(
        Object.entries(records)
          .filter(([, record]) => matchesFilter(parseFilters(filters), record))
          .map(([id, record]) => [id, filterScore(parseFilters(filters), record, sum)]),
      );
    expect(scores('(color:red<score=3> OR color:blue<score=1>)', true)).toEqual({ 1: 3, 2: 1, 3: 3 });
    expect(scores('(color:red<score=0> OR color:blue<score=2>)', false)).toEqual({ 1: 0, 2: 2, 3: 0 });
    expect(scores('color:red<score=3> AND category:shirt', false)).toEqual({ 1: 4 });
  });
});
