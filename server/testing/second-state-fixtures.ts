import type { Db } from '../db/database.js';
import { ensureJurisdiction } from '../db/repositories/jurisdictions-repository.js';
import { billsInState, inState, rollCallsInState } from './in-state.js';

/**
 * A second legislature beside `insertFixtures`' Massachusetts one (issue 15), shaped to collide with it:
 * a session of the same name, a 'Joint Committee on Education', bills numbered like Massachusetts' and
 * activity on the same days. Every list of one state must still show only that state's rows.
 */
export async function insertSecondStateFixtures(db: Db) {
  const { id: jurisdictionId } = await ensureJurisdiction(db, 'mo');
  const [session] = await db
    .insertInto('legislative_sessions')
    .values(
      inState(jurisdictionId)({
        name: '2025-2026',
        general_court: null,
        start_date: '2025-01-08',
        end_date: '2026-12-31',
        is_current: 1,
      }),
    )
    .returning('id')
    .execute();
  const legislators = await db
    .insertInto('legislators')
    .values(
      inState(jurisdictionId)(
        [
          ['Mo Houseman', 'Houseman', 'house', 1],
          ['Mo Senner', 'Senner', 'senate', 1],
          ['Mo Gone', 'Gone', 'house', 0],
        ].map(([full_name, family_name, chamber, active], n) => ({
          external_id: `fixture:mo:person:${n}`,
          full_name: full_name as string,
          family_name: family_name as string,
          short_full_name: `${chamber === 'house' ? 'Rep.' : 'Sen.'} ${full_name as string}`,
          chamber: chamber as 'house' | 'senate',
          active: active as number,
          party: 'Republican',
          district: String(n + 1),
        })),
      ),
    )
    .returning(['id', 'full_name'])
    .execute();
  const idOf = (name: string) => legislators.find((l) => l.full_name === name)!.id;
  const [committee] = await db
    .insertInto('committees')
    .values(
      inState(jurisdictionId)({
        external_id: 'fixture:mo:c:1',
        name: 'Joint Committee on Education',
        chamber: 'joint',
        kind: 'standing',
      }),
    )
    .returning('id')
    .execute();
  const bills = await db
    .insertInto('bills')
    .values(
      billsInState(jurisdictionId)([
        {
          external_id: 'fixture:mo:bill:1',
          session_id: session!.id,
          chamber: 'house',
          bill_type: 'H',
          bill_number: 100,
          bill_type_number: 'H 100',
          title: 'An Act relative to Missouri river barges',
          primary_sponsor_id: idOf('Mo Houseman'),
          status: 'Signed by the Governor',
          progress: 'Signed',
          session_law: 'Chapter 12 of the Acts of 2025',
          filed_date: '2025-01-10',
          last_action_date: '2025-06-01',
        },
      ]),
    )
    .returning('id')
    .execute();
  const billId = bills[0]!.id;
  await db
    .insertInto('bill_actions')
    .values({
      bill_id: billId,
      sequence: 1,
      action_date: '2025-06-01',
      branch: 'House',
      action_text: 'Reported favorably by committee',
    })
    .execute();
  const [rollCall] = await db
    .insertInto('roll_calls')
    .values(
      rollCallsInState(jurisdictionId)({
        external_id: 'fixture:mo:vote:1',
        session_id: session!.id,
        bill_id: billId,
        chamber: 'house',
        roll_call_number: 1,
        vote_date: '2025-06-11',
        motion: 'Third reading',
        result: 'Passed',
        yes_count: 100,
        no_count: 50,
        absent_count: 13,
        other_count: 0,
      }),
    )
    .returning('id')
    .execute();
  const [meeting] = await db
    .insertInto('meetings')
    .values(
      inState(jurisdictionId)({
        external_id: 'fixture:mo:meeting:1',
        meeting_type: 'hearing',
        chamber: 'joint',
        committee_id: committee!.id,
        title: 'Missouri hearing on river barges',
        meeting_date: '2025-03-04',
        meeting_time: '10:00 AM',
        location: 'Room 1',
        url: null,
      }),
    )
    .returning('id')
    .execute();
  return {
    jurisdictionId,
    idOf,
    billId,
    committeeId: committee!.id,
    rollCallId: rollCall!.id,
    meetingId: meeting!.id,
  };
}
