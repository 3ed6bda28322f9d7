import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorizedNews, NewsCategoryList, NewsSummary } from '../../../schemas/news.js';
import { insertNewsFixtures } from '../../../testing/news-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let news: Awaited<ReturnType<typeof insertNewsFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  news = await insertNewsFixtures(t.database.db, t.fixtures);
  // Sessions are another issue's work; stand in for them by honouring a test-only header, as the auth
  // contract promises routes a `request.user` resolved before they run.
  t.app.addHook('onRequest', async (request) => {
    const email = request.headers['x-test-user'];
    if (typeof email === 'string') {
      request.user = { id: news.userId(email), email, display_name: email, jurisdictionId: null };
    }
  });
});
afterAll(() => t.close());

const get = (url: string, user?: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? { 'x-test-user': user } : {} });
const headlines = (summary: NewsSummary) => summary.days.flatMap((d) => d.items.map((i) => i.headline));

describe('GET /api/news', () => {
  it("gives visitors the chamber's latest items of every category, grouped by day, newest first", async () => {
    const res = await get('/api/news?chamber=house');
    expect(res.statusCode).toBe(200);
    const summary = res.json<NewsSummary>();
    expect(summary).toMatchObject({ signed_in: false, no_categories_selected: false });
    expect(summary.days.map((d) => [d.display_date, d.display_date_formatted])).toEqual([
      ['2026-03-12', 'Mar 12, 2026'],
      ['2026-03-11', 'Mar 11, 2026'],
      ['2026-03-10', 'Mar 10, 2026'],
      ['2026-03-08', 'Mar 8, 2026'],
    ]);
    // Statewide news (no chamber) is in both chambers' summaries; Senate news only in the Senate's.
    expect(headlines(summary)).toEqual([
      'Lawmakers weigh budget priorities',
      'Uncategorised House story',
      'House passes school library bill',
      '<script>alert("x")</script> & "quotes"',
    ]);
    expect(summary.days[2]!.items[0]).toEqual({
      kind: 'news',
      id: news.newsId(1),
      external_url: 'https://example.org/news/1',
      headline: 'House passes school library bill',
      intro: 'Intro 1.',
      display_date: '2026-03-10',
      display_date_formatted: 'Mar 10, 2026',
      source_name: 'State House Wire',
      chamber: 'house',
      category: { id: news.categoryId('Education'), category_name: 'Education' },
      bills: [
        {
          id: t.fixtures.billId('H 100'),
          bill_type_number: 'H 100',
          url: `/app/bill/${t.fixtures.billId('H 100')}`,
        },
      ],
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('caps the summary at 20 items and defaults to the House', async () => {
    const senate = (await get('/api/news?chamber=senate')).json<NewsSummary>();
    expect(headlines(senate)).toHaveLength(20);
    expect(headlines(senate).slice(0, 2)).toEqual([
      'Lawmakers weigh budget priorities',
      'Senate approves ferry authority',
    ]);
    expect((await get('/api/news')).json()).toEqual((await get('/api/news?chamber=house')).json());
  });

  it('gives a signed-in reader only the categories they follow', async () => {
    const summary = (await get('/api/news?chamber=house', 'reader@example.org')).json<NewsSummary>();
    expect(summary).toMatchObject({ signed_in: true, no_categories_selected: false });
    expect(headlines(summary)).toEqual([
      'House passes school library bill',
      '<script>alert("x")</script> & "quotes"',
    ]);
  });

  it('tells the client when a signed-in user follows no category', async () => {
    const summary = (await get('/api/news?chamber=house', 'newcomer@example.org')).json<NewsSummary>();
    expect(summary).toEqual({ signed_in: true, no_categories_selected: true, days: [] });
  });

  it('rejects another chamber naming the allowed values', async () => {
    const res = await get('/api/news?chamber=joint');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring.chamber must be one of: house, senate',
    });
  });
});

describe('GET /api/news/categorized', () => {
  it('groups the newest five items per category by category name, leaving out uncategorised items', async () => {
    const res = await get('/api/news/categorized?chamber=senate');
    expect(res.statusCode).toBe(200);
    const groups = res.json<CategorizedNews>();
    expect(groups.map((g) => [g.category.category_name, g.items.length])).toEqual([
      ['Budget and Taxes', 1],
      ['Housing', 5],
      ['Transportation', 1],
    ]);
    expect(groups[1]!.items.map((i) => i.headline)).toEqual([
      'Housing story 22',
      'Housing story 21',
      'Housing story 20',
      'Housing story 19',
      'Housing story 18',
    ]);
    expect(groups[2]!.items[0]!.bills.map((b) => b.bill_type_number)).toEqual(['H 100', 'S 7']);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('filters by chamber and rejects a bad one', async () => {
    const house = (await get('/api/news/categorized?chamber=house')).json<CategorizedNews>();
    expect(house.map((g) => g.category.category_name)).toEqual(['Budget and Taxes', 'Education']);
    expect(house[1]!.items).toHaveLength(2);
    const bad = await get('/api/news/categorized?chamber=oral');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('querystring.chamber must be one of: house, senate');
  });
});

describe('GET /api/news/categories', () => {
  it('lists every category by name', async () => {
    const categories = (await get('/api/news/categories')).json<NewsCategoryList>();
    expect(categories.map((c) => c.category_name)).toEqual([
      'Budget and Taxes',
      'Education',
      'Housing',
      'Technology',
      'Transportation',
    ]);
    expect(categories[0]).toEqual({
      id: news.categoryId('Budget and Taxes'),
      category_name: 'Budget and Taxes',
    });
  });
});
