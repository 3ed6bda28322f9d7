import type { Db } from '../database.js';
import { selectBillSummaries } from './bills-repository.js';
import { inRequestState } from './request-state.js';

/** Session laws: the chapters enacted in each session and the bills that enacted them. */
export function lawsRepository(db: Db) {
  return {
    /** Every session, newest first, with how many of its bills became law. */
    async sessions() {
      const rows = await db
        .selectFrom('legislative_sessions as s')
        .leftJoin('bills as b', (join) =>
          join.onRef('b.session_id', '=', 's.id').on('b.session_law', 'is not', null),
        )
        .select(['s.name', 's.is_current', (eb) => eb.fn.count<number | string>('b.id').as('law_count')])
        // Whether the source gives any of the session's bill histories, where laws are read from.
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('bills as known')
                .select('known.id')
                .whereRef('known.session_id', '=', 's.id')
                .where('known.actions_known', '=', 1),
            )
            .as('laws_known'),
        )
        .$call(inRequestState('s.jurisdiction_id'))
        .groupBy(['s.id', 's.name', 's.is_current', 's.start_date'])
        .orderBy('s.start_date', 'desc')
        .execute();
      return rows.map((row) => ({
        ...row,
        law_count: Number(row.law_count),
        laws_known: Boolean(row.laws_known),
      }));
    },

    /** A session's enacting bills; the caller orders them by chapter (numbers live inside the text). */
    async lawsOf(sessionName: string) {
      return selectBillSummaries(db)
        .$call(inRequestState('s.jurisdiction_id'))
        .where('s.name', '=', sessionName)
        .where('b.session_law', 'is not', null)
        .execute();
    },

    /** The bill of a session that became `sessionLaw` ('Chapter 12 of the Acts of 2025'). */
    async findLaw(sessionName: string, sessionLaw: string) {
      return selectBillSummaries(db)
        .$call(inRequestState('s.jurisdiction_id'))
        .where('s.name', '=', sessionName)
        .where('b.session_law', '=', sessionLaw)
        .orderBy('b.id')
        .executeTakeFirst();
    },

    /**
     * The day the Governor signed the bill, from its history: the clerks' 'SIG' abbreviation, or the
     * action that gave it its chapter ('Signed by the Governor, Chapter 24 of the Acts of 2021'), which is
     * all a source without abbreviations (malegislature.gov) says.
     */
    async signedDate(billId: number): Promise<string | null> {
      const row = await db
        .selectFrom('bill_actions')
        .select('action_date')
        .where('bill_id', '=', billId)
        .where((eb) =>
          eb.or([
            eb('abbreviation', '=', 'SIG'),
            eb('action_text', 'like', 'Signed%'),
            eb('action_text', 'like', '%Chapter % of the Acts of %'),
          ]),
        )
        .orderBy('sequence', 'desc')
        .executeTakeFirst();
      return row?.action_date ?? null;
    },
  };
}
