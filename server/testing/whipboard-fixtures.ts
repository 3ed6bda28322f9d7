import type { Db } from '../db/database.js';
import type { insertFixtures } from './fixtures.js';
import { inState, rollCallsInState } from './in-state.js';

type BaseFixtures = Awaited<ReturnType<typeof insertFixtures>>;

/**
 * What whipboards need on top of `insertFixtures`: five serving House members in all (three more, named so
 * the alphabetical order is easy to read), the latest House roll call, on H 100, in which the former
 * member also voted; a later Senate roll call on H 100 and an earlier House roll call on S 7.
 */
export async function insertWhipboardFixtures(db: Db, base: BaseFixtures) {
  const [session] = await db.selectFrom('legislative_sessions').select('id').execute();
  const member = (n: number, fullName: string, familyName: string) => ({
    external_id: `whip-fixture:person:${n}`,
    full_name: fullName,
    family_name: familyName,
    short_full_name: `Rep. ${fullName}`,
    chamber: 'house' as const,
    party: 'Republican',
    district: `${n}th Essex`,
    active: 1,
  });
  const added = await db
    .insertInto('legislators')
    .values(
      inState(base.jurisdictionId)([
        member(11, 'Bo Zed', 'Zed'),
        member(12, 'Di Moss', 'Moss'),
        member(13, 'Fay Cole', 'Cole'),
      ]),
    )
    .returning(['id', 'full_name'])
    .execute();
  const idOf = (name: string) => added.find((l) => l.full_name === name)?.id ?? base.idOf(name);

  const rollCall = (n: number, billId: number, chamber: 'house' | 'senate', vote_date: string) => ({
    external_id: `whip-fixture:rc:${n}`,
    session_id: session!.id,
    bill_id: billId,
    chamber,
    roll_call_number: n,
    vote_date,
    motion: `Motion ${n}`,
    yes_count: 3,
    no_count: 1,
    absent_count: 1,
    other_count: 0,
  });
  const rollCalls = await db
    .insertInto('roll_calls')
    .values(
      rollCallsInState(base.jurisdictionId)([
        rollCall(1, base.billId('H 100'), 'house', '2026-03-02'),
        rollCall(2, base.billId('H 100'), 'senate', '2026-03-03'),
        rollCall(3, base.billId('S 7'), 'house', '2026-03-01'),
      ]),
    )
    .returning(['id', 'roll_call_number'])
    .execute();
  const rollCallId = (n: number) => rollCalls.find((r) => r.roll_call_number === n)!.id;
  const vote = (name: string, position: 'yes' | 'no' | 'absent') => ({
    roll_call_id: rollCallId(1),
    legislator_id: idOf(name),
    voter_name: name,
    position,
  });
  await db
    .insertInto('roll_call_positions')
    .values([
      vote('Ada Baker', 'yes'),
      vote('Cal Adams', 'no'),
      vote('Bo Zed', 'yes'),
      vote('Di Moss', 'absent'),
      vote('Eve Former', 'yes'),
      { roll_call_id: rollCallId(1), legislator_id: null, voter_name: 'Mr. Speaker', position: 'no' },
    ])
    .execute();
  return { idOf, rollCallId };
}
