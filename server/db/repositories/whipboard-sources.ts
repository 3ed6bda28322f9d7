import type { WhipPosition } from '../types.js';
import type { Db } from '../database.js';
import { inRequestState } from './request-state.js';

/** Bills sharing a number across sessions, newest first: a handful is all a form can offer. */
const BILL_CHOICES = 5;
const ROLL_CALLS_PER_BILL = 20;

/** What a new whipboard can start from: a bill, and a roll call of it whose votes seed the columns. */
export function whipboardSources(db: Db) {
  return {
    /** Bills numbered `billType billNumber` (or with id `billId`), newest session first. */
    billChoices(filter: { billId: number } | { billType: string; billNumber: number }) {
      let query = db
        .selectFrom('bills as b')
        .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
        .select([
          'b.id',
          'b.jurisdiction_id',
          'b.bill_type_number',
          'b.title',
          'b.short_title',
          's.name as session_name',
        ]);
      // A number is the reader's state's bill ('H 467' exists in every session of every state).
      query =
        'billId' in filter
          ? query.where('b.id', '=', filter.billId)
          : query
              .where('b.bill_type', '=', filter.billType)
              .where('b.bill_number', '=', filter.billNumber)
              .$call(inRequestState('b.jurisdiction_id'));
      return query.orderBy('s.start_date', 'desc').orderBy('b.id', 'desc').limit(BILL_CHOICES).execute();
    },

    /** The latest roll calls of each bill (a bill rarely has more than a few). */
    async rollCallsOf(billIds: readonly number[]) {
      if (billIds.length === 0) return [];
      const rows = await db
        .selectFrom('roll_calls')
        .select([
          'id',
          'bill_id',
          'chamber',
          'roll_call_number',
          'vote_date',
          'motion',
          'yes_count',
          'no_count',
          'counts_source',
        ])
        .where('bill_id', 'in', billIds)
        .orderBy('vote_date', 'desc')
        .orderBy('id', 'desc')
        .limit(BILL_CHOICES * ROLL_CALLS_PER_BILL)
        .execute();
      return rows;
    },

    rollCall(id: number) {
      return db
        .selectFrom('roll_calls')
        .select(['id', 'bill_id', 'chamber'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * A roll call's votes as starting columns (yes → Yes, no → No); members absent or not voting are
     * left out, so they start in the start column, still to be whipped.
     */
    async positionsFromRollCall(rollCallId: number): Promise<Map<number, WhipPosition>> {
      const votes = await db
        .selectFrom('roll_call_positions')
        .select(['legislator_id', 'position'])
        .where('roll_call_id', '=', rollCallId)
        .where('legislator_id', 'is not', null)
        .where('position', 'in', ['yes', 'no'])
        .execute();
      return new Map(votes.map((vote) => [vote.legislator_id!, vote.position === 'yes' ? 'Yes' : 'No']));
    },
  };
}
