import { describe, expect, it } from 'vitest';
import { SearchError } from '../engine/search-error.js';
import { openSearchStore } from '../persistence/search-store.js';
import { restrictSearchParams } from './access.js';
import { apiKeyFields, type ApiKeyFields } from './api-key-store.js';
import { createKeyring } from './keyring.js';
import { generateSecuredApiKeyWithClient } from './client-secured-api-key.js';

const appId = 'STATEHOUSE';
const fields = (overrides: Partial<ApiKeyFields> = {}) => apiKeyFields({ acl: ['search'], ...overrides });
const forbidden = new SearchError(403, 'Invalid Application-ID or API key');

describe('keyring', () => {
  it('generates an admin key and a search-only key once and keeps them in the store', () => {
    const store = openSearchStore(':memory:');
    const first = createKeyring({ store, appId });
    const second = createKeyring({ store, appId });
    expect(first.adminApiKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second.adminApiKey).toBe(first.adminApiKey);
    expect(second.searchApiKey).toBe(first.searchApiKey);
    expect(second.keys.list()).toEqual([
      expect.objectContaining({ value: first.searchApiKey, acl: ['search'] }),
    ]);
    expect(first.authenticate({ apiKey: first.adminApiKey, appId }).admin).toBe(true);
  });

  it('uses configured keys, and restores a configured search key that was deleted', () => {
    const store = openSearchStore(':memory:');
    const keyring = createKeyring({ store, appId, adminApiKey: 'admin-secret', searchApiKey: 'browser-key' });
    keyring.keys.delete('browser-key');
    const again = createKeyring({ store, appId, adminApiKey: 'admin-secret', searchApiKey: 'browser-key' });
    expect(again.authenticate({ apiKey: 'browser-key', appId }).acl).toEqual(new Set(['search']));
    expect(again.authenticate({ apiKey: 'admin-secret', appId }).admin).toBe(true);
  });

  it("refuses a wrong key, a wrong application id and missing credentials with Algolia's 403", () => {
    const keyring = createKeyring({ store: openSearchStore(':memory:'), appId, adminApiKey: 'admin' });
    expect(() => keyring.authenticate({ apiKey: 'nope', appId })).toThrowError(forbidden);
    expect(() => keyring.authenticate({ apiKey: 'admin', appId: 'OTHER' })).toThrowError(forbidden);
    expect(() => keyring.authenticate({})).toThrowError(forbidden);
  });

  it('refuses a key after its validity', () => {
    let now = 1_000_000;
    const keyring = createKeyring({ store: openSearchStore(':memory:'), appId, now: () => now });
    const key = keyring.keys.create(fields({ validity: 60 }));
    expect(keyring.authenticate({ apiKey: key.value, appId }).keyValue).toBe(key.value);
    now += 60_000;
    expect(() => keyring.authenticate({ apiKey: key.value, appId })).toThrowError(forbidden);
  });

  it('accepts secured keys made by the v5 client and applies their restrictions', () => {
    const keyring = createKeyring({ store: openSearchStore(':memory:'), appId });
    const parent = keyring.keys.create(fields({ queryParameters: 'hitsPerPage=7&filters=public%3Atrue' }));
    const securedApiKey = generateSecuredApiKeyWithClient(parent.value, {
      filters: 'chamber:house OR chamber:senate',
      restrictIndices: ['bills', 'dev_*'],
      userToken: 'user-1',
      searchParams: { hitsPerPage: 5, attributesToRetrieve: ['title'] },
    });
    const access = keyring.authenticate({ apiKey: securedApiKey, appId });
    expect(access.keyValue).toBe(parent.value);
    expect(access.indexPatterns).toEqual([['bills', 'dev_*']]);
    const params = restrictSearchParams(
      access,
      { query: 'tax', filters: 'year > 2020', hitsPerPage: 50 },
      () => 20,
    );
    expect(params).toEqual({
      query: 'tax',
      filters: 'public:true AND (chamber:house OR chamber:senate) AND year > 2020',
      hitsPerPage: 5,
      attributesToRetrieve: ['title'],
      userToken: 'user-1',
    });
  });

  it('refuses a secured key after validUntil, or once its parent is deleted', () => {
    let now = 2_000_000_000_000;
    const keyring = createKeyring({ store: openSearchStore(':memory:'), appId, now: () => now });
    const parent = keyring.keys.create(fields());
    const securedApiKey = generateSecuredApiKeyWithClient(parent.value, { validUntil: now / 1000 + 10 });
    expect(keyring.authenticate({ apiKey: securedApiKey, appId }).admin).toBe(false);
    now += 10_000;
    expect(() => keyring.authenticate({ apiKey: securedApiKey, appId })).toThrowError(forbidden);
    now -= 10_000;
    keyring.keys.delete(parent.value);
    expect(() => keyring.authenticate({ apiKey: securedApiKey, appId })).toThrowError(forbidden);
  });

  it('caps hitsPerPage at maxHitsPerQuery, defaulting to the index setting', () => {
    const keyring = createKeyring({ store: openSearchStore(':memory:'), appId });
    const key = keyring.keys.create(fields({ maxHitsPerQuery: 10 }));
    const access = keyring.authenticate({ apiKey: key.value, appId });
    expect(restrictSearchParams(access, { hitsPerPage: 100 }, () => 20).hitsPerPage).toBe(10);
    expect(restrictSearchParams(access, { query: '' }, () => 5).hitsPerPage).toBe(5);
  });
});
