import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LawDetail, LawsPage } from '../../../schemas/laws.js';
import { createBillsTestApp } from '../../../testing/bills-fixtures.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let bills: Awaited<ReturnType<typeof createBillsTestApp>>['bills'];
beforeAll(async () => {
  ({ t, bills } = await createBillsTestApp());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/laws', () => {
  it('lists sessions with law counts and the current session chapters in statute-book order', async () => {
    const res = await get('/api/laws');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const page = res.json<LawsPage>();
    expect(page.sessions).toEqual([
      { name: '2025-2026', is_current: true, law_count: 2, laws_known: true },
      { name: '2023-2024', is_current: false, law_count: 1, laws_known: true },
    ]);
    expect(page.session).toBe('2025-2026');
    expect(page.total).toBe(2);
    expect(page.data.map((law) => [law.chapter, law.slug, law.bill.bill_type_number])).toEqual([
      ['Chapter 12 of the Acts of 2025', 'acts-2025-12', 'S 7'],
      ['Chapter 3 of the Acts of 2026', 'acts-2026-3', 'H 250'],
    ]);
    expect(page.data[0]).toMatchObject({
      chapter_number: 12,
      year: 2025,
      url: '/laws/2025-2026/acts-2025-12',
    });
  });

  it('lists another session, and an empty page past the end', async () => {
    const past = (await get('/api/laws?session=2023-2024')).json<LawsPage>();
    expect(past.data.map((law) => law.bill.bill_type_number)).toEqual(['H 9']);
    const beyond = (await get('/api/laws?page=2')).json<LawsPage>();
    expect(beyond).toMatchObject({ total: 2, data: [] });
  });

  it("says a session's laws are unknown when the source gives none of its bill histories", async () => {
    await t.database.db
      .updateTable('bills')
      .set({ actions_known: 0 })
      .where('session_id', '=', (eb) =>
        eb.selectFrom('legislative_sessions').select('id').where('name', '=', '2023-2024'),
      )
      .execute();
    try {
      const page = (await get('/api/laws')).json<LawsPage>();
      expect(page.sessions.map((s) => [s.name, s.laws_known])).toEqual([
        ['2025-2026', true],
        ['2023-2024', false],
      ]);
    } finally {
      await t.database.db.updateTable('bills').set({ actions_known: 1 }).execute();
    }
  });

  it('rejects an unknown session naming the sessions there are, and a bad page', async () => {
    const unknown = await get('/api/laws?session=1999-2000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('querystring.session must be one of: 2025-2026, 2023-2024');
    expect((await get('/api/laws?session=2025')).json().message).toContain('querystring.session');
    expect((await get('/api/laws?page=0')).json().message).toContain('querystring.page');
  });
});

describe('GET /api/laws/:session/:chapter', () => {
  it('gives the chapter with its bill, signing date and sanitized summary', async () => {
    const res = await get('/api/laws/2025-2026/acts-2025-12');
    expect(res.statusCode).toBe(200);
    expect(res.json<LawDetail>()).toEqual({
      chapter: 'Chapter 12 of the Acts of 2025',
      chapter_number: 12,
      year: 2025,
      slug: 'acts-2025-12',
      url: '/laws/2025-2026/acts-2025-12',
      session: '2025-2026',
      signed_date: '2025-09-30',
      description: '<p>Creates a <b>ferry</b> authority.</p>',
      bill: expect.objectContaining({ id: bills.billId('S 7'), bill_type_number: 'S 7' }),
    });
  });

  it('gives 404 for a chapter not in that session', async () => {
    for (const url of ['/api/laws/2023-2024/acts-2025-12', '/api/laws/2025-2026/resolves-2025-12']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get('/api/laws/2025-2026/acts-2025-99')).json().message).toBe(
      'No chapter acts-2025-99 in session 2025-2026',
    );
  });

  it('rejects a malformed chapter naming the expected form', async () => {
    const res = await get('/api/laws/2025-2026/chapter-12');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('params.chapter');
  });
});
