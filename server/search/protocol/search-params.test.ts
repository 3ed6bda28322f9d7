import { describe, expect, it } from 'vitest';
import { SearchError } from '../engine/search-error.js';
import {
  normalizeSearchParams,
  parseParamsString,
  parseQueryStringParams,
  parseSearchBody,
  serializeParams,
} from './search-params.js';

describe('parseParamsString', () => {
  it('restores numbers, booleans and JSON arrays, and keeps unknown parameters as strings', () => {
    expect(parseParamsString('query=x&facets=%5B%22a%22%5D&hitsPerPage=5&analytics=false&custom=7')).toEqual({
      query: 'x',
      facets: ['a'],
      hitsPerPage: 5,
      analytics: false,
      custom: '7',
    });
  });

  it('reads what InstantSearch and the v4 client send', () => {
    const params = parseParamsString(
      'highlightPreTag=__ais-highlight__&highlightPostTag=__%2Fais-highlight__&maxValuesPerFacet=10' +
        '&query=health%20care&page=0&facets=%5B%22chamber%22%2C%22sponsor%22%5D&tagFilters=' +
        '&facetFilters=%5B%5B%22chamber%3Ahouse%22%2C%22chamber%3Asenate%22%5D%2C%22sponsor%3A%5C%5C-Smith%22%5D' +
        '&numericFilters=%5B%22year%3E%3D2020%22%5D&clickAnalytics=true&distinct=1&typoTolerance=min',
    );
    expect(params).toEqual({
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      maxValuesPerFacet: 10,
      query: 'health care',
      page: 0,
      facets: ['chamber', 'sponsor'],
      tagFilters: '',
      facetFilters: [['chamber:house', 'chamber:senate'], 'sponsor:\\-Smith'],
      numericFilters: ['year>=2020'],
      clickAnalytics: true,
      distinct: 1,
      typoTolerance: 'min',
    });
  });

  it('accepts typoTolerance and distinct as booleans, and comma lists for arrays', () => {
    expect(parseParamsString('typoTolerance=false&distinct=true&attributesToRetrieve=title,sponsor')).toEqual(
      {
        typoTolerance: false,
        distinct: true,
        attributesToRetrieve: ['title', 'sponsor'],
      },
    );
  });

  it('answers a 400 naming the parameter when a number is not a number', () => {
    expect(() => parseParamsString('hitsPerPage=ten')).toThrowError(
      new SearchError(400, 'Parameter `hitsPerPage` must be an integer, got "ten".'),
    );
  });
});

describe('filter lists', () => {
  it('restores JSON arrays and leaves the legacy string form to the filters module', () => {
    expect(parseParamsString('facetFilters=%5B%22chamber%3Ahouse%22%5D')).toEqual({
      facetFilters: ['chamber:house'],
    });
    expect(parseParamsString('facetFilters=(a%3A1%2Ca%3A2)%2Cb%3A3')).toEqual({
      facetFilters: '(a:1,a:2),b:3',
    });
    expect(() => normalizeSearchParams({ numericFilters: 5 })).toThrowError(
      'Parameter `numericFilters` must be a string or a list of strings and lists, got 5.',
    );
  });
});

describe('normalizeSearchParams (v5 objects)', () => {
  it('coerces numeric and boolean strings and drops unset values', () => {
    expect(
      normalizeSearchParams({
        hitsPerPage: '5',
        getRankingInfo: 'true',
        page: undefined,
        filters: null,
        query: 'a',
      }),
    ).toEqual({ hitsPerPage: 5, getRankingInfo: true, query: 'a' });
  });

  it('turns a plain facets string (InstantSearch disjunctive queries) into a list', () => {
    expect(normalizeSearchParams({ facets: 'sponsor', hitsPerPage: 0 })).toEqual({
      facets: ['sponsor'],
      hitsPerPage: 0,
    });
  });

  it('ignores a `__proto__` key rather than let it replace the prototype', () => {
    const params = normalizeSearchParams(JSON.parse('{"__proto__": {"polluted": true}, "query": "a"}'));
    expect(params).toEqual({ query: 'a' });
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(parseParamsString('__proto__=x&query=a')).toEqual({ query: 'a' });
  });

  it('keeps unknown parameters with their JSON type', () => {
    expect(normalizeSearchParams({ extensions: { a: 1 } })).toEqual({ extensions: { a: 1 } });
  });
});

describe('parseSearchBody', () => {
  it('lets the params string win over flat values', () => {
    expect(parseSearchBody({ query: 'flat', hitsPerPage: 3, params: 'query=string' })).toEqual({
      query: 'string',
      hitsPerPage: 3,
    });
  });

  it('reads an absent body as no parameters', () => {
    expect(parseSearchBody(undefined)).toEqual({});
  });

  it('accepts what InstantSearch sends through the v4 client', () => {
    const params =
      'highlightPreTag=__ais-highlight__&highlightPostTag=__%2Fais-highlight__&maxValuesPerFacet=10' +
      '&query=health&page=0&facets=%5B%22chamber%22%5D&tagFilters=&hitsPerPage=0&clickAnalytics=true' +
      '&analytics=false&userToken=anonymous-1&analyticsTags=%5B%22web%22%5D&ruleContexts=%5B%22bills%22%5D';
    expect(parseSearchBody({ params })).toMatchObject({ query: 'health', hitsPerPage: 0 });
  });

  // https://www.algolia.com/doc/api-reference/search-api-parameters: a name outside the list is refused.
  it('answers "Unknown parameter: X" for a name that is not an Algolia search parameter', () => {
    expect(() => parseSearchBody({ query: 'a', hitPerPage: 5 })).toThrowError(
      new SearchError(400, 'Unknown parameter: hitPerPage'),
    );
    expect(() => parseSearchBody({ params: 'query=a&custom=7' })).toThrowError(
      new SearchError(400, 'Unknown parameter: custom'),
    );
    expect(() => parseSearchBody({ cursor: 'abc' })).toThrowError(
      new SearchError(400, 'Unknown parameter: cursor'),
    );
    expect(parseSearchBody({ cursor: 'abc' }, ['cursor'])).toEqual({ cursor: 'abc' });
    // A setting, not a search parameter: Algolia answers exactly this
    // (github.com/algolia/algoliasearch-client-dart/issues/8).
    expect(() => parseSearchBody({ customRanking: [] })).toThrowError(
      new SearchError(400, 'Unknown parameter: customRanking'),
    );
  });

  // https://www.algolia.com/doc/api-reference/api-parameters/hitsPerPage: max 1,000 (so is `length`).
  it('refuses hitsPerPage and length above 1,000 or below 0 rather than clamping them', () => {
    expect(() => parseSearchBody({ hitsPerPage: 1001 })).toThrowError(
      new SearchError(400, 'Parameter `hitsPerPage` must be between 0 and 1000, got 1001.'),
    );
    expect(() => parseSearchBody({ params: 'length=5000&offset=0' })).toThrowError(
      /`length` must be between/,
    );
    expect(() => parseSearchBody({ page: -1 })).toThrowError(/`page` must be between/);
    expect(parseSearchBody({ hitsPerPage: 1000 })).toEqual({ hitsPerPage: 1000 });
  });

  it('refuses an Algolia parameter this engine does not implement unless it asks for the default', () => {
    expect(() => parseSearchBody({ ignorePlurals: true })).toThrowError(
      new SearchError(
        400,
        'Parameter `ignorePlurals` is not supported by this search engine; leave it out or send its default, false.',
      ),
    );
    expect(() => parseSearchBody({ optionalFilters: ['chamber:house'] })).toThrowError(/optionalFilters/);
    expect(parseSearchBody({ ignorePlurals: false, optionalFilters: [], removeStopWords: false })).toEqual({
      ignorePlurals: false,
      optionalFilters: [],
      removeStopWords: false,
    });
  });
});

describe('parseQueryStringParams', () => {
  it('leaves out credentials and the agent', () => {
    expect(
      parseQueryStringParams({
        'x-algolia-api-key': 'k',
        'x-algolia-agent': 'Algolia',
        attributesToRetrieve: 'a,b',
      }),
    ).toEqual({ attributesToRetrieve: ['a', 'b'] });
  });
});

describe('serializeParams', () => {
  it('round-trips through parseParamsString', () => {
    const params = {
      query: 'a&b c',
      hitsPerPage: 5,
      facets: ['x', 'y'],
      facetFilters: [['a:1', 'a:2'], 'b:3'],
      analytics: false,
      highlightPreTag: '<em>',
    };
    expect(parseParamsString(serializeParams(params))).toEqual(params);
    expect(serializeParams({ query: 'x', hitsPerPage: 5 })).toBe('query=x&hitsPerPage=5');
  });
});
