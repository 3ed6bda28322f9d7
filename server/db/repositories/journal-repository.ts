import type { Db } from '../database.js';
import { inBillNumberOrder } from './bill-queries.js';
import { selectBillSummaries } from './bills-repository.js';
import { inRequestState } from './request-state.js';

type Chamber = 'house' | 'senate';

/** The daily journal (spec §2): what happened to bills on one day, and what was filed that day. */
export function journalRepository(db: Db) {
  /** Actions of the day on bills filed before it (a bill filed that day is listed as new instead). */
  const actedOn = (date: string) =>
    db
      .selectFrom('bill_actions as a')
      .innerJoin('bills as b', 'b.id', 'a.bill_id')
      .where('a.action_date', '=', date)
      .$call(inRequestState('b.jurisdiction_id'))
      .where((eb) => eb.or([eb('b.filed_date', 'is', null), eb('b.filed_date', '<>', date)]));
  const filedOn = (date: string) =>
    db.selectFrom('bills as b').where('b.filed_date', '=', date).$call(inRequestState('b.jurisdiction_id'));

  return {
    async latestActionDate(): Promise<string | null> {
      const row = await db
        .selectFrom('bill_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .select((eb) => eb.fn.max('a.action_date').as('latest'))
        .$call(inRequestState('b.jurisdiction_id'))
        .executeTakeFirst();
      return row?.latest ?? null;
    },

    /** Per chamber: how many bills had actions that day, and the first `limit` of them by number. */
    async actedOnBills(date: string, chamber: Chamber, limit: number) {
      const [counted, listed] = await Promise.all([
        actedOn(date)
          .select((eb) => eb.fn.count<number | string>('a.bill_id').distinct().as('count'))
          .where('b.chamber', '=', chamber)
          .executeTakeFirst(),
        actedOn(date)
          .select(['b.id', 'b.bill_type', 'b.bill_number'])
          .where('b.chamber', '=', chamber)
          .groupBy(['b.id', 'b.bill_type', 'b.bill_number'])
          .$call(inBillNumberOrder)
          .limit(limit)
          .execute(),
      ]);
      return { count: Number(counted?.count ?? 0), billIds: listed.map((row) => row.id) };
    },

    /** Per chamber: how many bills and dockets were filed that day, and the first `limit` by number. */
    async filedBills(date: string, chamber: Chamber, limit: number) {
      const [counted, listed] = await Promise.all([
        filedOn(date)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('b.chamber', '=', chamber)
          .executeTakeFirst(),
        filedOn(date)
          .select('b.id')
          .where('b.chamber', '=', chamber)
          .$call(inBillNumberOrder)
          .limit(limit)
          .execute(),
      ]);
      return { count: Number(counted?.count ?? 0), billIds: listed.map((row) => row.id) };
    },

    /** Bill summaries and that day's actions for the listed bills. */
    async billsWithActions(date: string, billIds: readonly number[]) {
      if (billIds.length === 0) return { bills: [], actions: [] };
      const [bills, actions] = await Promise.all([
        selectBillSummaries(db).where('b.id', 'in', billIds).execute(),
        db
          .selectFrom('bill_actions')
          .select(['id', 'bill_id', 'action_date', 'branch', 'abbreviation', 'action_text'])
          .where('action_date', '=', date)
          .where('bill_id', 'in', billIds)
          .orderBy('bill_id')
          .orderBy('sequence')
          .execute(),
      ]);
      return { bills, actions };
    },
  };
}
