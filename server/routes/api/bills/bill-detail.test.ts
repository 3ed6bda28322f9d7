import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillActionList,
  BillCategoryList,
  BillCitationList,
  BillDetail,
  BillSummaryText,
} from '../../../schemas/bills.js';
import { createBillsTestApp, TEST_USER_HEADER } from '../../../testing/bills-fixtures.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let bills: Awaited<ReturnType<typeof createBillsTestApp>>['bills'];
beforeAll(async () => {
  ({ t, bills } = await createBillsTestApp());
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const viewedRows = () => t.database.db.selectFrom('viewed_bills').selectAll().execute();

describe('GET /api/bill/:id (the full bill page)', () => {
  it('carries history, text sections with links, votes, amendments, citations and categories', async () => {
    const res = await get(`/api/bill/${bills.billId('H 100')}`);
    expect(res.statusCode).toBe(200);
    const bill = res.json<BillDetail>();
    expect(bill).toMatchObject({
      bill_type_number: 'H 100',
      status: 'Reported favorably',
      primary_sponsor: { sponsor_name: 'Rep. Ada Baker' },
      summary: '<p>Funds school libraries.</p>',
      citations: ['M.G.L. c. 71 § 1'],
      categories: ['Education', 'Transportation'],
      text_version: 'As filed',
    });
    expect(bill.actions.map((a) => [a.action_date, a.chamber, a.action.action_text])).toEqual([
      ['2025-01-10', 'house', 'Referred to the committee on Education'],
      ['2025-06-01', null, 'Reported favorably by committee'],
      ['2025-09-30', 'house', 'Read second'],
      ['2025-09-30', 'house', 'Ordered to a third reading'],
    ]);
    const [first, second, third] = bills.sectionIds;
    expect(bill.text_sections[0]).toEqual({
      bill_text__id: first,
      heading: 'SECTION 1.',
      text: 'Every school shall have a library.',
      truncated: false,
      url: `/app/text/${first}`,
    });
    expect(bill.text_sections[1]).toMatchObject({ bill_text__id: second, truncated: true });
    expect(bill.text_sections[1]!.text.length).toBeLessThanOrEqual(501);
    // Cut at a word boundary, marked with an ellipsis.
    expect(bill.text_sections[1]!.text).toMatch(/^The library shall be staffed\. .* shall…$/);
    expect(bill.text_sections[2]!.bill_text__id).toBe(third);
    expect(bill.votes).toEqual([
      {
        id: bills.rollCallId,
        url: `/app/votes/${bills.rollCallId}`,
        vote_date: '2025-09-30',
        chamber: 'house',
        roll_call_number: 42,
        motion: 'Ordered to a third reading',
        result: 'Passed',
        yes_count: 150,
        no_count: 7,
        absent_count: 3,
        counts_source: 'published',
      },
    ]);
    const billId = bills.billId('H 100');
    expect(bill.amendments.map((a) => [a.amendment_number, a.title, a.status, a.url])).toEqual([
      ['2', 'Local control', 'Rejected', `/app/amendments/?id=${billId}&amendment_number=2`],
      ['10', 'Effective date', 'Adopted', `/app/amendments/?id=${billId}&amendment_number=10`],
    ]);
  });

  it('sanitizes the summary and gives empty lists for a bill without text, votes or amendments', async () => {
    const bill = (await get(`/api/bill/${bills.billId('S 7')}`)).json<BillDetail>();
    expect(bill.summary).toBe('<p>Creates a <b>ferry</b> authority.</p>');
    expect(bill).toMatchObject({ text_version: null, text_sections: [], votes: [], amendments: [] });
  });

  it('records a view only for a signed-in user', async () => {
    const url = `/api/bill/${bills.billId('S 7')}`;
    await get(url);
    expect(await viewedRows()).toEqual([]);
    const reader = bills.userId('reader@example.org');
    const res = await get(url, { [TEST_USER_HEADER]: String(reader) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(await viewedRows()).toEqual([
      { user_id: reader, bill_id: bills.billId('S 7'), viewed_at: expect.stringMatching(/^\d{4}-/) },
    ]);
  });

  it('gives 404 for an unknown bill and 400 for an id that is not a number', async () => {
    expect((await get('/api/bill/999999')).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No bill with id 999999',
    });
    const bad = await get('/api/bill/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('params.id');
  });
});

describe('the bill detail row tabs', () => {
  it('GET /api/bill/:id/actions gives the history oldest first', async () => {
    const actions = (await get(`/api/bill/${bills.billId('S 7')}/actions`)).json<BillActionList>();
    expect(actions).toEqual([
      {
        id: expect.any(Number),
        action_date: '2025-01-12',
        branch: 'Senate',
        chamber: 'senate',
        abbreviation: null,
        action: { action_text: 'Filed' },
      },
      {
        id: expect.any(Number),
        action_date: '2025-09-30',
        branch: 'Executive',
        chamber: null,
        abbreviation: 'SIG',
        action: { action_text: 'Signed by the Governor, Chapter 12 of the Acts of 2025' },
      },
    ]);
  });

  it('GET /api/bill/:id/summary gives sanitized HTML, or null when there is none', async () => {
    const summary = await get(`/api/bill/${bills.billId('S 7')}/summary`);
    expect(summary.json<BillSummaryText>()).toEqual({
      description: '<p>Creates a <b>ferry</b> authority.</p>',
    });
    expect((await get(`/api/bill/${bills.billId('H 250')}/summary`)).json()).toEqual({ description: null });
  });

  it('GET /api/bill/:id/citations and /categories', async () => {
    const id = bills.billId('H 100');
    expect((await get(`/api/bill/${id}/citations`)).json<BillCitationList>()).toEqual([
      { citation: 'M.G.L. c. 71 § 1' },
    ]);
    const categories = (await get(`/api/bill/${id}/categories`)).json<BillCategoryList>();
    expect(categories.map((c) => c.name)).toEqual(['Education', 'Transportation']);
    expect((await get(`/api/bill/${bills.billId('S 7')}/categories`)).json()).toEqual([]);
  });

  it('each tab answers 404 for an unknown bill and 400 for a bad id', async () => {
    for (const tab of ['actions', 'summary', 'citations', 'categories']) {
      const missing = await get(`/api/bill/999999/${tab}`);
      expect(missing.statusCode, tab).toBe(404);
      expect(missing.json().message).toBe('No bill with id 999999');
      const bad = await get(`/api/bill/0/${tab}`);
      expect(bad.statusCode, tab).toBe(400);
      expect(bad.json().message).toBe('params.id must be >= 1');
    }
  });
});
