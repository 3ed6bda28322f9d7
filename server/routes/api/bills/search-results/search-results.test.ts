import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSearchFixtures } from '../../../../testing/search-fixtures.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

let t: TestApp;
let extra: Awaited<ReturnType<typeof insertSearchFixtures>>;
let h100: number;
beforeAll(async () => {
  t = await createTestApp();
  extra = await insertSearchFixtures(t.database.db, t.fixtures);
  h100 = t.fixtures.billId('H 100');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/bills/getSearchResults{Tab}/{id}', () => {
  it('History: the actions newest first as escaped HTML', async () => {
    const res = await get(`/api/bills/getSearchResultsHistory/${h100}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toContain('<ol class="bill-history" reversed>');
    expect(res.body.indexOf('Jun 2, 2025')).toBeLessThan(res.body.indexOf('Jan 10, 2025'));
    expect(res.body).toContain(
      '<time datetime="2025-06-01">Jun 1, 2025</time> · Joint<br>Reported favorably',
    );
    expect(res.body).toContain('Amended &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;');
    expect(res.body).not.toContain('<img');
  });

  it('answers 304 when the client already has the fragment', async () => {
    const first = await get(`/api/bills/getSearchResultsCitations/${h100}`);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/bills/getSearchResultsCitations/${h100}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('P.P.T.: the same title in other sessions and twin filings, newest session first', async () => {
    const res = await get(`/api/bills/getSearchResultsPpt/${h100}`);
    expect(res.statusCode).toBe(200);
    const links = [...res.body.matchAll(/<a href="([^"]+)">([^<]+)<\/a> · ([^<]+)<br>/g)].map((m) =>
      m.slice(1),
    );
    expect(links).toEqual([
      [`/app/bill/${extra.twinId}`, 'S 40', '2025-2026 (same session)'],
      [`/app/bill/${extra.refiledId}`, 'H 95', '2023-2024 (earlier session)'],
    ]);
    expect(res.body).toContain('Sponsor: Rep. Eve Former<br>Outcome: Dead (Accompanied a study order)');
    // Seen from the older bill, the newer filings are later sessions.
    const older = await get(`/api/bills/getSearchResultsPpt/${extra.refiledId}`);
    expect(older.body).toContain('H 100</a> · 2025-2026 (later session)');
  });

  it('P.P.T. says so when no other bill has the title', async () => {
    const res = await get(`/api/bills/getSearchResultsPpt/${t.fixtures.billId('S 7')}`);
    expect(res.body).toBe(
      '<p>No other filing of this bill was found: no bill in any session has the same title.</p>',
    );
  });

  it('Citations and Categories: escaped lists, or a sentence when there are none', async () => {
    const citations = await get(`/api/bills/getSearchResultsCitations/${h100}`);
    expect(citations.body).toBe(
      '<ul class="bill-citations"><li>M.G.L. c. 71 § 1</li><li>M.G.L. c. 6 § 1 &lt;script&gt;</li></ul>',
    );
    const categories = await get(`/api/bills/getSearchResultsCategories/${h100}`);
    expect(categories.body).toBe(
      '<ul class="bill-categories"><li>Education</li><li>Libraries &amp; &lt;Archives&gt;</li></ul>',
    );
    const none = await get(`/api/bills/getSearchResultsCategories/${t.fixtures.billId('S 7')}`);
    expect(none.body).toBe('<p>This bill has no categories.</p>');
    const noCitations = await get(`/api/bills/getSearchResultsCitations/${t.fixtures.billId('S 7')}`);
    expect(noCitations.body).toBe('<p>This bill cites no statutes.</p>');
  });

  it.each(['History', 'Ppt', 'Citations', 'Categories'])('%s: unknown bill → 404 JSON', async (tab) => {
    const res = await get(`/api/bills/getSearchResults${tab}/999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No bill with id 999999' });
  });

  it.each(['abc', '0', '-3'])('a bad id (%s) → 400 naming the field', async (id) => {
    const res = await get(`/api/bills/getSearchResultsHistory/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toMatch(/^params\.id must be/);
  });

  it('an unknown tab is a 404', async () => {
    const res = await get(`/api/bills/getSearchResultsVotes/${h100}`);
    expect(res.statusCode).toBe(404);
  });
});
