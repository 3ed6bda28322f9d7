import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDisplayList } from '../../../schemas/bills.js';
import { createBillsTestApp, TEST_USER_HEADER } from '../../../testing/bills-fixtures.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let bills: Awaited<ReturnType<typeof createBillsTestApp>>['bills'];
beforeAll(async () => {
  ({ t, bills } = await createBillsTestApp());
});
afterAll(() => t.close());

const list = async (display: string, userId?: number) => {
  const headers = userId ? { [TEST_USER_HEADER]: String(userId) } : undefined;
  return t.app.inject({ method: 'GET', url: `/api/bills/${display}`, headers });
};
const numbers = (body: BillDisplayList) => body.map((b) => b.bill_type_number);

describe('GET /api/bills/:display', () => {
  it('new: the most recently filed bills first, with the spec §3 bill fields', async () => {
    const res = await list('new');
    expect(res.statusCode).toBe(200);
    const body = res.json<BillDisplayList>();
    expect(numbers(body)).toEqual(['SD 2501', 'H 250', 'S 7', 'H 100', 'H 9']);
    expect(body[0]).toEqual({
      id: bills.billId('SD 2501'),
      url: `/app/bill/${bills.billId('SD 2501')}`,
      bill_type_number: 'SD 2501',
      title: 'An Act concerning harbor dredging',
      short_bill_name: 'An Act concerning harbor dredging',
      session_name: '2025-2026',
      chamber: 'senate',
      primary_sponsor: {
        sponsor_name: 'Sen. Dee Senn',
        sponsor_link: `/app/legislators/${t.fixtures.idOf('Dee Senn')}`,
      },
      sponsors_known: true,
      actions_known: true,
      status: 'Filed',
      progress: 'Filed',
      session_law: null,
      last_action_date: '2025-09-30',
      filed_date: '2025-09-30',
      last_viewed: null,
    });
  });

  it('law: only bills that became session law, most recently signed first', async () => {
    const body = (await list('law')).json<BillDisplayList>();
    expect(body.map((b) => [b.bill_type_number, b.session_law])).toEqual([
      ['H 250', 'Chapter 3 of the Acts of 2026'],
      ['S 7', 'Chapter 12 of the Acts of 2025'],
      ['H 9', 'Chapter 5 of the Acts of 2024'],
    ]);
  });

  it('viewed: empty for a visitor who is not signed in', async () => {
    const res = await list('viewed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('viewed: each user sees their own bills, the latest view first, with when they viewed it', async () => {
    const reader = bills.userId('reader@example.org');
    const other = bills.userId('other@example.org');
    const view = (billNumber: string, userId: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/bill/${bills.billId(billNumber)}`,
        headers: { [TEST_USER_HEADER]: String(userId) },
      });
    expect((await view('H 100', reader)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await view('S 7', reader);
    await view('H 9', other);
    const readerList = (await list('viewed', reader)).json<BillDisplayList>();
    expect(numbers(readerList)).toEqual(['S 7', 'H 100']);
    expect(readerList[0]!.last_viewed!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(readerList[0]!.last_viewed!.created_at > readerList[1]!.last_viewed!.created_at).toBe(true);

    // Viewing again moves a bill back to the top instead of adding a second row.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await view('H 100', reader);
    expect(numbers((await list('viewed', reader)).json())).toEqual(['H 100', 'S 7']);
    expect(numbers((await list('viewed', other)).json())).toEqual(['H 9']);
  });

  it('rejects an unknown display naming the allowed values', async () => {
    const res = await list('popular');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'params.display must be one of: viewed, law, new',
    });
  });
});
