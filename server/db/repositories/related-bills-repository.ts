import type { Db } from '../database.js';
import { selectBillSummaries } from './bills-repository.js';

/** Enough for any refiling history (a proposal refiled every session since 1995 is 16 bills). */
export const RELATED_BILLS_LIMIT = 25;

/**
 * The bill search's P.P.T. tab ("prior proposals and twins"): bills with the same title as this one.
 * Clerks keep a refiled bill's title word for word, so an equal title (ignoring case and outer spaces)
 * finds the same proposal in earlier and later sessions, and twin filings (House and Senate versions,
 * or two sponsors) in the same session.
 */
export function relatedBillsRepository(db: Db) {
  return {
    async sameTitleAs(billId: number) {
      const bill = await db
        .selectFrom('bills as b')
        .innerJoin('legislative_sessions as s', 's.id', 'b.session_id')
        .select(['b.id', 'b.jurisdiction_id', 'b.title', 's.start_date'])
        .where('b.id', '=', billId)
        .executeTakeFirst();
      if (!bill) return undefined;
      const related = await selectBillSummaries(db)
        .select('s.start_date as session_start_date')
        .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['b.title'])]), '=', bill.title.trim().toLowerCase()))
        .where('b.id', '<>', billId)
        // The same proposal in the same legislature: another state's bill of that title is another bill.
        .where('b.jurisdiction_id', '=', bill.jurisdiction_id)
        // Newest session first: what became of the proposal most recently is what a reader wants first.
        .orderBy('s.start_date', 'desc')
        .orderBy('b.bill_type_number')
        .orderBy('b.id')
        .limit(RELATED_BILLS_LIMIT)
        .execute();
      return { sessionStartDate: bill.start_date, related };
    },
  };
}
