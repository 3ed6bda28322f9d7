// The news and press queries (a window function among them) must answer the same on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures.js';
import { insertNewsFixtures } from '../../testing/news-fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { newsRepository } from './news-repository.js';
import { pressReleasesRepository } from './press-releases-repository.js';

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('news repositories on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let news: ReturnType<typeof newsRepository>;
  let press: ReturnType<typeof pressReleasesRepository>;
  let ids: Awaited<ReturnType<typeof insertNewsFixtures>>;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    ids = await insertNewsFixtures(database.db, await insertFixtures(database.db));
    news = newsRepository(database.db);
    press = pressReleasesRepository(database.db);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('keeps the newest five of each category, categories by name', async () => {
    const rows = await news.latestPerCategory({ chamber: 'senate', perCategory: 5 });
    expect(rows.map((r) => [r.category_name, r.headline]).slice(0, 3)).toEqual([
      ['Budget and Taxes', 'Lawmakers weigh budget priorities'],
      ['Housing', 'Housing story 22'],
      ['Housing', 'Housing story 21'],
    ]);
    expect(rows).toHaveLength(7);
  });

  it.skipIf(skip)("filters the latest items by chamber and a user's categories", async () => {
    const followed = await news.selectedCategoryIds(ids.userId('reader@example.org'));
    expect(followed).toEqual([ids.categoryId('Education')]);
    const rows = await news.latest({ chamber: 'house', categoryIds: followed, limit: 20 });
    expect(rows.map((r) => r.headline)).toEqual([
      'House passes school library bill',
      '<script>alert("x")</script> & "quotes"',
    ]);
    expect(await news.latest({ chamber: 'house', categoryIds: [], limit: 20 })).toEqual([]);
    expect(await news.selectedCategoryIds(ids.userId('newcomer@example.org'))).toEqual([]);
  });

  it.skipIf(skip)('pages articles and press releases without overlap, and finds linked bills', async () => {
    const first = await news.page({ limit: 20, offset: 0 });
    const second = await news.page({ limit: 20, offset: 20 });
    expect(new Set([...first, ...second].map((r) => r.id)).size).toBe(27);
    const bills = await news.billsOf([ids.newsId(2)]);
    expect(bills.map((b) => b.bill_type_number)).toEqual(['H 100', 'S 7']);
    expect((await press.page({ limit: 2, offset: 1 })).map((p) => p.id)).toEqual([
      ids.pressId(2),
      ids.pressId(1),
    ]);
    expect(await press.findById(ids.pressId(1))).toMatchObject({
      session_name: '2025-2026',
      legislator_short_full_name: 'Rep. Ada Baker',
    });
    expect(await news.categoryExists(ids.categoryId('Housing'))).toBe(true);
    expect(await news.categoryExists(987654)).toBe(false);
  });
});
