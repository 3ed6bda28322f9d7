import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteDetail, VotePage } from '../../../schemas/votes.js';
import { insertMeetingFixtures } from '../../../testing/meetings-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let rollCallId: (chamber: 'house' | 'senate', number: number) => number;
beforeAll(async () => {
  t = await createTestApp();
  ({ rollCallId } = await insertMeetingFixtures(t.database.db, t.fixtures));
});
afterAll(() => t.close());

describe('GET /api/votes/list', () => {
  it('lists House roll calls by default, newest first, with the spec §3 Vote fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/votes/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const { data } = res.json<VotePage>();
    // Same day: the later roll call (#2) first.
    expect(data.map((v) => v.roll_call_number)).toEqual([2, 1]);
    expect(data[0]).toMatchObject({ title: 'Motion to recess', bill: null, result: null });
    expect(data[1]).toEqual({
      id: rollCallId('house', 1),
      url: `/app/votes/${rollCallId('house', 1)}`,
      chamber: 'house',
      vote_date: '2025-06-11',
      title: 'Passage to be engrossed',
      result: 'Passed',
      bill: {
        id: t.fixtures.billId('H 100'),
        url: `/app/bill/${t.fixtures.billId('H 100')}`,
        bill_type_number: 'H 100',
        short_bill_name: 'School libraries',
      },
      yes_count: 1,
      no_count: 1,
      absent_count: 1,
      other_count: 1,
      counts_source: 'published',
      roll_call_number: 1,
    });
  });

  it('lists the Senate on request and ends with an empty page', async () => {
    const senate = await t.app.inject({ method: 'GET', url: '/api/votes/list?chamber=senate' });
    expect(senate.json<VotePage>().data.map((v) => [v.title, v.bill?.bill_type_number])).toEqual([
      ['Enactment', 'S 7'],
    ]);
    const past = await t.app.inject({ method: 'GET', url: '/api/votes/list?chamber=senate&page=2' });
    expect(past.json<VotePage>()).toEqual({ data: [] });
  });

  it.each([
    ['/api/votes/list?chamber=joint', 'querystring.chamber must be one of: house, senate'],
    ['/api/votes/list?page=-1', 'querystring.page must be >= 1'],
  ])('%s → 400 naming the field', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/votes/:id', () => {
  it('returns how each member voted, in family-name order, matched voters linked', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/votes/${rollCallId('house', 1)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const body = res.json<VoteDetail>();
    expect(body).toMatchObject({ title: 'Passage to be engrossed', session_name: '2025-2026', yes_count: 1 });
    expect(body.members).toEqual([
      {
        legislator_id: t.fixtures.idOf('Cal Adams'),
        name: 'Rep. Cal Adams',
        url: `/app/legislators/${t.fixtures.idOf('Cal Adams')}`,
        party: 'Democratic',
        position: 'no',
      },
      expect.objectContaining({ name: 'Rep. Ada Baker', position: 'yes' }),
      expect.objectContaining({ name: 'Rep. Eve Former', position: 'absent' }),
      { legislator_id: null, name: 'Zimmer', url: null, party: null, position: 'not voting' },
    ]);
  });

  it('gives 404 for an unknown roll call and 400 for a non-numeric id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/votes/424242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No roll call with id 424242',
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/votes/first' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('params.id');
  });
});
