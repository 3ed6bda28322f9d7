import type { Db } from '../database.js';
import { existingBillIds, latestActionsOf } from './bill-lookups.js';
import { selectBillSummaries } from './bills-repository.js';
import { paged, type Page } from './paging.js';

/** The ids of a user's lists, as a subquery: every tracking query is scoped to its owner through it. */
export const ownedListIds = (db: Db, userId: number) =>
  db.selectFrom('tracking_lists').select('id').where('user_id', '=', userId);

/** The tracking repository's reads about bills: what is tracked, where, and what last happened to it. */
export function trackedBillQueries(db: Db) {
  return {
    existingBillIds: (billIds: readonly number[]) => existingBillIds(db, billIds),
    latestActions: (billIds: readonly number[]) => latestActionsOf(db, billIds),

    /** Distinct bills on the user's lists (or one list), most recently active first. */
    trackedBills(userId: number, listId: number | undefined, page: Page) {
      let listIds = ownedListIds(db, userId);
      if (listId !== undefined) listIds = listIds.where('id', '=', listId);
      return selectBillSummaries(db)
        .where('b.id', 'in', (eb) =>
          eb.selectFrom('tracking_list_bills').select('bill_id').where('tracking_list_id', 'in', listIds),
        )
        .orderBy('b.last_action_date', (ob) => ob.desc().nullsLast())
        .orderBy('b.id', 'desc')
        .$call(paged(page))
        .execute();
    },

    /** The session a selection was made in (the dialog names it). */
    legislativeSession(sessionId: number) {
      return db
        .selectFrom('legislative_sessions')
        .select(['id', 'name'])
        .where('id', '=', sessionId)
        .executeTakeFirst();
    },

    /** Which of the user's lists each bill is on. */
    listsOfBills(userId: number, billIds: readonly number[]) {
      if (billIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('tracking_list_bills as tlb')
        .innerJoin('tracking_lists as tl', 'tl.id', 'tlb.tracking_list_id')
        .select(['tlb.bill_id', 'tl.id', 'tl.name'])
        .where('tl.user_id', '=', userId)
        .where('tlb.bill_id', 'in', billIds)
        .orderBy('tl.name')
        .execute();
    },
  };
}
