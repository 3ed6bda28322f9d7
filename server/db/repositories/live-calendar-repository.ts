import type { Db } from '../database.js';
import { inRequestState } from './request-state.js';

/** How many of the latest floor days the live calendar shows; older days are in the journal. */
export const LIVE_CALENDAR_DAYS = 5;

const BRANCH: Record<'house' | 'senate', string> = { house: 'House', senate: 'Senate' };

/**
 * The live calendar (spec §7): a chamber's recorded bill actions (bill_actions.branch 'House' / 'Senate')
 * on its latest days, newest first. Derived from the bills' histories, never copied: the calendar, a
 * bill's History tab and the day's journal read the same rows, so an action imported, synced or taken by
 * the demo's floor session is on all three at once, and a history replaced by its source leaves nothing
 * stale behind. Within a day the latest recorded action comes first (the highest id): the reader's eye
 * is at the top, where a new floor action lands.
 */
export function liveCalendarRepository(db: Db) {
  return {
    async latestActions(chamber: 'house' | 'senate', days = LIVE_CALENDAR_DAYS) {
      const recentDays = await db
        .selectFrom('bill_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .select('a.action_date')
        .distinct()
        .where('a.branch', '=', BRANCH[chamber])
        .$call(inRequestState('b.jurisdiction_id'))
        .orderBy('a.action_date', 'desc')
        .limit(days)
        .execute();
      if (recentDays.length === 0) return [];
      return db
        .selectFrom('bill_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .leftJoin('legislators as l', 'l.id', 'b.primary_sponsor_id')
        .select([
          'a.id',
          'a.action_date',
          'a.sequence',
          'a.abbreviation',
          'a.action_text as real_action',
          'b.id as bill_id',
          'b.bill_type',
          'b.bill_number',
          'b.short_title',
          'b.title',
          'l.short_full_name as sponsor_short_full_name',
        ])
        .where('a.branch', '=', BRANCH[chamber])
        .$call(inRequestState('b.jurisdiction_id'))
        .where(
          'a.action_date',
          'in',
          recentDays.map((d) => d.action_date),
        )
        .orderBy('a.action_date', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
    },
  };
}
