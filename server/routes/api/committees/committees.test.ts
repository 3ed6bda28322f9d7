import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitteeDetail, CommitteeList } from '../../../schemas/committees.js';
import { FUTURE_DAY, insertMeetingFixtures } from '../../../testing/meetings-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (list: CommitteeList) => list.map((c) => c.committee_display_name);

describe('GET /api/committee', () => {
  it('defaults to joint committees and strips the chamber prefix for display', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/committee' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CommitteeList>()).toEqual([
      expect.objectContaining({
        committee_name: 'Joint Committee on Education',
        committee_display_name: 'Education',
        chamber: 'joint',
        member_count: 2,
      }),
    ]);
  });

  it("strips 'House Committee of' and leaves the floor out of chamber lists", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/committee?chamber=house' });
    expect(names(res.json())).toEqual(['Bills in the Third Reading', 'Ways and Means']);
  });

  it('lists by kind: standing across chambers, floor sessions apart', async () => {
    const standing = await t.app.inject({ method: 'GET', url: '/api/committee?chamber=standing' });
    expect(names(standing.json())).toHaveLength(4);
    const floor = await t.app.inject({ method: 'GET', url: '/api/committee?chamber=floor' });
    expect(names(floor.json())).toEqual(['House Session']);
  });

  it('rejects an unknown chamber naming the allowed values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/committee?chamber=upper' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'querystring.chamber must be one of: joint, house, senate, standing, floor',
    );
  });
});

describe('GET /api/committee/:id', () => {
  it('returns members with roles and links', async () => {
    const id = t.fixtures.committeeId('Joint Committee on Education');
    const res = await t.app.inject({ method: 'GET', url: `/api/committee/${id}` });
    const body = res.json<CommitteeDetail>();
    expect(body.members.map((m) => [m.short_full_name, m.role])).toEqual([
      ['Rep. Ada Baker', 'chair'],
      ['Sen. Dee Senn', 'member'],
    ]);
    expect(body.members[0]!.url).toBe(`/app/legislators/${t.fixtures.idOf('Ada Baker')}`);
  });

  it('gives 404 for an unknown committee', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/committee/424242' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/committee/:id hearings', () => {
  beforeAll(async () => {
    await insertMeetingFixtures(t.database.db, t.fixtures);
  });

  it('splits hearings into upcoming (soonest first) and past (latest first)', async () => {
    const id = t.fixtures.committeeId('Joint Committee on Education');
    const res = await t.app.inject({ method: 'GET', url: `/api/committee/${id}` });
    const { hearings } = res.json<CommitteeDetail>();
    expect(hearings.upcoming.map((m) => [m.meeting_date, m.title])).toEqual([
      [FUTURE_DAY, 'Public hearing on school meals'],
    ]);
    expect(hearings.past.map((m) => [m.meeting_date, m.testimony_count])).toEqual([
      ['2025-05-06', 1],
      ['2025-03-04', 3],
    ]);
    expect(hearings.past[0]).toMatchObject({ committee: { short_name: 'Education' }, filename: null });
  });

  it('gives a committee without meetings empty lists', async () => {
    const id = t.fixtures.committeeId('Senate Committee on Rules');
    const res = await t.app.inject({ method: 'GET', url: `/api/committee/${id}` });
    expect(res.json<CommitteeDetail>().hearings).toEqual({ upcoming: [], past: [] });
  });
});
