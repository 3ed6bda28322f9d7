// What a reader follows (issue 22). A bill on any of the reader's tracking lists is followed without the
// reader asking: its row (origin 'tracking') is made the first time it is listed or has news, and counts
// only while the bill is tracked. Changing its channels makes it the reader's own (origin 'user');
// deleting it keeps it, hidden and off, so tracking does not bring it back.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { FollowTable } from '../db/types.js';
import type { FollowChannels, FollowKind, FollowedSearch } from '../schemas/notifications.js';

export type FollowRow = Selectable<FollowTable> & { tracked: number };

/** New follows: the inbox and this browser's pushes; mail only when asked for. */
export const DEFAULT_CHANNELS: FollowChannels = { inbox: true, push: true, email: 'off' };

const channelColumns = (channels: FollowChannels) => ({
  inbox: channels.inbox ? 1 : 0,
  push: channels.push ? 1 : 0,
  email: channels.email,
});

export const channelsOf = (row: Selectable<FollowTable>): FollowChannels => ({
  inbox: row.inbox === 1,
  push: row.push === 1,
  email: row.email,
});

/** Most follows a reader can have: every list stays one bounded page. */
export const MAX_FOLLOWS = 500;

export function followsRepository(db: Db) {
  const tracked = (userId: number) =>
    db
      .selectFrom('tracking_list_bills as tlb')
      .innerJoin('tracking_lists as tl', 'tl.id', 'tlb.tracking_list_id')
      .where('tl.user_id', '=', userId);

  const visible = (userId: number) =>
    db
      .selectFrom('follows as f')
      .selectAll('f')
      .select((eb) =>
        eb
          .case()
          .when(
            eb.exists(
              tracked(userId)
                .select('tlb.bill_id')
                .where(sql<boolean>`f.kind = 'bill' and cast(tlb.bill_id as text) = f.target`),
            ),
          )
          .then(1)
          .else(0)
          .end()
          .as('tracked'),
      )
      .where('f.user_id', '=', userId)
      .where('f.hidden', '=', 0);

  return {
    /** Makes the rows of the reader's tracked bills that have none yet (at most MAX_FOLLOWS). */
    async materializeTracked(userId: number, now: string): Promise<void> {
      const bills = await tracked(userId)
        .select('tlb.bill_id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('follows as f')
                .select('f.id')
                .where('f.user_id', '=', userId)
                .where('f.kind', '=', 'bill')
                .where(sql<boolean>`f.target = cast(tlb.bill_id as text)`),
            ),
          ),
        )
        .groupBy('tlb.bill_id')
        .limit(MAX_FOLLOWS)
        .execute();
      if (bills.length === 0) return;
      await db
        .insertInto('follows')
        .values(
          bills.map((bill) => ({
            user_id: userId,
            kind: 'bill' as const,
            target: String(bill.bill_id),
            jurisdiction_id: null,
            search_query: null,
            search_filters: null,
            ...channelColumns(DEFAULT_CHANNELS),
            origin: 'tracking' as const,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'target']).doNothing())
        .execute();
    },

    /** The reader's follows, newest first: their own and those of bills they track now. */
    async list(userId: number): Promise<FollowRow[]> {
      const rows = await visible(userId).orderBy('f.id', 'desc').limit(MAX_FOLLOWS).execute();
      return rows.filter((row) => row.origin === 'user' || row.tracked === 1);
    },

    async find(userId: number, id: number): Promise<FollowRow | undefined> {
      const row = await visible(userId).where('f.id', '=', id).executeTakeFirst();
      return row && (row.origin === 'user' || row.tracked === 1) ? row : undefined;
    },

    async findByTarget(userId: number, kind: FollowKind, target: string): Promise<FollowRow | undefined> {
      const row = await visible(userId)
        .where('f.kind', '=', kind)
        .where('f.target', '=', target)
        .executeTakeFirst();
      return row && (row.origin === 'user' || row.tracked === 1) ? row : undefined;
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('hidden', '=', 0)
        .where('origin', '=', 'user')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Follows (or updates) one thing; the same kind and target again updates the one row. */
    async upsert(
      userId: number,
      follow: {
        kind: FollowKind;
        target: string;
        jurisdictionId: number | null;
        search: FollowedSearch | null;
        channels: Partial<FollowChannels>;
      },
      now: string,
    ): Promise<number> {
      const existing = await db
        .selectFrom('follows')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', follow.kind)
        .where('target', '=', follow.target)
        .executeTakeFirst();
      // A follow deleted before starts again from the defaults, not from its switched-off channels.
      const base = existing && existing.hidden === 0 ? channelsOf(existing) : DEFAULT_CHANNELS;
      const channels = channelColumns({ ...base, ...follow.channels });
      const row = await db
        .insertInto('follows')
        .values({
          user_id: userId,
          kind: follow.kind,
          target: follow.target,
          jurisdiction_id: follow.jurisdictionId,
          search_query: follow.search?.query ?? null,
          search_filters: follow.search ? JSON.stringify(follow.search.filters) : null,
          ...channels,
          origin: 'user',
          hidden: 0,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'kind', 'target']).doUpdateSet({ ...channels, origin: 'user', hidden: 0 }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setChannels(userId: number, id: number, channels: Partial<FollowChannels>): Promise<void> {
      const row = await db
        .selectFrom('follows')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return;
      await db
        .updateTable('follows')
        .set({ ...channelColumns({ ...channelsOf(row), ...channels }), origin: 'user' })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Deletes a follow; one of a tracked bill stays, hidden and off, so tracking does not bring it back. */
    async remove(userId: number, row: FollowRow): Promise<void> {
      if (row.kind === 'bill' && row.tracked === 1) {
        await db
          .updateTable('follows')
          .set({ ...channelColumns({ inbox: false, push: false, email: 'off' }), origin: 'user', hidden: 1 })
          .where('id', '=', row.id)
          .where('user_id', '=', userId)
          .execute();
        return;
      }
      await db.deleteFrom('follows').where('id', '=', row.id).where('user_id', '=', userId).execute();
    },

    /** Unsubscribe links: mail off for one follow of its reader; false when the follow is gone. */
    async stopMail(userId: number, id: number): Promise<boolean> {
      const result = await db
        .updateTable('follows')
        .set({ email: 'off', origin: 'user' })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Unsubscribe from the digest: every follow of the reader mailed in it. */
    async stopDigest(userId: number): Promise<void> {
      await db
        .updateTable('follows')
        .set({ email: 'off', origin: 'user' })
        .where('user_id', '=', userId)
        .where('email', '=', 'digest')
        .execute();
      // What waits for the next digest is not sent either.
      await db
        .updateTable('inbox_items')
        .set({ email: 0 })
        .where('user_id', '=', userId)
        .where('email', '=', 1)
        .where('digested_at', 'is', null)
        .execute();
    },
  };
}

export type FollowsRepository = ReturnType<typeof followsRepository>;
