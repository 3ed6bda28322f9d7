import type { Db } from '../database.js';
import { existingBillIds } from './bill-lookups.js';
import { inTransaction } from './in-transaction.js';
import { selectBillSummaries } from './bills-repository.js';
import { inRequestState } from './request-state.js';

/**
 * Generated reports (spec §7 generateReport): a titled, ordered selection of bills owned by one user.
 * The report page reads every bill's history, summary and votes; those are fetched for all the report's
 * bills at once (a query per kind, not per bill), so a 1,000-bill report is still three queries.
 */
export function reportsRepository(db: Db) {
  const reportsWithCounts = () =>
    db
      .selectFrom('reports as r')
      .leftJoin('report_bills as rb', 'rb.report_id', 'r.id')
      .select(['r.id', 'r.title', 'r.created_at'])
      .select((eb) => eb.fn.count<number>('rb.bill_id').as('bill_count'))
      .groupBy(['r.id', 'r.title', 'r.created_at']);

  return {
    existingBillIds: (billIds: readonly number[]) => existingBillIds(db, billIds),

    /** `billIds` in report order, already deduplicated and checked to exist. */
    /** `createdAt` is the app clock's (plugins/clock.ts), so a report made on the demo's today is dated it. */
    async create(
      userId: number,
      title: string,
      billIds: readonly number[],
      createdAt: string,
    ): Promise<number> {
      return inTransaction(db, async (trx) => {
        // A report is filed under its bills' state (they come from one state's search).
        const { jurisdiction_id } = await trx
          .selectFrom('bills')
          .select('jurisdiction_id')
          .where('id', '=', billIds[0] ?? 0)
          .executeTakeFirstOrThrow();
        const report = await trx
          .insertInto('reports')
          .values({ user_id: userId, jurisdiction_id, title, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('report_bills')
          .values(
            billIds.map((billId, index) => ({ report_id: report.id, bill_id: billId, position: index })),
          )
          .execute();
        return report.id;
      });
    },

    /** The user's reports, newest first. */
    list(userId: number, limit: number) {
      return reportsWithCounts()
        .where('r.user_id', '=', userId)
        .$call(inRequestState('r.jurisdiction_id'))
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** One report, only when it belongs to `userId`: another user's id is indistinguishable from none. */
    find(userId: number, reportId: number) {
      return reportsWithCounts()
        .where('r.user_id', '=', userId)
        .where('r.id', '=', reportId)
        .executeTakeFirst();
    },

    async delete(userId: number, reportId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('reports')
        .where('user_id', '=', userId)
        .where('id', '=', reportId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    billsOf(reportId: number) {
      return selectBillSummaries(db)
        .innerJoin('report_bills as rb', 'rb.bill_id', 'b.id')
        .where('rb.report_id', '=', reportId)
        .orderBy('rb.position')
        .execute();
    },

    actionsOf(billIds: readonly number[]) {
      return db
        .selectFrom('bill_actions')
        .select(['id', 'bill_id', 'action_date', 'branch', 'abbreviation', 'action_text'])
        .where('bill_id', 'in', billIds.length > 0 ? billIds : [0])
        .orderBy('bill_id')
        .orderBy('sequence')
        .orderBy('id')
        .execute();
    },

    /** Every summary row of the bills; callers keep the first per bill, as the bill page does. */
    summariesOf(billIds: readonly number[]) {
      return db
        .selectFrom('bill_summaries')
        .select(['bill_id', 'description'])
        .where('bill_id', 'in', billIds.length > 0 ? billIds : [0])
        .orderBy('bill_id')
        .orderBy('id')
        .execute();
    },

    votesOf(billIds: readonly number[]) {
      return db
        .selectFrom('roll_calls')
        .select([
          'id',
          'bill_id',
          'vote_date',
          'chamber',
          'roll_call_number',
          'motion',
          'result',
          'yes_count',
          'no_count',
          'absent_count',
          'counts_source',
        ])
        .where('bill_id', 'in', billIds.length > 0 ? billIds : [0])
        .orderBy('vote_date')
        .orderBy('roll_call_number')
        .orderBy('id')
        .execute();
    },
  };
}
