// Issue 22: what the scheduled sync writes becomes news through its one commit (sync-context.ts), and each
// kind of follow hears of what concerns it; on SQLite and PostgreSQL. Two runners on one queue deliver
// every push once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceChildren } from '../db/import/batch-writes.js';
import { createReport, countsFor } from '../db/import/import-report.js';
import { markDataAsOf } from '../db/repositories/jurisdictions-repository.js';
import type { Db } from '../db/database.js';
import { openDatabase } from '../db/database.js';
import { batchCommitter, emptyProgress } from '../sync/sync-context.js';
import { resourceStore } from '../sync/sync-store.js';
import { insertFixtures } from '../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import { startPushEndpoint, type PushEndpoint } from '../../scripts/push-endpoint.js';
import { DEFAULT_CHANNELS, followsRepository } from './follows-repository.js';
import { createNotifier } from './notifier.js';
import { searchKey } from './saved-searches.js';
import type { FollowedSearch } from '../schemas/notifications.js';

const hasPostgres = await postgresAvailable();
const today = new Date().toISOString().slice(0, 10);

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('notices from the sync on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let db: Db;
  let fixtures: Awaited<ReturnType<typeof insertFixtures>>;
  let push: PushEndpoint;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    db = database.db;
    fixtures = await insertFixtures(db);
    push = await startPushEndpoint();
  });
  afterAll(async () => {
    if (skip) return;
    await push.close();
    await database.dispose();
  });

  const committer = () =>
    batchCommitter(
      db,
      'ma',
      'malegislature',
      new Date().toISOString(),
      emptyProgress(),
      resourceStore(db, 'malegislature'),
      {},
    );

  /** The bill's whole history as a sync writes it: the stored rows replaced by the source's list. */
  const history = (billId: number, actions: { date: string; text: string }[]) => (trx: Db) =>
    replaceChildren(
      trx,
      {
        table: 'bill_actions',
        parentColumn: 'bill_id',
        columns: ['bill_id', 'sequence', 'action_date', 'branch', 'abbreviation', 'action_text'],
        rowsByParent: new Map([
          [
            billId,
            actions.map((action, i) => ({
              bill_id: billId,
              sequence: i + 1,
              action_date: action.date,
              branch: 'House',
              abbreviation: null,
              action_text: action.text,
            })),
          ],
        ]),
      },
      countsFor(createReport('sync', 'test'), 'bill_actions'),
    );

  const OLD = [
    { date: '2025-01-10', text: 'Referred to the committee on Education' },
    { date: '2025-06-01', text: 'Reported favorably by committee' },
  ];
  const events = async () =>
    db.selectFrom('notice_events').select(['kind', 'title', 'dedupe_key']).orderBy('id').execute();

  async function user(email: string) {
    const row = await db
      .insertInto('users')
      .values({ email, display_name: email, password_hash: 'h' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it.skipIf(skip)(
    'records new actions, roll calls and hearings once; a first load and old actions are no news',
    async () => {
      const H100 = fixtures.billId('H 100');
      // The state's first data is history.
      await committer().commit({
        write: history(H100, [...OLD, { date: today, text: 'First load action' }]),
        checkpoint: null,
      });
      expect(await events()).toEqual([]);
      await markDataAsOf(db, fixtures.jurisdictionId, 'malegislature.gov');

      const meeting = await db
        .insertInto('meetings')
        .values({
          jurisdiction_id: fixtures.jurisdictionId,
          external_id: 'sync:hearing:1',
          meeting_type: 'hearing',
          chamber: 'joint',
          committee_id: fixtures.committeeId('Joint Committee on Education'),
          title: 'Hearing on school libraries',
          meeting_date: '2099-01-10',
          meeting_time: '10:00 AM',
          location: 'Room A-1',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Inserted before the batch: the batch below changes its time.
      await committer().commit({
        write: async (trx) => {
          await history(H100, [
            ...OLD,
            { date: today, text: 'First load action' },
            { date: today, text: 'Read second' },
          ])(trx);
          await trx
            .insertInto('roll_calls')
            .values({
              jurisdiction_id: fixtures.jurisdictionId,
              external_id: 'sync:vote:1',
              session_id: (
                await trx
                  .selectFrom('bills')
                  .select('session_id')
                  .where('id', '=', H100)
                  .executeTakeFirstOrThrow()
              ).session_id,
              bill_id: H100,
              chamber: 'house',
              roll_call_number: 12,
              vote_date: today,
              motion: 'Passage',
              result: 'Passed',
              yes_count: 120,
              no_count: 30,
              absent_count: 0,
              other_count: 0,
              counts_source: 'published',
            })
            .execute();
          await trx
            .updateTable('meetings')
            .set({ meeting_time: '1:00 PM' })
            .where('id', '=', meeting.id)
            .execute();
        },
        checkpoint: null,
      });
      const recorded = await events();
      // 'First load action' was there before the batch: only 'Read second' is news.
      expect(recorded.map((event) => event.kind).sort()).toEqual(['bill_action', 'hearing', 'vote']);
      expect(recorded.find((event) => event.kind === 'bill_action')!.title).toBe('H 100: Read second');
      expect(recorded.find((event) => event.kind === 'vote')!.title).toBe('H 100: House vote on Passage');
      expect(recorded.find((event) => event.kind === 'hearing')!.title).toBe(
        'Hearing scheduled: Hearing on school libraries',
      );

      // The history rewritten (all its rows get new ids) with one more action: only that one is news.
      await committer().commit({
        write: history(H100, [
          ...OLD,
          { date: today, text: 'First load action' },
          { date: today, text: 'Read second' },
          { date: today, text: 'Amended' },
        ]),
        checkpoint: null,
      });
      expect((await events()).map((event) => event.title).slice(3)).toEqual(['H 100: Amended']);
      await committer().commit({
        write: async (trx) => {
          await trx
            .updateTable('meetings')
            .set({ location: 'Gardner Auditorium' })
            .where('id', '=', meeting.id)
            .execute();
        },
        checkpoint: null,
      });
      expect((await events()).at(-1)!.title).toBe('Hearing changed: Hearing on school libraries');
    },
  );

  it.skipIf(skip)(
    'each follow hears what concerns it: the sponsor, the committee, a matching search',
    async () => {
      // The news of the test before goes out first, to nobody yet.
      await createNotifier({ db }).runUntilIdle();
      const follows = followsRepository(db);
      const now = new Date().toISOString();
      const follow = async (
        userId: number,
        kind: 'legislator' | 'committee' | 'search',
        target: string,
        search?: FollowedSearch,
      ) =>
        follows.upsert(
          userId,
          {
            kind,
            target,
            jurisdictionId: search ? fixtures.jurisdictionId : null,
            search: search ?? null,
            channels: DEFAULT_CHANNELS,
          },
          now,
        );
      const sponsorFan = await user('sponsor-fan@example.org');
      await follow(sponsorFan, 'legislator', String(fixtures.idOf('Ada Baker')));
      const committeeFan = await user('committee-fan@example.org');
      await follow(committeeFan, 'committee', String(fixtures.committeeId('Joint Committee on Education')));
      const searcher = await user('searcher@example.org');
      const libraries = { query: 'school librar', filters: ['chamber:house'] };
      await follow(searcher, 'search', searchKey(libraries), libraries);
      const ferries = await user('ferries@example.org');
      const ferry = { query: 'ferry', filters: [] };
      await follow(ferries, 'search', searchKey(ferry), ferry);
      const senate = await user('senate@example.org');
      const senateLibraries = { query: 'libraries', filters: ['chamber:senate'] };
      await follow(senate, 'search', searchKey(senateLibraries), senateLibraries);
      // A tracked bill is followed without asking.
      const tracker = await user('tracker@example.org');
      const list = await db
        .insertInto('tracking_lists')
        .values({ user_id: tracker, name: 'Mine', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('tracking_list_bills')
        .values({ tracking_list_id: list.id, bill_id: fixtures.billId('H 100'), added_at: now })
        .execute();

      const H100 = fixtures.billId('H 100');
      await committer().commit({
        write: history(H100, [
          ...OLD,
          { date: today, text: 'First load action' },
          { date: today, text: 'Read second' },
          { date: today, text: 'Amended' },
          { date: today, text: 'Read third' },
        ]),
        checkpoint: null,
      });
      await committer().commit({
        write: async (trx) => {
          await trx
            .insertInto('meetings')
            .values({
              jurisdiction_id: fixtures.jurisdictionId,
              external_id: 'sync:hearing:2',
              meeting_type: 'hearing',
              chamber: 'joint',
              committee_id: fixtures.committeeId('Joint Committee on Education'),
              title: 'Second hearing',
              meeting_date: '2099-02-10',
              meeting_time: null,
              location: null,
            })
            .execute();
        },
        checkpoint: null,
      });
      await createNotifier({ db }).runUntilIdle();

      const titles = async (userId: number) =>
        (
          await db
            .selectFrom('inbox_items as i')
            .innerJoin('notice_events as e', 'e.id', 'i.event_id')
            .select('e.title')
            .where('i.user_id', '=', userId)
            .orderBy('e.id')
            .execute()
        ).map((row) => row.title);
      // Ada Baker sponsors H 100 and sits on the Education committee: both are news of her.
      expect(await titles(sponsorFan)).toEqual(['H 100: Read third', 'Hearing scheduled: Second hearing']);
      expect(await titles(committeeFan)).toEqual(['Hearing scheduled: Second hearing']);
      expect(await titles(searcher)).toEqual(['H 100: Read third']);
      expect(await titles(ferries)).toEqual([]);
      expect(await titles(senate)).toEqual([]);
      expect(await titles(tracker)).toEqual(['H 100: Read third']);
      const trackerFollows = await follows.list(tracker);
      expect(trackerFollows.map((row) => [row.kind, row.origin, row.tracked])).toEqual([
        ['bill', 'tracking', 1],
      ]);
    },
  );

  it.skipIf(skip || kind === 'sqlite')(
    'two runners on one queue deliver each push once',
    { timeout: 60_000 },
    async () => {
      const H100 = fixtures.billId('H 100');
      const now = new Date().toISOString();
      const follows = followsRepository(db);
      const readers: number[] = [];
      for (let i = 0; i < 40; i++) {
        const id = await user(`crowd${i}@example.org`);
        readers.push(id);
        await follows.upsert(
          id,
          {
            kind: 'bill',
            target: String(H100),
            jurisdictionId: null,
            search: null,
            channels: DEFAULT_CHANNELS,
          },
          now,
        );
        const subscription = push.subscribe();
        await db
          .insertInto('push_subscriptions')
          .values({
            user_id: id,
            endpoint: subscription.endpoint,
            ...subscription.keys,
            user_agent: null,
            created_at: now,
          })
          .execute();
      }
      await committer().commit({
        write: history(H100, [
          ...OLD,
          { date: today, text: 'First load action' },
          { date: today, text: 'Read second' },
          { date: today, text: 'Amended' },
          { date: today, text: 'Read third' },
          { date: today, text: 'Passed to be engrossed' },
        ]),
        checkpoint: null,
      });
      // A second process: its own connection pool on the same database.
      const other = openDatabase({ kind: 'postgres', ...database.postgres! });
      try {
        push.messages.length = 0;
        const runners = [
          createNotifier({ db, claimSize: 3, fanOutBatch: 7 }),
          createNotifier({ db: other, claimSize: 3, fanOutBatch: 7 }),
        ];
        await Promise.all(runners.map((runner) => runner.runUntilIdle()));
        const received = push.messages.filter(
          (message) => (message.payload as { title: string }).title === 'H 100: Passed to be engrossed',
        );
        expect(received).toHaveLength(40);
        expect(new Set(received.map((message) => message.subscription)).size).toBe(40);
        expect(push.rejected).toEqual([]);
      } finally {
        await other.destroy();
      }
    },
  );
});
