import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedReport, ReportDetail, ReportList } from '../../../schemas/reports.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertTrackingFixtures } from '../../../testing/tracking-fixtures.js';

let t: TestApp;
let billId: (n: string) => number;
let rollCallId: number;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;
beforeAll(async () => {
  t = await createTestApp();
  ({ billId, rollCallId } = await insertTrackingFixtures(t.database.db, t.fixtures));
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const generate = (headers: Headers, payload: object | string, form = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generateReport',
    headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    payload,
  });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const reportCount = async () => (await t.database.db.selectFrom('reports').select('id').execute()).length;
const noToken = (headers: Headers) => {
  const { 'x-csrf-token': _token, ...rest } = headers;
  return rest;
};

describe('POST /api/generateReport (spec §7)', () => {
  it('makes a report of the bills in the order given and answers its id', async () => {
    const ids = [billId('S 7'), billId('H 300'), billId('H 100'), billId('S 7')].join(',');
    const res = await generate(owner.headers, { ids, title: 'Search Results - 3/17/2026' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<GeneratedReport>();
    const report = (await get(`/api/reports/${id}`, owner.headers)).json<ReportDetail>();
    expect(report.title).toBe('Search Results - 3/17/2026');
    expect(report.bills.map((bill) => bill.bill_type_number)).toEqual(['S 7', 'H 300', 'H 100']);
  });

  it('takes the form encoding too', async () => {
    const form = `ids=${billId('H 100')}%2C${billId('S 7')}&title=${encodeURIComponent('Form report')}`;
    const res = await generate(owner.headers, form, true);
    expect(res.statusCode).toBe(201);
    const report = (
      await get(`/api/reports/${res.json<GeneratedReport>().id}`, owner.headers)
    ).json<ReportDetail>();
    expect(report.bills).toHaveLength(2);
  });

  it('is 401 signed out and 403 without a valid token, creating nothing', async () => {
    const before = await reportCount();
    const payload = { ids: String(billId('H 100')), title: 'x' };
    expect((await generate(await anonymousBrowser(t.app), payload)).statusCode).toBe(401);
    expect((await generate(noToken(owner.headers), payload)).statusCode).toBe(403);
    expect((await generate({ ...owner.headers, 'x-csrf-token': 'forged' }, payload)).statusCode).toBe(403);
    expect(await reportCount()).toBe(before);
  });

  it.each([
    [{ ids: '1;2', title: 'x' }, /^body\.ids must match pattern/],
    [{ ids: '', title: 'x' }, /^body\.ids /],
    [{ ids: '1', title: '  ' }, /^body\.title is required$/],
    [{ ids: '1' }, /^body\.title is required$/],
    [{ ids: '0', title: 'x' }, /^body\.ids must name 1 to 1000 bills by id/],
    [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1).join(','), title: 'x' }, /^body\.ids must name/],
  ])('rejects %j with 400 naming the field', async (payload, message) => {
    const before = await reportCount();
    const res = await generate(owner.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await reportCount()).toBe(before);
  });

  it('is 404 naming bills that do not exist', async () => {
    const res = await generate(owner.headers, { ids: `${billId('H 100')},999999`, title: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No bill with id 999999.');
  });
});

describe('GET /api/reports/{id}', () => {
  it('gives each bill its number, title, sponsor, status, last action, sanitized summary, history and votes', async () => {
    const { id } = (
      await generate(owner.headers, {
        ids: `${billId('H 100')},${billId('S 7')},${billId('H 300')}`,
        title: 'Full',
      })
    ).json<GeneratedReport>();
    const res = await get(`/api/reports/${id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const [house, senate, quiet] = res.json<ReportDetail>().bills;
    expect(house).toMatchObject({
      bill_type_number: 'H 100',
      title: 'An Act relative to school libraries',
      primary_sponsor: { sponsor_name: 'Rep. Ada Baker' },
      status: 'Reported favorably',
      last_action: { action_date: '2025-06-01', action_text: 'Reported favorably by committee' },
      summary: '<p>Funds school libraries.</p>',
    });
    expect(house!.actions.map((a) => a.action.action_text)).toEqual([
      'Referred to the committee on Education',
      'Reported favorably by committee',
    ]);
    expect(house!.votes).toEqual([
      expect.objectContaining({
        id: rollCallId,
        url: `/app/votes/${rollCallId}`,
        yes_count: 150,
        no_count: 7,
      }),
    ]);
    expect(senate!.summary).toBe('<p>Creates a ferry authority.</p>');
    expect(senate!.primary_sponsor).toEqual({ sponsor_name: 'Governor', sponsor_link: null });
    expect(quiet).toMatchObject({
      last_action: null,
      summary: null,
      actions: [],
      votes: [],
      primary_sponsor: null,
    });
  });

  it("is 404 for another user's report, an unknown id or after deletion, and 400 for a bad id", async () => {
    const [mine] = (await get('/api/reports', owner.headers)).json<ReportList>();
    const foreign = await get(`/api/reports/${mine!.id}`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No report with id ${mine!.id}.`,
    });
    expect((await get('/api/reports/999999', owner.headers)).statusCode).toBe(404);
    expect((await get('/api/reports/first', owner.headers)).statusCode).toBe(400);
    expect((await get(`/api/reports/${mine!.id}`, await anonymousBrowser(t.app))).statusCode).toBe(401);
  });
});

describe('GET /api/reports and DELETE /api/reports/{id}', () => {
  it("lists the owner's reports newest first with their page and size; others see none", async () => {
    const res = await get('/api/reports', owner.headers);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const reports = res.json<ReportList>();
    expect(reports.map((r) => [r.title, r.bill_count])).toEqual([
      ['Full', 3],
      ['Form report', 2],
      ['Search Results - 3/17/2026', 3],
    ]);
    expect(reports[0]!.url).toBe(`/app/report/${reports[0]!.id}`);
    expect((await get('/api/reports', stranger.headers)).json()).toEqual([]);
    expect((await get('/api/reports', await anonymousBrowser(t.app))).statusCode).toBe(401);
  });

  it('deletes for the owner only; without a token or as another user nothing changes', async () => {
    const [newest] = (await get('/api/reports', owner.headers)).json<ReportList>();
    const url = `/api/reports/${newest!.id}`;
    const remove = (headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });
    expect((await remove(stranger.headers)).statusCode).toBe(404);
    expect((await remove(noToken(owner.headers))).statusCode).toBe(403);
    expect((await remove(await anonymousBrowser(t.app))).statusCode).toBe(401);
    expect((await get(url, owner.headers)).statusCode).toBe(200);
    expect((await remove(owner.headers)).statusCode).toBe(204);
    expect((await get(url, owner.headers)).statusCode).toBe(404);
    expect((await remove(owner.headers)).statusCode).toBe(404);
    const rows = await t.database.db
      .selectFrom('report_bills')
      .select('report_id')
      .where('report_id', '=', newest!.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
