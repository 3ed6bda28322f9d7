import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCalendar } from '../../../schemas/live-calendar.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/live_calendar', () => {
  it("groups the House's floor actions by date, newest day first", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live_calendar?chamber=house' });
    expect(res.statusCode).toBe(200);
    const days = res.json<LiveCalendar>();
    expect(days.map((d) => d.date)).toEqual(['2026-03-13', '2026-03-12']);
    expect(days[1]!.actions[0]).toMatchObject({
      abbreviation: 'ORD3',
      real_action: 'Ordered to a third reading',
      bill: {
        bill_type: 'H',
        bill_number: 100,
        short_title: 'School libraries',
        floor_notes: 'Debate expected',
        primary_sponsor: { legislator: { short_full_name: 'Rep. Ada Baker' } },
      },
    });
  });

  it('defaults to the House, serves the Senate on request and rejects other chambers', async () => {
    const house = await t.app.inject({ method: 'GET', url: '/api/live_calendar' });
    expect(house.json<LiveCalendar>()).toHaveLength(2);
    const senate = await t.app.inject({ method: 'GET', url: '/api/live_calendar?chamber=senate' });
    expect(senate.json<LiveCalendar>()[0]!.actions[0]!.bill.primary_sponsor).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: '/api/live_calendar?chamber=joint' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('querystring.chamber must be one of: house, senate');
  });
});
