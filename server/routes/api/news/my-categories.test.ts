import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsSummary } from '../../../schemas/news.js';
import type { MyNewsCategories } from '../../../schemas/news-categories.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { insertNewsFixtures } from '../../../testing/news-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let categoryId: (name: string) => number;
let owner: SignedInBrowser;
let other: SignedInBrowser;
beforeAll(async () => {
  t = await createTestApp();
  ({ categoryId } = await insertNewsFixtures(t.database.db, t.fixtures));
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(() => t.close());

const URL = '/api/news/categories/mine';
const mine = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const choose = (headers: Record<string, string>, category_ids: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: { category_ids } });
const summary = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/news?chamber=senate', headers })).json<NewsSummary>();
const categoriesShown = (news: NewsSummary) =>
  [...new Set(news.days.flatMap((day) => day.items.map((item) => item.category?.category_name)))].sort();

describe('/api/news/categories/mine', () => {
  it('starts empty for a new account, and the news card then asks to choose', async () => {
    const res = await mine(owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json()).toEqual({ categories: [] });
    expect(await summary(owner.headers)).toMatchObject({
      signed_in: true,
      no_categories_selected: true,
      days: [],
    });
  });

  it('replaces the selection (by name, without repeats) and the news summary follows it', async () => {
    const res = await choose(owner.headers, [
      categoryId('Transportation'),
      categoryId('Housing'),
      categoryId('Transportation'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<MyNewsCategories>()).toEqual({
      categories: [
        { id: categoryId('Housing'), category_name: 'Housing' },
        { id: categoryId('Transportation'), category_name: 'Transportation' },
      ],
    });
    expect((await mine(owner.headers)).json()).toEqual(res.json());
    const news = await summary(owner.headers);
    expect(news.no_categories_selected).toBe(false);
    expect(categoriesShown(news)).toEqual(['Housing', 'Transportation']);
    // Another account is untouched.
    expect((await mine(other.headers)).json()).toEqual({ categories: [] });
    // Choosing none is allowed and brings the explanation back.
    expect((await choose(other.headers, [])).json()).toEqual({ categories: [] });
  });

  it('is 401 signed out and 403 without a valid token, changing nothing', async () => {
    const anonymous = await anonymousBrowser(t.app);
    expect((await mine(anonymous)).statusCode).toBe(401);
    expect((await choose(anonymous, [categoryId('Budget and Taxes')])).statusCode).toBe(401);
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await choose(noToken, [categoryId('Budget and Taxes')])).statusCode).toBe(403);
    expect(
      (await choose({ ...owner.headers, 'x-csrf-token': other.headers['x-csrf-token'] }, [])).statusCode,
    ).toBe(403);
    expect((await mine(owner.headers)).json<MyNewsCategories>().categories).toHaveLength(2);
  });

  it('rejects a malformed body with 400 and an unknown category with 404, changing nothing', async () => {
    const bad = await choose(owner.headers, 'Housing');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.category_ids/);
    expect((await choose(owner.headers, [0])).json().message).toMatch(/^body\.category_ids\.0 must be >= 1/);
    const unknown = await choose(owner.headers, [categoryId('Housing'), 999_999]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No news category with id 999999.',
    });
    expect((await mine(owner.headers)).json<MyNewsCategories>().categories).toHaveLength(2);
  });
});
