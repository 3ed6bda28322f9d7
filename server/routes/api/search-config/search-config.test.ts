import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/search/config', () => {
  it('hands the browser the search-only key, never the admin key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      appId: 'STATEHOUSE',
      apiKey: t.app.searchService.searchApiKey,
      embedded: true,
    });
    expect(body.apiKey).not.toBe(t.app.searchService.adminApiKey);
    expect(body.indexes).toContain('bills');
  });

  it('the key it hands out can search but not write', async () => {
    const { apiKey } = (await t.app.inject({ method: 'GET', url: '/api/search/config' })).json();
    const headers = { 'x-algolia-api-key': apiKey, 'x-algolia-application-id': 'STATEHOUSE' };
    const write = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/bills/batch',
      headers,
      payload: { requests: [{ action: 'addObject', body: { title: 'x' } }] },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: 'Method not allowed with this API key', status: 403 });
  });
});
