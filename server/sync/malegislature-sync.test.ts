// The malegislature.gov sync against the replay server (S1's server/sync/testing) with its synthetic
// recordings, which need no data directory: a first run adds, a second reads only what may have moved
// and writes only what did, a run killed between batches resumes to the same rows as one never
// interrupted, 429 and 5xx are waited out, and nothing a reader saved is removed when the source drops it.
// On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import { runSync, type SyncRunOptions } from './run-sync.js';
import { loadSyncState } from './sync-store.js';
import { readerSnapshot, requestPaths, settingsFor } from './sync-test-helpers.js';
import { startReplayServer, syntheticRecordings, type ReplayServer } from './testing/replay-server.js';

const postgres = await postgresAvailable();
/** The synthetic 194th's "today": H100 and S50 were acted on within the last 30 days. */
const TODAY = '2025-03-21';
const FAST_RETRIES = { backoff: { baseMs: 5, maxMs: 20 } };

describe.each([
  ['SQLite', 'sqlite'],
  ['PostgreSQL', 'postgres'],
] as const)('malegislature.gov sync (%s)', (_name, kind) => {
  const skip = kind === 'postgres' && !postgres;
  let server: ReplayServer;
  let database: TestDatabase;
  const sync = (db: Db, options: Partial<SyncRunOptions> = {}) =>
    runSync(db, settingsFor(server), { state: 'ma', today: TODAY, http: FAST_RETRIES, ...options });

  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer({ recordings: syntheticRecordings() });
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    if (skip) return;
    await server.close();
    await database.dispose();
  });

  const bill = (number: string) =>
    database.db
      .selectFrom('bills')
      .selectAll()
      .where('bill_type_number', '=', number)
      .executeTakeFirstOrThrow();

  it.skipIf(skip)(
    'adds members, committees, bills with sponsors and histories, and their hearings',
    async () => {
      const { report, progress, unfinished } = await sync(database.db);
      expect(report.failure).toBeNull();
      expect(unfinished).toBe(false);
      expect(progress).toMatchObject({ billsNew: 4, billsChanged: 0, people: 3, committees: 2 });
      expect(await bill('H 100')).toMatchObject({
        external_id: 'malegislature:194th:H100',
        sponsor_name: 'Alice B. Carter',
        status: 'Reported favorably by committee and referred to the committee on House Ways and Means',
        progress: 'Reported',
        actions_known: 1,
        sponsors_known: 1,
      });
      // A docket without a bill number yet is filed under its docket number; its history is known and
      // empty (the API answers []): no status, rather than an unknown one.
      expect(await bill('HD 300')).toMatchObject({
        title: 'An Act still in the docket book',
        actions_known: 1,
        status: null,
      });
      const hearing = await database.db
        .selectFrom('meetings as m')
        .innerJoin('meeting_bills as mb', 'mb.meeting_id', 'm.id')
        .innerJoin('bills as b', 'b.id', 'mb.bill_id')
        .select(['m.title', 'm.meeting_date', 'm.meeting_time', 'b.bill_type_number'])
        .orderBy('b.bill_type_number')
        .execute();
      expect(hearing).toEqual([
        {
          title: 'Joint Committee on the Judiciary hearing',
          meeting_date: '2025-03-11',
          meeting_time: '10:00 AM',
          bill_type_number: 'H 100',
        },
        {
          title: 'Joint Committee on the Judiciary hearing',
          meeting_date: '2025-03-11',
          meeting_time: '10:00 AM',
          bill_type_number: 'S 50',
        },
      ]);
      const members = await database.db
        .selectFrom('legislators')
        .select(['full_name', 'member_code'])
        .orderBy('member_code')
        .execute();
      expect(members.map((member) => member.member_code)).toEqual(['ABC1', 'DEF0', 'GHI1']);
      const state = await database.db
        .selectFrom('jurisdictions')
        .selectAll()
        .where('code', '=', 'ma')
        .executeTakeFirstOrThrow();
      expect(state.data_source).toBe('malegislature.gov');
      expect(Date.parse(state.data_as_of ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(await loadSyncState(database.db, 'ma', 'malegislature')).toMatchObject({
        checkpoint: null,
        cursor: { court: 194, runs: 1 },
      });
    },
  );

  it.skipIf(skip)('then reads only bills that may have moved and writes only the one that did', async () => {
    server.resetRequests();
    server.addHistoryAction(194, 'H100', {
      Date: '2025-03-21T11:00:00',
      Branch: 'House',
      Action: 'Passed to be engrossed - 1 YEAS to 1 NAYS (See YEA and NAY No. 1)',
    });
    const { progress } = await sync(database.db);
    expect(progress).toMatchObject({ billsNew: 0, billsChanged: 1, rollCalls: 1 });
    const read = requestPaths(server, 'malegislature').filter((path) => /\/Documents\/[^/]+$/.test(path));
    // H100 and S50 were acted on lately, plus a rolling tenth of the four (one bill): never all four.
    expect(read).toEqual(
      expect.arrayContaining(['/GeneralCourts/194/Documents/H100', '/GeneralCourts/194/Documents/S50']),
    );
    expect(read).toHaveLength(3);
    expect(await bill('H 100')).toMatchObject({
      status: 'Passed to be engrossed - 1 YEAS to 1 NAYS (See YEA and NAY No. 1)',
      progress: 'Passed one chamber',
      last_action_date: '2025-03-21',
    });
    // The roll call the history now cites, dated by it, with its voters matched by member code.
    const rollCall = await database.db
      .selectFrom('roll_calls')
      .select(['external_id', 'vote_date', 'yes_count', 'no_count', 'counts_source'])
      .executeTakeFirstOrThrow();
    expect(rollCall).toEqual({
      external_id: 'malegislature:194th:rollcall:House:1',
      vote_date: '2025-03-21',
      yes_count: 1,
      no_count: 1,
      counts_source: 'computed',
    });
    const voters = await database.db
      .selectFrom('roll_call_positions as p')
      .innerJoin('legislators as l', 'l.id', 'p.legislator_id')
      .select(['l.full_name', 'p.position'])
      .orderBy('l.full_name')
      .execute();
    expect(voters).toEqual([
      { full_name: 'Alice B. Carter', position: 'yes' },
      { full_name: 'Gil H. Irving', position: 'no' },
    ]);
  });

  it.skipIf(skip)(
    'resumes a run killed between batches, to the same rows as a run never interrupted',
    async () => {
      const killed = await createTestDatabase(kind);
      const whole = await createTestDatabase(kind);
      try {
        const controller = new AbortController();
        const first = await sync(killed.db, {
          batchSize: 1,
          signal: controller.signal,
          onBatch: (batches) => batches === 5 && controller.abort(new Error('killed')),
        });
        expect(first.unfinished).toBe(true);
        expect(first.report.failure?.reason).toMatch(/^stopped/);
        expect((await loadSyncState(killed.db, 'ma', 'malegislature'))?.checkpoint).toEqual({
          phase: 'committees',
          court: 194,
        });
        server.resetRequests();
        const resumed = await sync(killed.db, { batchSize: 1 });
        expect(resumed.unfinished).toBe(false);
        // The members and the committee already read are not read again.
        expect(
          requestPaths(server, 'malegislature').filter((path) => path.includes('/LegislativeMembers/')),
        ).toEqual([]);
        expect(await sync(whole.db)).toMatchObject({ unfinished: false });
        expect(await readerSnapshot(killed.db)).toEqual(await readerSnapshot(whole.db));
        expect((await readerSnapshot(killed.db)).bills).toHaveLength(4);
      } finally {
        await killed.dispose();
        await whole.dispose();
      }
    },
  );

  it.skipIf(skip)('waits out a 429 for its Retry-After and retries a 503, then finishes', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      server.resetRequests();
      server.injectFaults({ status: 429, retryAfterSeconds: 1, count: 1, path: /\/Documents$/ });
      server.injectFaults({ status: 503, count: 2, path: /\/Documents\/S50$/ });
      const started = performance.now();
      const { report, unfinished } = await sync(fresh.db);
      expect(unfinished).toBe(false);
      expect(performance.now() - started).toBeGreaterThanOrEqual(990);
      expect(report.tallies).toMatchObject({ 'answered 429 Too Many Requests': 1, retries: 3 });
      const listings = server.requests().filter((request) => /\/Documents$/.test(request.path));
      expect(listings.map((request) => request.status)).toEqual([429, 200]);
      // The retry came no sooner than the server asked.
      expect((listings[1]?.at ?? 0) - (listings[0]?.at ?? 0)).toBeGreaterThanOrEqual(990);
      expect((await readerSnapshot(fresh.db)).bills).toHaveLength(4);
    } finally {
      await fresh.dispose();
    }
  });

  it.skipIf(skip)(
    'keeps a bill and a member the source drops, with the lists, reports and whipboards that hold them',
    async () => {
      const h101 = await bill('H 101');
      const irving = await database.db
        .selectFrom('legislators')
        .select('id')
        .where('member_code', '=', 'GHI1')
        .executeTakeFirstOrThrow();
      const user = await database.db
        .insertInto('users')
        .values({ email: `keeps-${kind}@example.test`, display_name: 'Reader', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const list = await database.db
        .insertInto('tracking_lists')
        .values({ user_id: user.id, name: 'Mine' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('tracking_list_bills')
        .values({ tracking_list_id: list.id, bill_id: h101.id, added_at: '2025-03-21T12:00:00Z' })
        .execute();
      const report = await database.db
        .insertInto('reports')
        .values({ jurisdiction_id: h101.jurisdiction_id, user_id: user.id, title: 'Watch' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('report_bills')
        .values({ report_id: report.id, bill_id: h101.id, position: 1 })
        .execute();
      const board = await database.db
        .insertInto('whipboards')
        .values({
          jurisdiction_id: h101.jurisdiction_id,
          user_id: user.id,
          bill_id: h101.id,
          question: 'H 101',
          chamber: 'house',
          updated_at: '2025-03-21T12:00:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('whipboard_entries')
        .values({
          whipboard_id: board.id,
          legislator_id: irving.id,
          position: 'Toss-Up',
          sort_order: 1,
          updated_at: '2025-03-21T12:00:00Z',
        })
        .execute();

      // The legislature's API no longer lists H101 nor Gil H. Irving.
      const recordings = syntheticRecordings();
      const court = recordings.malegislature.courts.find((entry) => entry.court === 194);
      if (!court) throw new Error('the synthetic recordings have no 194th General Court');
      court.documents = court.documents.filter(({ value }) => value.BillNumber !== 'H101');
      court.members = court.members.filter((member) => member.MemberCode !== 'GHI1');
      const dropped = await startReplayServer({ recordings });
      try {
        const { unfinished } = await runSync(database.db, settingsFor(dropped), {
          state: 'ma',
          today: TODAY,
          full: true,
        });
        expect(unfinished).toBe(false);
      } finally {
        await dropped.close();
      }
      expect(await bill('H 101')).toMatchObject({ id: h101.id, title: 'An Act with no history yet' });
      const held = async (table: 'tracking_list_bills' | 'report_bills' | 'whipboard_entries') =>
        (await database.db.selectFrom(table).selectAll().execute()).length;
      expect([
        await held('tracking_list_bills'),
        await held('report_bills'),
        await held('whipboard_entries'),
      ]).toEqual([1, 1, 1]);
      expect(
        await database.db
          .selectFrom('legislators')
          .select('full_name')
          .where('id', '=', irving.id)
          .executeTakeFirst(),
      ).toEqual({
        full_name: 'Gil H. Irving',
      });
    },
  );
});
