// The fan-out of one event to everyone following something it concerns (issue 22), off the request path:
// the job runner calls it for a 'fanout' job. Followers are walked in batches of user ids, each batch one
// transaction of set-based INSERT … SELECTs (inbox items with the follows' channels merged per reader,
// then the push and immediate-mail jobs of the items it made) that also saves the job's cursor: memory
// stays flat whatever the followers' number, and a retried job resumes after its last batch. Unique keys
// (user+event for items, one dedupe key per job) make a repeated batch add nothing.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, NoticeEventTable } from '../db/types.js';
import { profileFor } from '../jurisdictions/state-profiles.js';
import type { FollowedSearch } from '../schemas/notifications.js';
import { DEFAULT_DIGEST_HOUR } from './notification-settings.js';
import { enqueueJobs, LEASE_MS, type NoticeJob } from './job-queue.js';
import { billSearchMatcher } from './saved-searches.js';
import { nextLocalTime, localTime } from './time-zones.js';
import type { Selectable } from 'kysely';

type NoticeEvent = Selectable<NoticeEventTable>;
type FollowsEb = ExpressionBuilder<Database & { f: Database['follows'] }, 'f'>;

export interface FanOutOptions {
  now: () => Date;
  /** Followers per transaction. */
  batchSize?: number;
}

export const DEFAULT_FANOUT_BATCH = 5000;
const SEARCHES_PER_BATCH = 1000;

interface Cursor {
  phase: 'targets' | 'searches';
  /** Targets: the last user id written; searches: the last search follow id checked. */
  after: number;
}

interface TargetGroup {
  kind: 'bill' | 'legislator' | 'committee';
  targets: string[];
}

/** What the event concerns, as follows name things: its bill, the bill's sponsor, voters, the committee. */
async function targetsOf(db: Db, event: NoticeEvent): Promise<TargetGroup[]> {
  const groups: TargetGroup[] = [];
  const add = (kind: TargetGroup['kind'], ids: readonly (number | null)[]) => {
    const targets = [...new Set(ids.filter((id): id is number => id !== null))].map(String);
    if (targets.length) groups.push({ kind, targets });
  };
  if (event.bill_id !== null) add('bill', [event.bill_id]);
  if ((event.kind === 'bill_action' || event.kind === 'new_bill') && event.bill_id !== null) {
    const bill = await db
      .selectFrom('bills')
      .select('primary_sponsor_id')
      .where('id', '=', event.bill_id)
      .executeTakeFirst();
    add('legislator', [bill?.primary_sponsor_id ?? null]);
  }
  if (event.roll_call_id !== null) {
    const voters = await db
      .selectFrom('roll_call_positions')
      .select('legislator_id')
      .where('roll_call_id', '=', event.roll_call_id)
      .execute();
    add(
      'legislator',
      voters.map((row) => row.legislator_id),
    );
  }
  if (event.meeting_id !== null) {
    const meeting = await db
      .selectFrom('meetings')
      .select('committee_id')
      .where('id', '=', event.meeting_id)
      .executeTakeFirst();
    const bills = await db
      .selectFrom('meeting_bills')
      .select('bill_id')
      .where('meeting_id', '=', event.meeting_id)
      .execute();
    add(
      'bill',
      bills.map((row) => row.bill_id),
    );
    if (meeting?.committee_id != null) {
      add('committee', [meeting.committee_id]);
      const members = await db
        .selectFrom('committee_memberships')
        .select('legislator_id')
        .where('committee_id', '=', meeting.committee_id)
        .execute();
      add(
        'legislator',
        members.map((row) => row.legislator_id),
      );
    }
  }
  return groups;
}

/** A follow of a bill that stands for its tracking counts only while the bill is on one of the reader's lists. */
function followCounts(eb: FollowsEb): Expression<SqlBool> {
  return eb.and([
    eb('f.hidden', '=', 0),
    eb.or([
      eb('f.origin', '=', 'user'),
      eb.exists(
        eb
          .selectFrom('tracking_list_bills as tlb')
          .innerJoin('tracking_lists as tl', 'tl.id', 'tlb.tracking_list_id')
          .select('tlb.bill_id')
          .whereRef('tl.user_id', '=', 'f.user_id')
          .where(sql<boolean>`cast(tlb.bill_id as text) = f.target`),
      ),
    ]),
  ]);
}

function matchesTargets(eb: FollowsEb, groups: readonly TargetGroup[]): Expression<SqlBool> {
  return eb.or(
    groups.map((group) => eb.and([eb('f.kind', '=', group.kind), eb('f.target', 'in', group.targets)])),
  );
}

/** Follows of tracked bills become rows the first time one of those bills has news (origin 'tracking'). */
async function materializeTrackedBills(db: Db, billTargets: readonly string[], now: string): Promise<void> {
  if (billTargets.length === 0) return;
  await db
    .insertInto('follows')
    .columns([
      'user_id',
      'kind',
      'target',
      'jurisdiction_id',
      'search_query',
      'search_filters',
      'inbox',
      'push',
      'email',
      'origin',
      'hidden',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('tracking_list_bills as tlb')
        .innerJoin('tracking_lists as tl', 'tl.id', 'tlb.tracking_list_id')
        .select([
          'tl.user_id',
          sql<'bill'>`cast('bill' as text)`.as('kind'),
          sql<string>`cast(tlb.bill_id as text)`.as('target'),
          sql<null>`cast(null as integer)`.as('jurisdiction_id'),
          sql<null>`cast(null as text)`.as('search_query'),
          sql<null>`cast(null as text)`.as('search_filters'),
          sql<number>`1`.as('inbox'),
          sql<number>`1`.as('push'),
          sql<'off'>`cast('off' as text)`.as('email'),
          sql<'tracking'>`cast('tracking' as text)`.as('origin'),
          sql<number>`0`.as('hidden'),
          sql<string>`cast(${now} as text)`.as('created_at'),
        ])
        .where('tlb.bill_id', 'in', billTargets.map(Number))
        .groupBy(['tl.user_id', 'tlb.bill_id']),
    )
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target']).doNothing())
    .execute();
}

const EMAIL_RANK = sql<number>`max(case f.email when 'immediate' then 2 when 'digest' then 1 else 0 end)`;

/**
 * Items for the readers whose follows `which` selects (one per reader, channels merged), then the jobs
 * delivering them now; digest items get their reader's next digest instead.
 */
async function writeRecipients(
  trx: Db,
  event: NoticeEvent,
  which: (eb: FollowsEb) => Expression<SqlBool>,
  items: { after: number; upto: number | null } | { users: number[] },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('inbox_items')
    .columns(['user_id', 'event_id', 'follow_id', 'shown', 'push', 'email', 'read', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('follows as f')
        .select([
          'f.user_id',
          sql<number>`cast(${event.id} as integer)`.as('event_id'),
          sql<number>`min(f.id)`.as('follow_id'),
          sql<number>`max(f.inbox)`.as('shown'),
          sql<number>`max(f.push)`.as('push'),
          EMAIL_RANK.as('email'),
          sql<number>`0`.as('read'),
          sql<string>`cast(${at} as text)`.as('created_at'),
        ])
        .where((f) => f.and([which(f), followCounts(f)]))
        .groupBy('f.user_id')
        .having(sql<boolean>`max(f.inbox) + max(f.push) + ${EMAIL_RANK} > 0`),
    )
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
    .execute();

  const ofThese = trx
    .selectFrom('inbox_items as i')
    .where('i.event_id', '=', event.id)
    .where((eb) =>
      'users' in items
        ? eb('i.user_id', 'in', items.users)
        : eb.and([
            eb('i.user_id', '>', items.after),
            ...(items.upto === null ? [] : [eb('i.user_id', '<=', items.upto)]),
          ]),
    );
  for (const channel of ['push', 'email'] as const) {
    await trx
      .insertInto('notice_jobs')
      .columns([
        'kind',
        'dedupe_key',
        'event_id',
        'user_id',
        'item_id',
        'status',
        'attempts',
        'run_after',
        'created_at',
      ])
      .expression(
        ofThese
          .select([
            sql<typeof channel>`cast(${channel} as text)`.as('kind'),
            sql<string>`${`${channel}:`} || cast(i.id as text)`.as('dedupe_key'),
            'i.event_id',
            'i.user_id',
            'i.id',
            sql<'pending'>`cast('pending' as text)`.as('status'),
            sql<number>`0`.as('attempts'),
            sql<string>`cast(${at} as text)`.as('run_after'),
            sql<string>`cast(${at} as text)`.as('created_at'),
          ])
          .where((eb) =>
            channel === 'push'
              ? eb.and([
                  eb('i.push', '=', 1),
                  eb.exists(
                    eb
                      .selectFrom('push_subscriptions as s')
                      .select('s.id')
                      .whereRef('s.user_id', '=', 'i.user_id'),
                  ),
                ])
              : eb('i.email', '=', 2),
          ),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }

  const digestReaders = await ofThese
    .leftJoin('notification_settings as s', 's.user_id', 'i.user_id')
    .select(['i.user_id', 's.digest_hour'])
    .where('i.email', '=', 1)
    .execute();
  if (digestReaders.length === 0) return;
  const timeZone = await timeZoneOf(trx, event.jurisdiction_id);
  await enqueueJobs(
    trx,
    digestReaders.map((reader) => {
      const sendAt = nextLocalTime(now.getTime(), (reader.digest_hour ?? DEFAULT_DIGEST_HOUR) * 60, timeZone);
      return {
        kind: 'digest' as const,
        dedupe_key: `digest:${reader.user_id}:${localTime(sendAt, timeZone).date}`,
        user_id: reader.user_id,
        run_after: new Date(sendAt).toISOString(),
      };
    }),
    now,
  );
}

export async function timeZoneOf(db: Db, jurisdictionId: number): Promise<string> {
  const state = await db
    .selectFrom('jurisdictions')
    .select('code')
    .where('id', '=', jurisdictionId)
    .executeTakeFirst();
  return profileFor(state?.code ?? 'ma').timeZone;
}

async function saveCursor(trx: Db, job: NoticeJob, cursor: Cursor, now: Date) {
  await trx
    .updateTable('notice_jobs')
    .set({ cursor: JSON.stringify(cursor), locked_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('id', '=', job.id)
    .execute();
}

/** Runs a 'fanout' job to its end (each batch committed with its cursor). */
export async function runFanOut(db: Db, job: NoticeJob, options: FanOutOptions): Promise<void> {
  const batchSize = options.batchSize ?? DEFAULT_FANOUT_BATCH;
  const event = await db
    .selectFrom('notice_events')
    .selectAll()
    .where('id', '=', job.event_id!)
    .executeTakeFirst();
  if (!event) return;
  let cursor: Cursor = job.cursor ? (JSON.parse(job.cursor) as Cursor) : { phase: 'targets', after: 0 };
  const groups = await targetsOf(db, event);

  if (cursor.phase === 'targets' && groups.length > 0) {
    if (cursor.after === 0)
      await materializeTrackedBills(
        db,
        groups.filter((group) => group.kind === 'bill').flatMap((group) => group.targets),
        options.now().toISOString(),
      );
    for (;;) {
      const after = cursor.after;
      const boundary = await db
        .selectFrom('follows as f')
        .select('f.user_id')
        .where((eb) => matchesTargets(eb, groups))
        .where('f.user_id', '>', after)
        .orderBy('f.user_id')
        .offset(batchSize - 1)
        .limit(1)
        .executeTakeFirst();
      const upto = boundary?.user_id ?? null;
      await db.transaction().execute(async (trx) => {
        const now = options.now();
        await writeRecipients(
          trx,
          event,
          (eb) =>
            eb.and([
              matchesTargets(eb, groups),
              eb('f.user_id', '>', after),
              ...(upto === null ? [] : [eb('f.user_id', '<=', upto)]),
            ]),
          { after, upto },
          now,
        );
        cursor = upto === null ? { phase: 'searches', after: 0 } : { phase: 'targets', after: upto };
        await saveCursor(trx, job, cursor, now);
      });
      if (upto === null) break;
      // better-sqlite3 writes synchronously: requests are served between batches.
      await nextTurn();
    }
  }

  if ((event.kind !== 'bill_action' && event.kind !== 'new_bill') || event.bill_id === null) return;
  const matcher = await billSearchMatcher(db, event.bill_id);
  if (!matcher) return;
  cursor = cursor.phase === 'searches' ? cursor : { phase: 'searches', after: 0 };
  for (;;) {
    const searches = await db
      .selectFrom('follows')
      .select(['id', 'user_id', 'search_query', 'search_filters'])
      .where('kind', '=', 'search')
      .where('jurisdiction_id', '=', event.jurisdiction_id)
      .where('hidden', '=', 0)
      .where('id', '>', cursor.after)
      .orderBy('id')
      .limit(SEARCHES_PER_BATCH)
      .execute();
    if (searches.length === 0) return;
    const matched = searches.filter((follow) =>
      matcher.matches({
        query: follow.search_query ?? '',
        filters: JSON.parse(follow.search_filters ?? '[]') as FollowedSearch['filters'],
      }),
    );
    const last = searches.at(-1)!.id;
    await db.transaction().execute(async (trx) => {
      const now = options.now();
      if (matched.length > 0)
        await writeRecipients(
          trx,
          event,
          (eb) =>
            eb(
              'f.id',
              'in',
              matched.map((follow) => follow.id),
            ),
          { users: [...new Set(matched.map((follow) => follow.user_id))] },
          now,
        );
      cursor = { phase: 'searches', after: last };
      await saveCursor(trx, job, cursor, now);
    });
    await nextTurn();
  }
}
