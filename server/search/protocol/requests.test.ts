import { describe, expect, it } from 'vitest';
import { SearchError } from '../engine/search-error.js';
import { parseBatchRequest, parseMultipleBatchRequest } from './batch-requests.js';
import { parseOperationBody, parseSettingsBody, parseSynonyms } from './index-requests.js';
import { parseMultiQueryRequest } from './multi-query.js';

describe('parseMultiQueryRequest', () => {
  it('reads v5 flat items and v4 params strings, the string winning', () => {
    const parsed = parseMultiQueryRequest({
      requests: [
        { indexName: 'bills', query: 'tax', hitsPerPage: 5, facets: ['chamber'] },
        { indexName: 'bills', query: 'ignored', params: 'query=health&hitsPerPage=0&analytics=false' },
      ],
    });
    expect(parsed).toEqual({
      strategy: 'none',
      requests: [
        {
          type: 'default',
          indexName: 'bills',
          params: { query: 'tax', hitsPerPage: 5, facets: ['chamber'] },
        },
        {
          type: 'default',
          indexName: 'bills',
          params: { query: 'health', hitsPerPage: 0, analytics: false },
        },
      ],
    });
  });

  it('reads facet-value searches', () => {
    const parsed = parseMultiQueryRequest({
      requests: [
        {
          indexName: 'bills',
          type: 'facet',
          facet: 'sponsor',
          facetQuery: 'smi',
          maxFacetHits: '5',
          query: 'tax',
        },
      ],
      strategy: 'stopIfEnoughMatches',
    });
    expect(parsed).toEqual({
      strategy: 'stopIfEnoughMatches',
      requests: [
        {
          type: 'facet',
          indexName: 'bills',
          facet: 'sponsor',
          params: { facetQuery: 'smi', maxFacetHits: 5, query: 'tax' },
        },
      ],
    });
  });

  it('names a missing required parameter (specs/search/common/schemas/SearchQuery.yml)', () => {
    expect(() => parseMultiQueryRequest({})).toThrowError(
      new SearchError(400, 'Parameter `requests` is required when calling `search`.'),
    );
    expect(() => parseMultiQueryRequest({ requests: [{ indexName: 'a' }, { query: 'x' }] })).toThrowError(
      new SearchError(400, 'Parameter `requests[1].indexName` is required when calling `search`.'),
    );
    expect(() => parseMultiQueryRequest({ requests: [{ indexName: 'a', type: 'facet' }] })).toThrowError(
      'Parameter `requests[0].facet` is required when calling `search`.',
    );
    expect(() => parseMultiQueryRequest({ requests: [], strategy: 'all' })).toThrowError(
      'Parameter `strategy` must be one of none, stopIfEnoughMatches, got "all".',
    );
  });
});

describe('parseBatchRequest', () => {
  const ids = () => {
    let next = 0;
    return () => `generated-${++next}`;
  };

  it('merges consecutive actions of one kind and lists the objectIDs in order', () => {
    const parsed = parseBatchRequest(
      'bills',
      {
        requests: [
          { action: 'addObject', body: { objectID: 'a', title: 'A' } },
          { action: 'addObject', body: { title: 'B' } },
          { action: 'updateObject', body: { objectID: 7, title: 'C' } },
          { action: 'partialUpdateObjectNoCreate', body: { objectID: 'a', title: 'A2' } },
          { action: 'deleteObject', body: { objectID: 'x' } },
          { action: 'clear', body: {} },
        ],
      },
      ids(),
    );
    expect(parsed.objectIDs).toEqual(['a', 'generated-1', '7', 'a', 'x']);
    expect(parsed.operations).toEqual([
      {
        type: 'saveObjects',
        index: 'bills',
        objects: [
          { objectID: 'a', title: 'A' },
          { objectID: 'generated-1', title: 'B' },
          { objectID: '7', title: 'C' },
        ],
      },
      {
        type: 'partialUpdateObjects',
        index: 'bills',
        objects: [{ objectID: 'a', title: 'A2' }],
        createIfNotExists: false,
      },
      { type: 'deleteObjects', index: 'bills', objectIDs: ['x'] },
      { type: 'clearObjects', index: 'bills' },
    ]);
  });

  it('requires an objectID where the action needs one', () => {
    expect(() =>
      parseBatchRequest('bills', { requests: [{ action: 'updateObject', body: { title: 'x' } }] }, ids()),
    ).toThrowError('Parameter `requests[0].body.objectID` is required when calling `batch`.');
    expect(() =>
      parseBatchRequest('bills', { requests: [{ action: 'upsert', body: {} }] }, ids()),
    ).toThrowError(/Parameter `requests\[0\].action` must be one of addObject/);
  });

  it('reads multiple-index batches', () => {
    const parsed = parseMultipleBatchRequest(
      {
        requests: [
          { action: 'addObject', indexName: 'a', body: { objectID: '1' } },
          { action: 'addObject', indexName: 'b', body: { objectID: '2' } },
        ],
      },
      ids(),
    );
    expect(parsed.operations.map((op) => op.index)).toEqual(['a', 'b']);
    expect(() => parseMultipleBatchRequest({ requests: [{ action: 'clear' }] }, ids())).toThrowError(
      'Parameter `requests[0].indexName` is required when calling `multipleBatch`.',
    );
  });
});

describe('index requests', () => {
  it('keeps nulls in settings (they reset a setting) and coerces the rest', () => {
    expect(parseSettingsBody({ hitsPerPage: '10', customRanking: null })).toEqual({
      hitsPerPage: 10,
      customRanking: null,
    });
  });

  it('refuses a setting that changes results and is not implemented, unless it is the default', () => {
    expect(() => parseSettingsBody({ ignorePlurals: true })).toThrowError(
      new SearchError(
        400,
        'Parameter `ignorePlurals` is not supported by this search engine; leave it out or send its default, false.',
      ),
    );
    expect(() => parseSettingsBody({ disableTypoToleranceOnWords: ['act'] })).toThrowError(/disableTypo/);
    expect(parseSettingsBody({ ignorePlurals: false, userData: { a: 1 }, optionalWords: null })).toEqual({
      ignorePlurals: false,
      userData: { a: 1 },
      optionalWords: null,
    });
  });

  it('reads copy and move operations', () => {
    expect(parseOperationBody('a', { operation: 'copy', destination: 'b', scope: ['settings'] })).toEqual({
      type: 'copyIndex',
      index: 'a',
      destination: 'b',
      scope: ['settings'],
    });
    expect(parseOperationBody('a', { operation: 'move', destination: 'b' })).toEqual({
      type: 'moveIndex',
      index: 'a',
      destination: 'b',
    });
    expect(() => parseOperationBody('a', { operation: 'move' })).toThrowError(
      'Parameter `operationIndexParams.destination` is required when calling `operationIndex`.',
    );
  });

  it('accepts the camel-case synonym type aliases', () => {
    expect(parseSynonyms([{ objectID: 's', type: 'oneWaySynonym', input: 'a', synonyms: ['b'] }])).toEqual([
      { objectID: 's', type: 'onewaysynonym', input: 'a', synonyms: ['b'] },
    ]);
  });
});
