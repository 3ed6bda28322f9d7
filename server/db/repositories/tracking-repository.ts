import type { Db } from '../database.js';
import { ownedListIds, trackedBillQueries } from './tracked-bill-queries.js';

/** A user's tracking lists with how many bills each holds, by name. */
function listsWithCounts(db: Db) {
  return db
    .selectFrom('tracking_lists as tl')
    .leftJoin('tracking_list_bills as tlb', 'tlb.tracking_list_id', 'tl.id')
    .select(['tl.id', 'tl.name', 'tl.created_at'])
    .select((eb) => eb.fn.count<number>('tlb.bill_id').as('bill_count'))
    .groupBy(['tl.id', 'tl.name', 'tl.created_at']);
}

/** Tracking lists (spec §2 'Manage tracking lists'): every query is scoped to the owning user. */
export function trackingRepository(db: Db) {
  return {
    // "My bills" and the dialog's reads: bills on lists, their latest actions, the selection's session.
    ...trackedBillQueries(db),

    lists(userId: number, limit: number) {
      return listsWithCounts(db)
        .where('tl.user_id', '=', userId)
        .orderBy('tl.name')
        .orderBy('tl.id')
        .limit(limit)
        .execute();
    },

    /** One list, only when it belongs to `userId`: another user's id is indistinguishable from none. */
    findList(userId: number, listId: number) {
      return listsWithCounts(db)
        .where('tl.user_id', '=', userId)
        .where('tl.id', '=', listId)
        .executeTakeFirst();
    },

    async countLists(userId: number): Promise<number> {
      const row = await db
        .selectFrom('tracking_lists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async nameTaken(userId: number, name: string, exceptListId = 0): Promise<boolean> {
      const row = await db
        .selectFrom('tracking_lists')
        .select('id')
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .where('id', '!=', exceptListId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async createList(userId: number, name: string): Promise<number> {
      const row = await db
        .insertInto('tracking_lists')
        .values({ user_id: userId, name, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async renameList(userId: number, listId: number, name: string): Promise<boolean> {
      const result = await db
        .updateTable('tracking_lists')
        .set({ name })
        .where('user_id', '=', userId)
        .where('id', '=', listId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteList(userId: number, listId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('tracking_lists')
        .where('user_id', '=', userId)
        .where('id', '=', listId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Adds bills to a list the caller has checked is owned; bills already on it stay as they were. */
    async addBills(listId: number, billIds: readonly number[]): Promise<void> {
      if (billIds.length === 0) return;
      const addedAt = new Date().toISOString();
      await db
        .insertInto('tracking_list_bills')
        .values(billIds.map((billId) => ({ tracking_list_id: listId, bill_id: billId, added_at: addedAt })))
        .onConflict((oc) => oc.columns(['tracking_list_id', 'bill_id']).doNothing())
        .execute();
    },

    async removeBills(listId: number, billIds: readonly number[]): Promise<void> {
      if (billIds.length === 0) return;
      await db
        .deleteFrom('tracking_list_bills')
        .where('tracking_list_id', '=', listId)
        .where('bill_id', 'in', billIds)
        .execute();
    },

    /** Of `billIds`, those on any of the user's lists (spec §7 isTracked). */
    async trackedAmong(userId: number, billIds: readonly number[]): Promise<number[]> {
      if (billIds.length === 0) return [];
      const rows = await db
        .selectFrom('tracking_list_bills')
        .select('bill_id')
        .distinct()
        .where('tracking_list_id', 'in', ownedListIds(db, userId))
        .where('bill_id', 'in', billIds)
        .execute();
      return rows.map((row) => row.bill_id);
    },

    /** How many of `billIds` each of the user's lists already holds (the dialog's checkbox states). */
    membership(userId: number, billIds: readonly number[]) {
      return db
        .selectFrom('tracking_list_bills')
        .select('tracking_list_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tracking_list_id', 'in', ownedListIds(db, userId))
        .where('bill_id', 'in', billIds.length > 0 ? billIds : [0])
        .groupBy('tracking_list_id')
        .execute();
    },
  };
}
