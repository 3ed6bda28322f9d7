import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDetail, BillPage } from '../../../schemas/bills.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/bills', () => {
  it('pages the current session, most recently active first, and ends with an empty page', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/bills?page=1' });
    expect(first.statusCode).toBe(200);
    const body = first.json<BillPage>();
    expect(body.data.map((b) => b.bill_type_number)).toEqual(['S 7', 'H 100']);
    expect(body.data[0]).toMatchObject({
      primary_sponsor: { sponsor_name: 'Governor', sponsor_link: null },
      session_law: 'Chapter 12 of the Acts of 2025',
      url: `/app/bill/${t.fixtures.billId('S 7')}`,
    });
    expect(body.data[1]!.primary_sponsor).toEqual({
      sponsor_name: 'Rep. Ada Baker',
      sponsor_link: `/app/legislators/${t.fixtures.idOf('Ada Baker')}`,
    });
    const second = await t.app.inject({ method: 'GET', url: '/api/bills?page=2' });
    expect(second.json()).toEqual({ data: [] });
  });

  it('filters by chamber and session', async () => {
    const house = await t.app.inject({ method: 'GET', url: '/api/bills?chamber=house' });
    expect(house.json<BillPage>().data.map((b) => b.bill_type_number)).toEqual(['H 100']);
    const other = await t.app.inject({ method: 'GET', url: '/api/bills?session=2023-2024' });
    expect(other.json()).toEqual({ data: [] });
  });

  it('rejects a bad page, chamber or session naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'querystring.page'],
      ['page=two', 'querystring.page'],
      ['chamber=joint', 'querystring.chamber'],
      ['session=2025%2F2026', 'querystring.session'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/bills?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(field);
    }
  });
});

describe('GET /api/bill/:id', () => {
  it('returns the history in order, the summary, citations and sponsor', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bill/${t.fixtures.billId('H 100')}` });
    const bill = res.json<BillDetail>();
    expect(bill.actions.map((a) => a.action.action_text)).toEqual([
      'Referred to the committee on Education',
      'Reported favorably by committee',
    ]);
    expect(bill.summary).toBe('<p>Funds school libraries.</p>');
    expect(bill.citations).toEqual(['M.G.L. c. 71 § 1']);
  });

  it('gives 404 for an unknown bill', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bill/123456' })).statusCode).toBe(404);
  });
});
