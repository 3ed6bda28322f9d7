import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { searchPageConfigFromEnv } from '../../../search/page-config.js';
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
    // The grouped bill text search of the AI-assisted page (issue 9).
    expect(body.indexes).toContain('bill_matches');
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

describe('GET /api/search/config page layout (issue 6)', () => {
  it('defaults to every tab and facet, the Massachusetts layout and the spec §9 sessions', async () => {
    const { page } = (await t.app.inject({ method: 'GET', url: '/api/search/config' })).json();
    expect(page).toEqual(searchPageConfigFromEnv({}));
    expect(page.defaultSessions).toEqual({ bills: '2025-2026', other: '2023-2024' });
  });

  it('hands out the configured layout', async () => {
    const searchPage = searchPageConfigFromEnv({ SEARCH_TABS: 'news', SEARCH_STATE_LAYOUT: 'Missouri' });
    const app = await buildApp({ db: t.database.db, searchPage });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/search/config' });
      expect(res.json().page).toEqual(searchPage);
      expect(res.json().page.tabs).toEqual({
        amendments: false,
        news: true,
        press: false,
        transcripts: false,
      });
    } finally {
      await app.close();
    }
  });
});
