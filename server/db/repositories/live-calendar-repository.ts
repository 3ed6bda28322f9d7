import type { Db } from '../database.js';
import { inRequestState } from './request-state.js';

/** How many of the latest floor days the live calendar shows; older days are in the journal. */
export const LIVE_CALENDAR_DAYS = 5;

export function liveCalendarRepository(db: Db) {
  return {
    async latestActions(chamber: 'house' | 'senate', days = LIVE_CALENDAR_DAYS) {
      const recentDays = await db
        .selectFrom('live_floor_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .select('a.action_date')
        .distinct()
        .where('a.chamber', '=', chamber)
        .$call(inRequestState('b.jurisdiction_id'))
        .orderBy('a.action_date', 'desc')
        .limit(days)
        .execute();
      if (recentDays.length === 0) return [];
      return db
        .selectFrom('live_floor_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .leftJoin('legislators as l', 'l.id', 'b.primary_sponsor_id')
        .select([
          'a.id',
          'a.action_date',
          'a.sequence',
          'a.abbreviation',
          'a.real_action',
          'a.floor_notes',
          'b.id as bill_id',
          'b.bill_type',
          'b.bill_number',
          'b.short_title',
          'b.title',
          'l.short_full_name as sponsor_short_full_name',
        ])
        .where('a.chamber', '=', chamber)
        .$call(inRequestState('b.jurisdiction_id'))
        .where(
          'a.action_date',
          'in',
          recentDays.map((d) => d.action_date),
        )
        .orderBy('a.action_date', 'desc')
        .orderBy('a.sequence')
        .execute();
    },
  };
}
