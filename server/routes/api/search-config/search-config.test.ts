import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { sharedSchemaController } from '../../../testing/schema-compilers.js';
import { searchPageConfigFromEnv } from '../../../search/page-config.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A secured key is base64(HMAC hex + its restrictions as a query string). */
const restrictionsOf = (securedKey: string) => Buffer.from(securedKey, 'base64').toString('utf8').slice(64);

describe('GET /api/search/config', () => {
  it("hands the browser a search-only key restricted to the request's state, never the admin key", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ appId: 'STATEHOUSE', embedded: true, state: 'ma' });
    expect(body.apiKey).not.toBe(t.app.searchService.adminApiKey);
    expect(body.apiKey).not.toBe(t.app.searchService.searchApiKey);
    expect(restrictionsOf(body.apiKey)).toBe('filters=state%3Ama');
    expect(body.indexes).toContain('bills');
    // The grouped bill text search of the AI-assisted page (issue 9).
    expect(body.indexes).toContain('bill_matches');
  });

  it('the key it hands out can search but not write', async () => {
    const { apiKey } = (await t.app.inject({ method: 'GET', url: '/api/search/config' })).json();
    const headers = { 'x-algolia-api-key': apiKey, 'x-algolia-application-id': 'STATEHOUSE' };
    const search = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/bills/query',
      headers,
      payload: { query: '' },
    });
    // Allowed (no index has been built in this app, hence not found rather than forbidden).
    expect(search.statusCode).not.toBe(403);
    const write = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/bills/batch',
      headers,
      payload: { requests: [{ action: 'addObject', body: { title: 'x' } }] },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: 'Method not allowed with this API key', status: 403 });
  });

  it("hands the search client phone-sized timeouts, or the operator's (issue 18)", async () => {
    const { timeouts } = (await t.app.inject({ method: 'GET', url: '/api/search/config' })).json();
    expect(timeouts).toEqual({ connect: 8000, read: 10_000, write: 30_000 });
    const searchClientTimeouts = { connect: 3000, read: 6000, write: 20_000 };
    const app = await buildApp({
      schemaController: sharedSchemaController,
      db: t.database.db,
      searchClientTimeouts,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/search/config' });
      expect(res.json().timeouts).toEqual(searchClientTimeouts);
    } finally {
      await app.close();
    }
  });

  it('names an unknown state in a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/config?state=zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('querystring/state must be one of the states this server holds: ma');
  });
});

describe('GET /api/search/config page layout (issues 6 and 15)', () => {
  it("gives every tab and facet, the state's layout and its sessions (spec §9)", async () => {
    const { page } = (await t.app.inject({ method: 'GET', url: '/api/search/config' })).json();
    expect(page).toEqual({
      ...searchPageConfigFromEnv({}),
      state: 'Massachusetts',
      // The fixtures' one session is current, and there is none before it.
      defaultSessions: { bills: '2025-2026', other: '2025-2026' },
    });
  });

  it('hands out the configured tabs', async () => {
    const searchPage = searchPageConfigFromEnv({ SEARCH_TABS: 'news' });
    const app = await buildApp({ schemaController: sharedSchemaController, db: t.database.db, searchPage });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/search/config' });
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
