import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem, NewsListPage } from '../../../schemas/news.js';
import type { PressReleaseListItem } from '../../../schemas/press.js';
import { HOUSING_ITEM_COUNT, insertNewsFixtures } from '../../../testing/news-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let news: Awaited<ReturnType<typeof insertNewsFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  news = await insertNewsFixtures(t.database.db, t.fixtures);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const articles = async (url: string) => (await get(url)).json<NewsListPage>().data as NewsItem[];

describe('GET /api/news/list/', () => {
  it('pages every article, newest first, 20 a page, and ends with an empty page', async () => {
    const first = await get('/api/news/list/?display=news&page=1');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<NewsListPage>().data as NewsItem[];
    expect(page1).toHaveLength(20);
    expect(page1.slice(0, 3).map((i) => i.headline)).toEqual([
      'Lawmakers weigh budget priorities',
      'Senate approves ferry authority',
      'Uncategorised House story',
    ]);
    expect(page1[1]).toMatchObject({ kind: 'news', source_name: 'Bay State Courier', chamber: 'senate' });
    const page2 = await articles('/api/news/list/?display=news&page=2');
    expect(page2).toHaveLength(5 + HOUSING_ITEM_COUNT - 20);
    expect(new Set([...page1, ...page2].map((i) => i.id)).size).toBe(page1.length + page2.length);
    expect(await articles('/api/news/list/?display=news&page=3')).toEqual([]);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers without the trailing slash and defaults to page 1', async () => {
    const withSlash = await get('/api/news/list/?display=news&page=1');
    const without = await get('/api/news/list?display=news');
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
  });

  it('lists one category when asked', async () => {
    const education = await articles(`/api/news/list/?display=news&category=${news.categoryId('Education')}`);
    expect(education.map((i) => i.headline)).toEqual([
      'House passes school library bill',
      '<script>alert("x")</script> & "quotes"',
    ]);
    const housing2 = await articles(
      `/api/news/list/?display=news&page=2&category=${news.categoryId('Housing')}`,
    );
    expect(housing2.map((i) => i.headline)).toEqual(['Housing story 2', 'Housing story 1']);
    expect(await articles(`/api/news/list/?display=news&category=${news.categoryId('Technology')}`)).toEqual(
      [],
    );
  });

  it('pages press releases, newest first, ties by newest id', async () => {
    const res = await get('/api/news/list/?display=press&page=1');
    const releases = res.json<NewsListPage>().data as PressReleaseListItem[];
    expect(releases.map((r) => r.title)).toEqual([
      'Joint statement <on> the budget',
      'Sen. Senn Announces $50,000 in State Grants',
      'Rep. Baker Files Legislation on School Libraries',
    ]);
    expect(releases[2]).toEqual({
      kind: 'press',
      id: news.pressId(1),
      url: `/app/press/${news.pressId(1)}`,
      title: 'Rep. Baker Files Legislation on School Libraries',
      author: 'Rep. Ada Baker',
      display_date: '2026-03-09',
      display_date_formatted: 'Mar 9, 2026',
      category: 'Legislation',
    });
    expect((await get('/api/news/list/?display=press&page=2')).json()).toEqual({ data: [] });
  });

  it('rejects a bad display, page or category naming the field and the allowed values', async () => {
    const cases: [string, string][] = [
      ['display=articles', 'querystring.display must be one of: news, press'],
      ['', 'querystring.display is required'],
      ['display=news&page=0', 'querystring.page must be >= 1'],
      ['display=news&page=1.5', 'querystring.page must be integer'],
      ['display=news&page=two', 'querystring.page must be integer'],
      ['display=news&category=x', 'querystring.category must be integer'],
      ['display=press&category=1', 'querystring.category is only allowed with display=news'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/news/list/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
  });

  it('gives 404 for an unknown category', async () => {
    const res = await get('/api/news/list/?display=news&category=987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No news category with id 987654');
  });
});
