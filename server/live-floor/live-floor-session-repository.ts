import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Chamber } from '../db/types.js';
import type { FloorStep, Random } from './floor-script.js';

const DEMO_BILL = 'demo:bill:%';
const MS_PER_DAY = 86_400_000;

const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);

/** The queries behind the demo floor session; kept apart from the read-only live calendar repository. */
export function liveFloorSessionRepository(db: Db) {
  return {
    /** The day after the chamber's latest floor day among demo bills; null when there are none. */
    async nextSittingDate(chamber: Chamber): Promise<string | null> {
      const latest = await db
        .selectFrom('live_floor_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .select((eb) => eb.fn.max('a.action_date').as('date'))
        .where('a.chamber', '=', chamber)
        .where('b.external_id', 'like', DEMO_BILL)
        .executeTakeFirst();
      return latest?.date ? dayAfter(latest.date) : null;
    },

    async countOn(chamber: Chamber, date: string): Promise<number> {
      const row = await db
        .selectFrom('live_floor_actions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('chamber', '=', chamber)
        .where('action_date', '=', date)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A demo bill of the current session that this chamber could take up (it was on this chamber's live
     * calendar before) and has not yet taken up today, with a member of the chamber to offer amendments.
     */
    async pickBillToTakeUp(chamber: Chamber, date: string, random: Random) {
      const candidates = await db
        .selectFrom('live_floor_actions as a')
        .innerJoin('bills as b', 'b.id', 'a.bill_id')
        .select('b.id')
        .distinct()
        .where('a.chamber', '=', chamber)
        .where('a.action_date', '<', date)
        .where('b.external_id', 'like', DEMO_BILL)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('live_floor_actions as t')
                .select('t.id')
                .whereRef('t.bill_id', '=', 'b.id')
                .where('t.chamber', '=', chamber)
                .where('t.action_date', '=', date),
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
      return { id: bill.id, amendmentSponsor: sponsor };
    },

    async append(chamber: Chamber, date: string, billId: number, step: FloorStep): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { next } = await trx
          .selectFrom('live_floor_actions')
          .select(sql<number>`coalesce(max(sequence), 0) + 1`.as('next'))
          .where('chamber', '=', chamber)
          .where('action_date', '=', date)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('live_floor_actions')
          .values({
            chamber,
            bill_id: billId,
            action_date: date,
            sequence: Number(next),
            abbreviation: step.abbreviation,
            real_action: step.realAction,
            floor_notes: step.floorNotes,
          })
          .execute();
      });
    },
  };
}
