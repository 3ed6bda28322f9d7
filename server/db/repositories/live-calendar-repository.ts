import type { Db } from '../database.js';
import { inRequestState } from './request-state.js';

/** How many of the latest floor days the live calendar shows; older days are in the journal. */
export const LIVE_CALENDAR_DAYS = 5;

const BRANCH: Record<'house' | 'senate', string> = { house: 'House', senate: 'Senate' };

/**
 * The live calendar (spec §7). A state whose floor session is recorded as it happens (the demo's floor
 * session writes live_floor_actions) shows those actions. Every other state, a real one kept current by
 * the importers and the sync, shows its bills' recorded actions of that chamber (bill_actions.branch
 * 'House' / 'Senate') on its latest days: derived, not copied, so a synced or imported action is on the
 * calendar as soon as it is in the bill's history, and a history replaced by the source leaves nothing
 * stale behind.
 */
export function liveCalendarRepository(db: Db) {
  async function hasFloorSession(chamber: 'house' | 'senate'): Promise<boolean> {
    const row = await db
      .selectFrom('live_floor_actions as a')
      .innerJoin('bills as b', 'b.id', 'a.bill_id')
      .select('a.id')
      .where('a.chamber', '=', chamber)
      .$call(inRequestState('b.jurisdiction_id'))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function floorSessionActions(chamber: 'house' | 'senate', days: number) {
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
  }

  async function recordedActions(chamber: 'house' | 'senate', days: number) {
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
        // Floor notes are the demo floor session's; a recorded history has none.
        (eb) => eb.val<string | null>(null).as('floor_notes'),
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
      .orderBy('b.bill_type')
      .orderBy('b.bill_number')
      .orderBy('a.sequence')
      .execute();
  }

  return {
    async latestActions(chamber: 'house' | 'senate', days = LIVE_CALENDAR_DAYS) {
      return (await hasFloorSession(chamber))
        ? floorSessionActions(chamber, days)
        : recordedActions(chamber, days);
    },
  };
}
