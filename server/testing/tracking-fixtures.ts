import type { Db } from '../db/database.js';
import type { insertFixtures } from './fixtures.js';
import { billsInState, rollCallsInState } from './in-state.js';

type BaseFixtures = Awaited<ReturnType<typeof insertFixtures>>;

/**
 * What tracking and reports need on top of `insertFixtures`: a third bill with no history at all (no
 * last action, no sponsor), a history and a summary with hostile markup for S 7, and a roll call on H 100.
 */
export async function insertTrackingFixtures(db: Db, base: BaseFixtures) {
  const [session] = await db.selectFrom('legislative_sessions').select(['id', 'name']).execute();
  const [quiet] = await db
    .insertInto('bills')
    .values(
      billsInState(base.jurisdictionId)({
        external_id: 'tracking-fixture:bill:1',
        session_id: session!.id,
        chamber: 'house',
        bill_type: 'H',
        bill_number: 300,
        bill_type_number: 'H 300',
        title: 'An Act relative to harbor seals',
        status: 'Filed',
        progress: 'Filed',
      }),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('bill_actions')
    .values([
      {
        bill_id: base.billId('S 7'),
        sequence: 1,
        action_date: '2025-01-12',
        branch: 'Senate',
        action_text: 'Filed',
      },
      {
        bill_id: base.billId('S 7'),
        sequence: 2,
        action_date: '2025-09-30',
        branch: 'Executive',
        abbreviation: 'SIG',
        action_text: 'Signed by the Governor',
      },
    ])
    .execute();
  await db
    .insertInto('bill_summaries')
    .values({
      bill_id: base.billId('S 7'),
      description: '<p onclick="steal()">Creates a ferry authority.</p><script>alert(1)</script>',
      source: null,
    })
    .execute();
  const [rollCall] = await db
    .insertInto('roll_calls')
    .values(
      rollCallsInState(base.jurisdictionId)({
        external_id: 'tracking-fixture:rc:1',
        session_id: session!.id,
        bill_id: base.billId('H 100'),
        chamber: 'house',
        roll_call_number: 42,
        vote_date: '2025-06-01',
        motion: 'Ordered to a third reading',
        result: 'Passed',
        yes_count: 150,
        no_count: 7,
        absent_count: 3,
        other_count: 0,
      }),
    )
    .returning('id')
    .execute();
  const billId = (n: string) => (n === 'H 300' ? quiet!.id : base.billId(n));
  return { billId, sessionId: session!.id, sessionName: session!.name, rollCallId: rollCall!.id };
}
