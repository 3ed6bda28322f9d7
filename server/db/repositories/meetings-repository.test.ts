// The meetings and votes queries (correlated counts, EXISTS, NULLS LAST, COALESCE ordering) must give
// the same answers on SQLite and PostgreSQL; this suite runs them on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures.js';
import { FUTURE_DAY, insertMeetingFixtures } from '../../testing/meetings-fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { createRepositories, type Repositories } from './index.js';

const hasPostgres = await postgresAvailable();
const TODAY = '2026-01-01';
const page = { limit: 20, offset: 0 };

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('meetings and votes repositories on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let repos: Repositories;
  let base: Awaited<ReturnType<typeof insertFixtures>>;
  let extra: Awaited<ReturnType<typeof insertMeetingFixtures>>;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    base = await insertFixtures(database.db);
    extra = await insertMeetingFixtures(database.db, base);
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('finds hearings with a kind of testimony, counting documents as numbers', async () => {
    const written = await repos.meetings.withDocumentsOf('written_testimony', page);
    expect(written.map((m) => [m.title, Number(m.testimony_count), Number(m.floor_debate_count)])).toEqual([
      ['Public hearing on school buses', 1, 0],
      ['Public hearing on school libraries', 3, 0],
    ]);
    expect(await repos.meetings.withDocumentsOf('oral_testimony', { limit: 1, offset: 1 })).toHaveLength(1);
  });

  it.skipIf(skip)('lists held formal sessions and picks the latest document per meeting', async () => {
    const sessions = await repos.meetings.formalSessions('house', TODAY, page);
    expect(sessions.map((m) => m.meeting_date)).toEqual(['2025-06-18', '2025-06-11']);
    const latest = await repos.meetings.latestDocuments(
      sessions.map((m) => m.id),
      'floor_debate',
    );
    expect([...latest.values()].map((d) => d.file_name)).toEqual(['file-5-2.pdf']);
    expect(await repos.meetings.latestDocuments([], 'floor_debate')).toEqual(new Map());
  });

  it.skipIf(skip)("splits a committee's meetings around today", async () => {
    const { upcoming, past } = await repos.meetings.ofCommittee(
      base.committeeId('Joint Committee on Education'),
      TODAY,
      10,
    );
    expect(upcoming.map((m) => m.meeting_date)).toEqual([FUTURE_DAY]);
    expect(past.map((m) => m.meeting_date)).toEqual(['2025-05-06', '2025-03-04']);
  });

  it.skipIf(skip)('lists roll calls newest first and positions by family name, unmatched last', async () => {
    const house = await repos.votes.list('house', page);
    expect(house.map((r) => [r.roll_call_number, r.bill_type_number])).toEqual([
      [2, null],
      [1, 'H 100'],
    ]);
    const positions = await repos.votes.positionsOf(extra.rollCallId('house', 1));
    expect(positions.map((p) => [p.voter_name, p.position])).toEqual([
      ['Adams', 'no'],
      ['Baker', 'yes'],
      ['Former', 'absent'],
      ['Zimmer', 'not voting'],
    ]);
  });

  it.skipIf(skip)("gives a legislator's votes and sponsored bills with a total", async () => {
    const votes = await repos.votes.ofLegislator(base.idOf('Ada Baker'), 1);
    expect(votes.map((v) => [v.position, v.roll_call_number])).toEqual([['yes', 2]]);
    const sponsored = await repos.legislators.sponsoredBills(base.idOf('Ada Baker'), 10);
    expect(sponsored).toMatchObject({ total: 1, bills: [{ bill_type_number: 'H 100' }] });
  });
});
