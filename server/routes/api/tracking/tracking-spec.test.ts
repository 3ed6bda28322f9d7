import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedBillsPage, TrackingDialog, TrackingList } from '../../../schemas/tracking.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertTrackingFixtures } from '../../../testing/tracking-fixtures.js';

let t: TestApp;
let billId: (n: string) => number;
let sessionId: number;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;
let ferries: TrackingList;
let schools: TrackingList;
beforeAll(async () => {
  t = await createTestApp();
  ({ billId, sessionId } = await insertTrackingFixtures(t.database.db, t.fixtures));
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  const create = async (name: string, bills: string[]) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/tracking/lists',
        headers: owner.headers,
        payload: { name, billIds: bills.map(billId) },
      })
    ).json<TrackingList>();
  ferries = await create('Ferries', ['S 7', 'H 100']);
  schools = await create('Schools', ['H 100']);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object | string, type?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: type ? { ...headers, 'content-type': type } : headers,
    payload,
  });
const FORM = 'application/x-www-form-urlencoded';

describe('POST /api/bills/isTracked/ (spec §7)', () => {
  it('maps each tracked bill id to itself and leaves untracked ones out, with or without the slash', async () => {
    const payload = { billIds: [billId('H 100'), billId('H 300'), billId('S 7'), 999_999] };
    for (const url of ['/api/bills/isTracked/', '/api/bills/isTracked']) {
      const res = await post(url, owner.headers, payload);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json()).toEqual({
        [String(billId('H 100'))]: billId('H 100'),
        [String(billId('S 7'))]: billId('S 7'),
      });
    }
    expect((await post('/api/bills/isTracked/', stranger.headers, payload)).json()).toEqual({});
  });

  it('is 401 signed out, 403 without a token and 400 for a bad selection', async () => {
    const payload = { billIds: [billId('H 100')] };
    expect((await post('/api/bills/isTracked/', await anonymousBrowser(t.app), payload)).statusCode).toBe(
      401,
    );
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await post('/api/bills/isTracked/', noToken, payload)).statusCode).toBe(403);
    const bad = await post('/api/bills/isTracked/', owner.headers, { billIds: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.billIds/);
    const tooMany = await post('/api/bills/isTracked/', owner.headers, {
      billIds: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    expect(tooMany.json().message).toBe('body.billIds must NOT have more than 1000 items');
  });
});

describe('POST /api/loadBillTracking (spec §7)', () => {
  const expectedLists = () => [
    { id: ferries.id, name: 'Ferries', bill_count: 2, selected_count: 2 },
    { id: schools.id, name: 'Schools', bill_count: 1, selected_count: 1 },
  ];

  it('answers the form fields billIds[] and sessionId with every list and how many of the bills it holds', async () => {
    const form = `billIds%5B%5D=${billId('H 100')}&billIds%5B%5D=${billId('S 7')}&sessionId=${sessionId}`;
    const res = await post('/api/loadBillTracking', owner.headers, form, FORM);
    expect(res.statusCode).toBe(200);
    expect(res.json<TrackingDialog>()).toEqual({
      bill_ids: [billId('H 100'), billId('S 7')],
      session: { id: sessionId, name: '2025-2026' },
      lists: expectedLists(),
    });
  });

  it('takes JSON too, without a session, and a single form value', async () => {
    const json = await post('/api/loadBillTracking', owner.headers, {
      billIds: [billId('H 100'), billId('S 7')],
    });
    expect(json.json<TrackingDialog>()).toMatchObject({ session: null, lists: expectedLists() });
    const single = await post('/api/loadBillTracking', owner.headers, `billIds[]=${billId('S 7')}`, FORM);
    expect(single.json<TrackingDialog>().lists.map((l) => l.selected_count)).toEqual([1, 0]);
    expect((await post('/api/loadBillTracking', stranger.headers, { billIds: [1] })).json()).toMatchObject({
      lists: [],
    });
  });

  it('is 401 signed out, 403 without a token, 400 for bad fields and 404 for an unknown session', async () => {
    const form = `billIds[]=${billId('S 7')}`;
    expect((await post('/api/loadBillTracking', await anonymousBrowser(t.app), form, FORM)).statusCode).toBe(
      401,
    );
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await post('/api/loadBillTracking', noToken, form, FORM)).statusCode).toBe(403);
    const bad = await post('/api/loadBillTracking', owner.headers, 'billIds[]=abc', FORM);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.billIds/);
    const none = await post('/api/loadBillTracking', owner.headers, 'sessionId=1', FORM);
    expect(none.json().message).toBe('body.billIds is required');
    const unknown = await post('/api/loadBillTracking', owner.headers, `${form}&sessionId=999`, FORM);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No legislative session with id 999.');
  });
});

describe('GET /api/tracking/bills ("My bills")', () => {
  it('lists each tracked bill once, most recently active first, with its latest action and lists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tracking/bills', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { data } = res.json<TrackedBillsPage>();
    expect(data.map((bill) => bill.bill_type_number)).toEqual(['S 7', 'H 100']);
    expect(data[0]).toMatchObject({
      url: `/app/bill/${billId('S 7')}`,
      last_action: { action_date: '2025-09-30', action_text: 'Signed by the Governor' },
      lists: [{ id: ferries.id, name: 'Ferries' }],
    });
    expect(data[1]).toMatchObject({
      primary_sponsor: { sponsor_name: 'Rep. Ada Baker' },
      last_action: { action_date: '2025-06-01', action_text: 'Reported favorably by committee' },
      lists: [
        { id: ferries.id, name: 'Ferries' },
        { id: schools.id, name: 'Schools' },
      ],
    });
  });

  it("filters by one of the owner's lists, pages, and is 404 for another user's list", async () => {
    const url = (query: string) => `/api/tracking/bills?${query}`;
    const one = await t.app.inject({ method: 'GET', url: url(`list=${schools.id}`), headers: owner.headers });
    expect(one.json<TrackedBillsPage>().data.map((b) => b.bill_type_number)).toEqual(['H 100']);
    const page2 = await t.app.inject({ method: 'GET', url: url('page=2'), headers: owner.headers });
    expect(page2.json()).toEqual({ data: [] });
    const foreign = await t.app.inject({
      method: 'GET',
      url: url(`list=${schools.id}`),
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tracking/bills', headers: stranger.headers })).json(),
    ).toEqual({ data: [] });
    const bad = await t.app.inject({ method: 'GET', url: url('page=0'), headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.page /);
  });
});

describe('a form body too big to be a real request (issue 17)', () => {
  const huge = 'billIds[]=1&'.repeat(40_000);

  it('is refused before it is parsed when signed out, and named when signed in', async () => {
    const anonymous = await anonymousBrowser(t.app);
    const signedOut = await post('/api/loadBillTracking', anonymous, huge, FORM);
    expect(signedOut.statusCode).toBe(401);
    const signedIn = await post('/api/loadBillTracking', owner.headers, huge, FORM);
    expect(signedIn.statusCode).toBe(413);
    expect(signedIn.json().message).toMatch(/body (has more than 1020 fields|is too large)/);
  });

  it('leaves other readers served meanwhile', async () => {
    // Both requests start together; the reader's answer must not wait for the hostile one.
    const order: string[] = [];
    await Promise.all([
      post('/api/loadBillTracking', owner.headers, huge, FORM).then(() => order.push('hostile')),
      t.app.inject({ method: 'GET', url: '/api/legislator?chamber=house' }).then((res) => {
        expect(res.statusCode).toBe(200);
        order.push('reader');
      }),
    ]);
    expect(order).toContain('reader');
  });

  it('parses a thousand ids, the most a request may name, in the spec encoding', async () => {
    const body = Array.from({ length: 1000 }, () => `billIds[]=${billId('H 100')}`).join('&');
    const res = await post('/api/loadBillTracking', owner.headers, body, FORM);
    expect(res.statusCode).toBe(200);
    expect(res.json<TrackingDialog>().bill_ids).toEqual([billId('H 100')]);
  });
});
