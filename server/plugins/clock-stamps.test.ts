// Issue 20, item 7: what the app creates is dated by its one clock (plugins/clock.ts), so on a pinned or
// demo "today" a new report or whipboard does not say it was made months after that day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInTimeZone } from '../jurisdictions/legislature-day.js';
import type { GeneratedReport, ReportDetail, ReportList } from '../schemas/reports.js';
import type { StateList } from '../schemas/states.js';
import type { Whipboard, WhipboardList } from '../schemas/whipboard.js';
import { signUp, type SignedInBrowser } from '../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { insertTrackingFixtures } from '../testing/tracking-fixtures.js';

const TODAY = '2026-03-15';
/** The day at the capitol (the fixtures' state is Massachusetts), as the app's today is. */
const dayOf = (instant: string) => dayInTimeZone(Date.parse(instant), 'America/New_York');

let t: TestApp;
let billId: (n: string) => number;
let owner: SignedInBrowser;
beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  ({ billId } = await insertTrackingFixtures(t.database.db, t.fixtures));
  owner = await signUp(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object | string) =>
  t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

describe('dates of what the app creates', () => {
  it('tells the client each state’s today, which it titles reports with', async () => {
    const { states } = (await call('GET', '/api/states')).json<StateList>();
    expect(states.map((state) => [state.code, state.today])).toEqual([['ma', TODAY]]);
  });

  it('dates a new report on the app’s today, in the list and on the report', async () => {
    const res = await call('POST', '/api/generateReport', { ids: String(billId('H 100')), title: 'Today' });
    const { id } = res.json<GeneratedReport>();
    const report = (await call('GET', `/api/reports/${id}`)).json<ReportDetail>();
    expect(dayOf(report.created_at)).toBe(TODAY);
    const listed = (await call('GET', '/api/reports')).json<ReportList>();
    expect(listed.map((r) => dayOf(r.created_at))).toEqual([TODAY]);
  });

  it('dates a whipboard’s creation, rename and card moves on the app’s today', async () => {
    const board = (
      await call('POST', '/api/whipboards', { question: 'Ferry tax', chamber: 'house' })
    ).json<Whipboard>();
    expect(dayOf(board.created_at)).toBe(TODAY);
    expect(dayOf(board.updated_at)).toBe(TODAY);
    await call('PATCH', `/api/whipboards/${board.id}`, { question: 'Ferry tax, final' });
    // A client's reading of its own (wall) clock is moved onto the app's day like the server's.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/whipboard/${board.entries[0]!.id}`,
      headers: owner.headers,
      payload: { whipboardId: board.id, position: 'Yes', movedAt: new Date().toISOString() },
    });
    expect(moved.json<{ outcome: string }>().outcome).toBe('applied');
    const [listed] = (await call('GET', '/api/whipboards')).json<WhipboardList>();
    expect(dayOf(listed!.updated_at)).toBe(TODAY);
    const opened = (await call('GET', `/api/whipboards/${board.id}`)).json<Whipboard>();
    expect(dayOf(opened.created_at)).toBe(TODAY);
    expect(opened.entries.find((e) => e.id === board.entries[0]!.id)!.position).toBe('Yes');
  });
});
