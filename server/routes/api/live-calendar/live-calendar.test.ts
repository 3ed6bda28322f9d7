import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCalendar } from '../../../schemas/live-calendar.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { billId } = t.fixtures;
  // Floor days of the fixtures' bills, recorded in their histories (after H 100's two actions).
  await t.database.db
    .insertInto('bill_actions')
    .values([
      {
        bill_id: billId('H 100'),
        sequence: 3,
        action_date: '2026-03-12',
        branch: 'House',
        abbreviation: 'ORD3',
        action_text: 'Ordered to a third reading',
      },
      {
        bill_id: billId('H 100'),
        sequence: 4,
        action_date: '2026-03-13',
        branch: 'House',
        abbreviation: 'AMDA',
        action_text: 'Amendment #1 adopted',
      },
      {
        bill_id: billId('H 100'),
        sequence: 5,
        action_date: '2026-03-13',
        branch: 'House',
        abbreviation: 'ENG',
        action_text: 'Passed to be engrossed',
      },
      {
        bill_id: billId('S 7'),
        sequence: 1,
        action_date: '2026-03-13',
        branch: 'Senate',
        abbreviation: 'ENA',
        action_text: 'Enacted',
      },
    ])
    .execute();
});
afterAll(() => t.close());

describe('GET /api/live_calendar', () => {
  it("groups the House's recorded actions by date, newest day and newest action first", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live_calendar?chamber=house' });
    expect(res.statusCode).toBe(200);
    const days = res.json<LiveCalendar>();
    expect(days.map((d) => d.date)).toEqual(['2026-03-13', '2026-03-12', '2025-01-10']);
    expect(days[0]!.actions.map((a) => a.real_action)).toEqual([
      'Passed to be engrossed',
      'Amendment #1 adopted',
    ]);
    expect(days[1]!.actions[0]).toMatchObject({
      abbreviation: 'ORD3',
      real_action: 'Ordered to a third reading',
      bill: {
        bill_type: 'H',
        bill_number: 100,
        short_title: 'School libraries',
        floor_notes: null,
        primary_sponsor: { legislator: { short_full_name: 'Rep. Ada Baker' } },
      },
    });
  });

  it('shows the same actions, by id, as the bill’s history', async () => {
    const [latest] = (
      await t.app.inject({ method: 'GET', url: '/api/live_calendar?chamber=house' })
    ).json<LiveCalendar>();
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/bill/${t.fixtures.billId('H 100')}/actions` })
    ).json<{ id: number; action: { action_text: string } }[]>();
    for (const action of latest!.actions)
      expect(history.find((a) => a.id === action.id)?.action.action_text).toBe(action.real_action);
  });

  it('defaults to the House, serves the Senate on request and rejects other chambers', async () => {
    const house = await t.app.inject({ method: 'GET', url: '/api/live_calendar' });
    expect(house.json<LiveCalendar>()).toHaveLength(3);
    const senate = await t.app.inject({ method: 'GET', url: '/api/live_calendar?chamber=senate' });
    expect(senate.json<LiveCalendar>()[0]!.actions[0]!.bill.primary_sponsor).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: '/api/live_calendar?chamber=joint' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('querystring.chamber must be one of: house, senate');
  });
});
