import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfTokenFor, newSessionId } from '../../../lib/session-cookies.js';
import type { Journal } from '../../../schemas/journal.js';
import { createBillsTestApp } from '../../../testing/bills-fixtures.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let bills: Awaited<ReturnType<typeof createBillsTestApp>>['bills'];
beforeAll(async () => {
  ({ t, bills } = await createBillsTestApp());
});
afterAll(() => t.close());

// A POST carries the CSRF token bound to the browser's session cookie (server/plugins/csrf.ts).
const sessionId = newSessionId();
const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bills/journal',
    headers: {
      cookie: `sid=${sessionId}`,
      'x-csrf-token': csrfTokenFor(sessionId),
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: payload as object,
  });
const summarize = (journal: Journal) =>
  Object.fromEntries(
    (['house_actions', 'senate_actions', 'house_new', 'senate_new'] as const).map((key) => [
      key,
      {
        count: journal[key].count,
        bills: journal[key].bills.map((b) => [
          b.bill_type_number,
          b.actions.map((a) => a.action.action_text),
        ]),
      },
    ]),
  );

describe('POST /api/bills/journal', () => {
  it("gives the four sections of the date in the body, each bill with that day's actions", async () => {
    const res = await post({ date: '2025-09-30' });
    expect(res.statusCode).toBe(200);
    const journal = res.json<Journal>();
    expect(journal.date).toBe('2025-09-30');
    expect(summarize(journal)).toEqual({
      house_actions: { count: 1, bills: [['H 100', ['Read second', 'Ordered to a third reading']]] },
      senate_actions: {
        count: 1,
        bills: [['S 7', ['Signed by the Governor, Chapter 12 of the Acts of 2025']]],
      },
      house_new: { count: 0, bills: [] },
      // A docket filed that day is new, listed with its own first action, and not again under actions.
      senate_new: { count: 1, bills: [['SD 2501', ['Filed as a docket']]] },
    });
    expect(journal.house_actions.bills[0]).toMatchObject({
      id: bills.billId('H 100'),
      url: `/app/bill/${bills.billId('H 100')}`,
      primary_sponsor: { sponsor_name: 'Rep. Ada Baker' },
    });
  });

  it('lists a bill filed that day under new bills', async () => {
    const journal = (await post({ date: '2025-01-10' })).json<Journal>();
    expect(summarize(journal).house_new).toEqual({
      count: 1,
      bills: [['H 100', ['Referred to the committee on Education']]],
    });
    expect(journal.house_actions).toEqual({ count: 0, bills: [] });
  });

  it('gives empty sections for a day without actions', async () => {
    const journal = (await post({ date: '2024-02-29' })).json<Journal>();
    for (const key of ['house_actions', 'senate_actions', 'house_new', 'senate_new'] as const)
      expect(journal[key]).toEqual({ count: 0, bills: [] });
  });

  it('rejects a missing, malformed or impossible date naming body.date', async () => {
    for (const payload of [{}, { date: '30/09/2025' }, { date: '2025-02-30' }, { date: 20250930 }]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain('body.date');
    }
  });
});

describe('GET /api/bills/journal', () => {
  it('returns the same journal for ?date=, cacheable with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bills/journal?date=2025-09-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await post({ date: '2025-09-30' })).json());
    expect(res.headers.etag).toBeDefined();
  });

  it('requires a valid date', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bills/journal?date=yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring.date');
  });

  it('latest-date gives the latest day with a recorded action', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bills/journal/latest-date' });
    expect(res.json()).toEqual({ date: '2026-02-10' });
  });
});
