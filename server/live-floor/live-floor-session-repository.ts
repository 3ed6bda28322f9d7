import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Chamber } from '../db/types.js';
import type { Jurisdiction } from '../jurisdictions/jurisdiction-context.js';
import { DEMO_STATE_CODE } from '../jurisdictions/state-profiles.js';
import { recordBillActions } from '../notifications/notice-events.js';
import type { FloorStep, Random } from './floor-script.js';

const DEMO_BILL = 'demo:bill:%';
const BRANCH: Record<Chamber, string> = { house: 'House', senate: 'Senate' };
/** What the floor session writes (floor-script.ts): the count of them caps a sitting. */
const FLOOR_STEP_CODES = ['ORD3', 'AMDO', 'AMDA', 'AMDR', 'ENG'];

/**
 * The queries behind the demo floor session. It writes bills' histories (bill_actions, and the status,
 * progress and last action date they decide), the one record the live calendar, a bill's History tab
 * and the journal all read.
 */
export function liveFloorSessionRepository(db: Db) {
  return {
    /** The demo state, whose "today" the session sits on; undefined when no demo data is loaded. */
    async demoJurisdiction(): Promise<Jurisdiction | undefined> {
      return db
        .selectFrom('jurisdictions')
        .select(['id', 'code', 'ocd_id as ocdId', 'name'])
        .where('code', '=', DEMO_STATE_CODE)
        .executeTakeFirst();
    },

    /** Floor actions of the chamber on demo bills that day. */
    async countOn(chamber: Chamber, date: string): Promise<number> {
      const row = await db
        .selectFrom('bill_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('b.external_id', 'like', DEMO_BILL)
        .where('a.branch', '=', BRANCH[chamber])
        .where('a.action_date', '=', date)
        .where('a.abbreviation', 'in', FLOOR_STEP_CODES)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A demo bill of the current session waiting for this chamber's floor, as its history says: its own
     * bill reported by committee, or one the other chamber has engrossed; and not yet given a second
     * reading here. With a member of the chamber to offer amendments.
     */
    async pickBillToTakeUp(chamber: Chamber, random: Random) {
      const candidates = await db
        .selectFrom('bills as b')
        .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
        .select(['b.id', 'b.chamber'])
        .where('b.external_id', 'like', DEMO_BILL)
        .where('s.is_current', '=', 1)
        .where((eb) =>
          eb.or([
            eb.and([eb('b.chamber', '=', chamber), eb('b.progress', '=', 'Reported')]),
            eb.and([eb('b.chamber', '<>', chamber), eb('b.progress', '=', 'Passed one chamber')]),
          ]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('bill_actions as t')
                .select('t.id')
                .whereRef('t.bill_id', '=', 'b.id')
                .where('t.branch', '=', BRANCH[chamber])
                .where('t.abbreviation', '=', 'ORD3'),
            ),
          ),
        )
        .orderBy('b.id')
        .execute();
      if (candidates.length === 0) return null;
      const bill = candidates[Math.floor(random() * candidates.length)]!;
      const members = await db
        .selectFrom('legislators')
        .select('family_name')
        .where('chamber', '=', chamber)
        .where('active', '=', 1)
        .where('family_name', 'is not', null)
        .orderBy('id')
        .execute();
      const sponsor = members.length
        ? members[Math.floor(random() * members.length)]!.family_name!
        : 'Speaker';
      return { id: bill.id, amendmentSponsor: sponsor, inConcurrence: bill.chamber !== chamber };
    },

    /** Appends the step to the bill's history and updates what the history decides about the bill. */
    async append(chamber: Chamber, date: string, billId: number, step: FloorStep): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { next } = await trx
          .selectFrom('bill_actions')
          .select(sql<number>`coalesce(max(sequence), 0) + 1`.as('next'))
          .where('bill_id', '=', billId)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('bill_actions')
          .values({
            bill_id: billId,
            sequence: Number(next),
            action_date: date,
            branch: BRANCH[chamber],
            abbreviation: step.abbreviation,
            action_text: step.realAction,
          })
          .execute();
        await trx
          .updateTable('bills')
          .set({
            status: step.status,
            last_action_date: date,
            ...(step.progress ? { progress: step.progress } : {}),
          })
          .where('id', '=', billId)
          .execute();
        // Issue 22: the action is news to the bill's followers, recorded with it.
        await recordBillActions(trx, [
          { bill_id: billId, action_date: date, branch: BRANCH[chamber], action_text: step.realAction },
        ]);
      });
    },
  };
}
