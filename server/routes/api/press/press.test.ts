import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PressReleaseDetail } from '../../../schemas/press.js';
import { insertNewsFixtures } from '../../../testing/news-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let news: Awaited<ReturnType<typeof insertNewsFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  news = await insertNewsFixtures(t.database.db, t.fixtures);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/press/:id', () => {
  it('returns the release with its author, session and linked bills', async () => {
    const res = await get(`/api/press/${news.pressId(1)}`);
    expect(res.statusCode).toBe(200);
    const billId = t.fixtures.billId('H 100');
    const adaId = t.fixtures.idOf('Ada Baker');
    expect(res.json<PressReleaseDetail>()).toEqual({
      id: news.pressId(1),
      url: `/app/press/${news.pressId(1)}`,
      title: 'Rep. Baker Files Legislation on School Libraries',
      author: 'Rep. Ada Baker',
      display_date: '2026-03-09',
      display_date_formatted: 'Mar 9, 2026',
      category: 'Legislation',
      session_name: '2025-2026',
      content: 'BOSTON – Rep. Ada Baker filed H 100.\n\n"Libraries matter," said Rep. Baker.',
      legislator: { id: adaId, url: `/app/legislators/${adaId}`, short_full_name: 'Rep. Ada Baker' },
      bills: [{ id: billId, bill_type_number: 'H 100', url: `/app/bill/${billId}` }],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toBeDefined();
  });

  it('gives null for an unknown author, session or member, and no bills', async () => {
    const release = (await get(`/api/press/${news.pressId(3)}`)).json<PressReleaseDetail>();
    expect(release).toMatchObject({
      title: 'Joint statement <on> the budget',
      author: null,
      category: null,
      session_name: null,
      legislator: null,
      bills: [],
    });
  });

  it('gives 404 for an unknown release and 400 for a bad id', async () => {
    const missing = await get('/api/press/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No press release with id 987654',
    });
    for (const id of ['abc', '0']) {
      const bad = await get(`/api/press/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().message, id).toContain('params.id');
    }
  });
});
