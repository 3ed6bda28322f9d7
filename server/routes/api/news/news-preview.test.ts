import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('GET /api/news/:id/intro and /headline', () => {
  it('gives the intro as paragraphs and the headline linking to the article', async () => {
    const intro = await get(`/api/news/${news.newsId(1)}/intro`);
    expect(intro.statusCode).toBe(200);
    expect(intro.json()).toEqual({ html: '<p>Intro 1.</p>' });
    expect(intro.headers['cache-control']).toBe('public, max-age=300');
    const headline = await get(`/api/news/${news.newsId(1)}/headline`);
    expect(headline.json()).toEqual({
      html: '<a href="https://example.org/news/1" rel="noopener noreferrer">House passes school library bill</a>',
    });
  });

  it('falls back to the first paragraph of the text when there is no intro', async () => {
    const res = await get(`/api/news/${news.newsId(3)}/intro`);
    expect(res.json()).toEqual({ html: '<p>Leaders expect a busy spring.</p>' });
  });

  it('escapes stored markup and drops a non-web link', async () => {
    const intro = (await get(`/api/news/${news.newsId(4)}/intro`)).json<{ html: string }>().html;
    expect(intro).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; first</p><p>second &lt;b&gt;bold&lt;/b&gt;</p>',
    );
    const headline = (await get(`/api/news/${news.newsId(4)}/headline`)).json<{ html: string }>().html;
    expect(headline).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(headline).not.toContain('javascript:');
  });

  it('gives 404 for an unknown item and 400 for an id that is not a number', async () => {
    for (const part of ['intro', 'headline']) {
      const missing = await get(`/api/news/987654/${part}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'No news item with id 987654',
      });
      const bad = await get(`/api/news/abc/${part}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('params.id must be integer');
    }
  });
});
