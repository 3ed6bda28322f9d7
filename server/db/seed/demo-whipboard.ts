// The demo account's whipboard (issue 7): the latest House roll call of the current session, so the board
// opens with real-looking Yes and No columns and the absent members left in Toss-Up to whip.
import type { Kysely } from 'kysely';
import { demoNow } from '../../plugins/clock.js';
import { whipboardsRepository } from '../repositories/whipboards-repository.js';
import type { Database, WhipPosition } from '../types.js';

/** Used when the data has no roll call to start from (e.g. an imported legislature without votes). */
export const DEMO_WHIP_QUESTION = 'Will the House support the demo budget amendment?';
const START: WhipPosition = 'Toss-Up';

export async function writeDemoWhipboard(
  db: Kysely<Database>,
  userId: number,
  jurisdictionId: number,
): Promise<void> {
  const whipboards = whipboardsRepository(db);
  const rollCall = await db
    .selectFrom('roll_calls as r')
    .innerJoin('legislative_sessions as s', 's.id', 'r.session_id')
    .innerJoin('bills as b', 'b.id', 'r.bill_id')
    .select(['r.id', 'r.bill_id', 'b.bill_type_number', 'b.short_title', 'b.title'])
    .where('s.is_current', '=', 1)
    .where('r.chamber', '=', 'house')
    .where('r.jurisdiction_id', '=', jurisdictionId)
    .orderBy('r.vote_date', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  if (!rollCall) {
    await whipboards.create(
      userId,
      { question: DEMO_WHIP_QUESTION, chamber: 'house', bill_id: null, jurisdiction_id: jurisdictionId },
      new Map(),
      START,
      demoNow(),
    );
    return;
  }
  const positions = await whipboards.positionsFromRollCall(rollCall.id);
  const question = `${rollCall.bill_type_number}: ${rollCall.short_title ?? rollCall.title}`.slice(0, 200);
  await whipboards.create(
    userId,
    { question, chamber: 'house', bill_id: rollCall.bill_id, jurisdiction_id: jurisdictionId },
    positions,
    START,
    demoNow(),
  );
}
