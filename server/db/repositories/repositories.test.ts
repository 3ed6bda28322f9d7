// The same repository queries must give the same answers on the embedded SQLite database and on
// PostgreSQL (DATABASE_URL); this suite runs every case against both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { createRepositories, type Repositories } from './index.js';

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('repositories on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let repos: Repositories;
  let fixtures: Awaited<ReturnType<typeof insertFixtures>>;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    fixtures = await insertFixtures(database.db);
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('lists legislators by chamber and activity, ordered by family name', async () => {
    expect((await repos.legislators.list('house')).map((l) => l.full_name)).toEqual([
      'Cal Adams',
      'Ada Baker',
    ]);
    expect((await repos.legislators.list('senate')).map((l) => l.full_name)).toEqual(['Dee Senn']);
    expect((await repos.legislators.list('inactive')).map((l) => [l.full_name, l.active])).toEqual([
      ['Eve Former', 0],
    ]);
  });

  it.skipIf(skip)('finds a legislator with committee roles', async () => {
    const ada = await repos.legislators.findById(fixtures.idOf('Ada Baker'));
    expect(ada).toMatchObject({ email: null, chamber: 'house' });
    expect(await repos.legislators.committeesOf(fixtures.idOf('Ada Baker'))).toEqual([
      {
        id: fixtures.committeeId('Joint Committee on Education'),
        name: 'Joint Committee on Education',
        role: 'chair',
      },
    ]);
    expect(await repos.legislators.findById(987654)).toBeUndefined();
  });

  it.skipIf(skip)('lists committees with member counts, by chamber or kind', async () => {
    const joint = await repos.committees.list('joint');
    expect(joint.map((c) => [c.name, Number(c.member_count)])).toEqual([['Joint Committee on Education', 2]]);
    expect((await repos.committees.list('house')).map((c) => c.name)).toEqual([
      'House Committee of Bills in the Third Reading',
      'House Committee on Ways and Means',
    ]);
    expect((await repos.committees.list('floor')).map((c) => c.name)).toEqual(['House Session']);
    expect(await repos.committees.list('standing')).toHaveLength(4);
  });

  it.skipIf(skip)('lists members of a committee, chair first', async () => {
    const members = await repos.committees.membersOf(fixtures.committeeId('Joint Committee on Education'));
    expect(members.map((m) => [m.short_full_name, m.role])).toEqual([
      ['Rep. Ada Baker', 'chair'],
      ['Sen. Dee Senn', 'member'],
    ]);
  });

  it.skipIf(skip)('pages bills of a session, most recent activity first', async () => {
    expect(await repos.bills.currentSessionName()).toBe('2025-2026');
    const page = await repos.bills.list({ sessionName: '2025-2026', chamber: 'all', limit: 1, offset: 0 });
    expect(page.map((b) => b.bill_type_number)).toEqual(['S 7']);
    const next = await repos.bills.list({ sessionName: '2025-2026', chamber: 'all', limit: 1, offset: 1 });
    expect(next.map((b) => [b.bill_type_number, b.sponsor_short_full_name])).toEqual([
      ['H 100', 'Rep. Ada Baker'],
    ]);
    const details = await repos.bills.detailsOf(fixtures.billId('H 100'));
    expect(details.actions.map((a) => a.action_text)).toEqual([
      'Referred to the committee on Education',
      'Reported favorably by committee',
    ]);
    expect(details.citations).toEqual(['M.G.L. c. 71 § 1']);
  });

  it.skipIf(skip)("returns a chamber's latest days of recorded actions, newest first", async () => {
    const h100 = fixtures.billId('H 100');
    await database.db
      .insertInto('bill_actions')
      .values([
        {
          bill_id: h100,
          sequence: 3,
          action_date: '2026-03-13',
          branch: 'House',
          abbreviation: 'ORD3',
          action_text: 'Ordered to a third reading',
        },
        {
          bill_id: h100,
          sequence: 4,
          action_date: '2026-03-13',
          branch: 'House',
          abbreviation: 'ENG',
          action_text: 'Passed to be engrossed',
        },
      ])
      .execute();
    const actions = await repos.liveCalendar.latestActions('house', 1);
    expect(actions.map((a) => [a.action_date, a.abbreviation])).toEqual([
      ['2026-03-13', 'ENG'],
      ['2026-03-13', 'ORD3'],
    ]);
    expect((await repos.liveCalendar.latestActions('house')).map((a) => a.action_date)).toEqual([
      '2026-03-13',
      '2026-03-13',
      '2025-01-10',
    ]);
    // S 7's history is not recorded in the fixtures: no Senate day.
    expect(await repos.liveCalendar.latestActions('senate')).toEqual([]);
  });
});
