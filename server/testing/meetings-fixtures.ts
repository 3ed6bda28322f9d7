import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MeetingDocumentKind, MeetingTable, RollCallTable } from '../db/types.js';
import type { insertFixtures } from './fixtures.js';
import { inState, rollCallsInState } from './in-state.js';

type BaseFixtures = Awaited<ReturnType<typeof insertFixtures>>;

/** Far enough ahead that "upcoming" never depends on the day the tests run. */
export const FUTURE_DAY = '2099-01-15';

/**
 * Hearings, formal sessions, their documents and roll calls on top of `insertFixtures`:
 * - Education hearings: 2025-03-04 (2 oral, 1 written testimony, bill H 100), 2025-05-06 (written only)
 *   and one on FUTURE_DAY; a Ways and Means hearing on 2025-04-01 (1 oral);
 * - House formal sessions 2025-06-11 (2 floor-debate recordings) and 2025-06-18 (none), one on FUTURE_DAY;
 *   a Senate formal session 2025-06-12 with no committee;
 * - House roll calls #1 on H 100 (Baker yes, Adams no, Former absent, an unmatched voter not voting) and
 *   #2, a procedural vote on the same day; Senate roll call #1 on S 7 (Senn yes).
 */
export async function insertMeetingFixtures(db: Db, base: BaseFixtures) {
  const education = base.committeeId('Joint Committee on Education');
  const meeting = (n: number, values: Omit<Insertable<MeetingTable>, 'external_id' | 'jurisdiction_id'>) => ({
    external_id: `fixture:meeting:${n}`,
    ...values,
  });
  const hearing = (n: number, committeeId: number, date: string, title: string) =>
    meeting(n, {
      meeting_type: 'hearing',
      chamber: 'joint',
      committee_id: committeeId,
      title,
      meeting_date: date,
      meeting_time: '10:00 AM',
      location: 'Hearing Room A-1',
      url: null,
    });
  const session = (n: number, chamber: 'house' | 'senate', date: string, committeeId: number | null) =>
    meeting(n, {
      meeting_type: 'formal_session',
      chamber,
      committee_id: committeeId,
      title: chamber === 'house' ? 'House Formal Session' : 'Senate Formal Session',
      meeting_date: date,
      meeting_time: '11:00 AM',
      location: chamber === 'house' ? 'House Chamber' : 'Senate Chamber',
      url: null,
    });
  const houseSession = base.committeeId('House Session');
  const meetings = await db
    .insertInto('meetings')
    .values(
      inState(base.jurisdictionId)([
        hearing(1, education, '2025-03-04', 'Public hearing on school libraries'),
        hearing(2, education, '2025-05-06', 'Public hearing on school buses'),
        hearing(3, education, FUTURE_DAY, 'Public hearing on school meals'),
        hearing(4, base.committeeId('House Committee on Ways and Means'), '2025-04-01', 'Budget hearing'),
        session(5, 'house', '2025-06-11', houseSession),
        session(6, 'house', '2025-06-18', houseSession),
        session(7, 'house', FUTURE_DAY, houseSession),
        session(8, 'senate', '2025-06-12', null),
      ]),
    )
    .returning(['id', 'external_id'])
    .execute();
  const meetingId = (n: number) => meetings.find((m) => m.external_id === `fixture:meeting:${n}`)!.id;

  const document = (n: number, kind: MeetingDocumentKind, part: number, fileDate: string) => ({
    meeting_id: meetingId(n),
    kind,
    title: `${kind} ${part} of meeting ${n}`,
    author: `Author ${n}.${part}`,
    file_name: `file-${n}-${part}.pdf`,
    file_path: `https://example.org/files/${n}/${part}.pdf`,
    file_date: fileDate,
  });
  await db
    .insertInto('meeting_documents')
    .values([
      document(1, 'oral_testimony', 1, '2025-03-04'),
      document(1, 'oral_testimony', 2, '2025-03-04'),
      document(1, 'written_testimony', 3, '2025-03-10'),
      document(2, 'written_testimony', 1, '2025-05-08'),
      document(4, 'oral_testimony', 1, '2025-04-01'),
      document(5, 'floor_debate', 1, '2025-06-11'),
      document(5, 'floor_debate', 2, '2025-06-11'),
    ])
    .execute();
  await db
    .insertInto('meeting_bills')
    .values({ meeting_id: meetingId(1), bill_id: base.billId('H 100') })
    .execute();

  const rollCalls = await insertRollCalls(db, base);
  return { meetingId, ...rollCalls };
}

async function insertRollCalls(db: Db, base: BaseFixtures) {
  const { id: sessionId } = await db
    .selectFrom('legislative_sessions')
    .select('id')
    .where('name', '=', '2025-2026')
    .executeTakeFirstOrThrow();
  type RollCallValues = Omit<
    Insertable<RollCallTable>,
    'external_id' | 'session_id' | 'chamber' | 'jurisdiction_id'
  >;
  const rollCall = (chamber: 'house' | 'senate', number: number, values: RollCallValues) => ({
    external_id: `fixture:roll-call:${chamber}:${number}`,
    session_id: sessionId,
    chamber,
    roll_call_number: number,
    ...values,
  });
  const rows = await db
    .insertInto('roll_calls')
    .values(
      rollCallsInState(base.jurisdictionId)([
        rollCall('house', 1, {
          bill_id: base.billId('H 100'),
          vote_date: '2025-06-11',
          motion: 'Passage to be engrossed',
          result: 'Passed',
          yes_count: 1,
          no_count: 1,
          absent_count: 1,
          other_count: 1,
        }),
        rollCall('house', 2, {
          bill_id: null,
          vote_date: '2025-06-11',
          motion: 'Motion to recess',
          result: null,
          yes_count: 1,
          no_count: 0,
          absent_count: 0,
          other_count: 0,
        }),
        rollCall('senate', 1, {
          bill_id: base.billId('S 7'),
          vote_date: '2025-09-30',
          motion: 'Enactment',
          result: 'Passed',
          yes_count: 1,
          no_count: 0,
          absent_count: 0,
          other_count: 0,
        }),
      ]),
    )
    .returning(['id', 'external_id'])
    .execute();
  const rollCallId = (chamber: 'house' | 'senate', number: number) =>
    rows.find((r) => r.external_id === `fixture:roll-call:${chamber}:${number}`)!.id;

  const position = (
    rollCall: number,
    legislatorId: number | null,
    voterName: string,
    votePosition: 'yes' | 'no' | 'absent' | 'not voting',
  ) => ({
    roll_call_id: rollCall,
    legislator_id: legislatorId,
    voter_name: voterName,
    position: votePosition,
  });
  const houseOne = rollCallId('house', 1);
  await db
    .insertInto('roll_call_positions')
    .values([
      position(houseOne, base.idOf('Ada Baker'), 'Baker', 'yes'),
      position(houseOne, base.idOf('Cal Adams'), 'Adams', 'no'),
      position(houseOne, base.idOf('Eve Former'), 'Former', 'absent'),
      position(houseOne, null, 'Zimmer', 'not voting'),
      position(rollCallId('house', 2), base.idOf('Ada Baker'), 'Baker', 'yes'),
      position(rollCallId('senate', 1), base.idOf('Dee Senn'), 'Senn', 'yes'),
    ])
    .execute();
  return { rollCallId };
}
