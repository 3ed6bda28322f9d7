import { describe, expect, it } from 'vitest';
import { andFilters } from './access.js';
import { matchesIndexPattern } from './index-patterns.js';
import { parseSecuredRestrictions, verifySecuredApiKey } from './secured-api-keys.js';

// tests/CTS/client/search/generateSecuredApiKey.json in algolia/api-clients-automation ("with searchParams").
const ctsParent = '2640659426d5107b6e47d75db9cbaef8';
const ctsSecuredKey =
  'MzAxMDUwYjYyODMxODQ3ZWM1ZDYzNTkxZmNjNDg2OGZjMjAzYjQyOTZhMGQ1NDJhMDFiNGMzYTYzODRhNmMxZWFyb3VuZFJhZGl1cz1hbGwmZmlsdGVycz1jYXRlZ29yeSUzQUJvb2slMjBPUiUyMGNhdGVnb3J5JTNBRWJvb2slMjBBTkQlMjBfdGFncyUzQXB1Ymxpc2hlZCZoaXRzUGVyUGFnZT0xMCZtb2RlPW5ldXJhbFNlYXJjaCZvcHRpb25hbFdvcmRzPW9uZSUyQ3R3byZxdWVyeT1iYXRtYW4mcmVzdHJpY3RJbmRpY2VzPU1vdmllcyUyQ2N0c19lMmVfc2V0dGluZ3MmcmVzdHJpY3RTb3VyY2VzPTE5Mi4xNjguMS4wJTJGMjQmdHlwb1RvbGVyYW5jZT1zdHJpY3QmdXNlclRva2VuPXVzZXIxMjMmdmFsaWRVbnRpbD0yNTI0NjA0NDAw';

describe('secured API keys', () => {
  it("verifies the clients' shared test vector and reads its restrictions", () => {
    const verified = verifySecuredApiKey(ctsSecuredKey, ['another-key', ctsParent]);
    expect(verified?.parent).toBe(ctsParent);
    expect(parseSecuredRestrictions(verified!.queryParameters)).toEqual({
      validUntil: 2524604400,
      restrictIndices: ['Movies', 'cts_e2e_settings'],
      searchParams: {
        aroundRadius: 'all',
        filters: 'category:Book OR category:Ebook AND _tags:published',
        hitsPerPage: 10,
        mode: 'neuralSearch',
        optionalWords: 'one,two',
        query: 'batman',
        typoTolerance: 'strict',
        userToken: 'user123',
      },
    });
  });

  it('rejects a key signed by none of the candidates, and garbage', () => {
    expect(verifySecuredApiKey(ctsSecuredKey, ['another-key'])).toBeUndefined();
    expect(verifySecuredApiKey('not a key!', [ctsParent])).toBeUndefined();
    expect(verifySecuredApiKey(Buffer.from('short').toString('base64'), [ctsParent])).toBeUndefined();
  });
});

describe('index patterns', () => {
  it('matches prefixes, suffixes, both and exact names', () => {
    expect(matchesIndexPattern('dev_*', 'dev_bills')).toBe(true);
    expect(matchesIndexPattern('dev_*', 'prod_bills')).toBe(false);
    expect(matchesIndexPattern('*_bills', 'dev_bills')).toBe(true);
    expect(matchesIndexPattern('*', 'anything')).toBe(true);
    expect(matchesIndexPattern('a*b*c', 'aXbYc')).toBe(true);
    expect(matchesIndexPattern('ab*ba', 'aba')).toBe(false);
    expect(matchesIndexPattern('bills', 'bills_tmp')).toBe(false);
  });
});

describe('andFilters', () => {
  it('parenthesises only parts with a top-level OR', () => {
    expect(andFilters(['a:1 AND b:2', '(c:1 OR c:2) AND d:1', 'e:1 OR e:2', 'f:"x OR y"'])).toBe(
      'a:1 AND b:2 AND (c:1 OR c:2) AND d:1 AND (e:1 OR e:2) AND f:"x OR y"',
    );
  });
});
