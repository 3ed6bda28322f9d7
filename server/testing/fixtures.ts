import type { Db } from '../db/database.js';
import { ensureJurisdiction } from '../db/repositories/jurisdictions-repository.js';
import { billsInState, inState } from './in-state.js';

/**
 * A small, hand-written legislature whose every row a test can reason about: two House members (one with
 * no photo), one senator, one former member; joint, House, Senate and floor committees; two bills.
 */
export async function insertFixtures(db: Db) {
  const { id: jurisdictionId } = await ensureJurisdiction(db, 'ma');
  const [session] = await db
    .insertInto('legislative_sessions')
    .values(
      inState(jurisdictionId)([
        {
          name: '2025-2026',
          general_court: '194th',
          start_date: '2025-01-01',
          end_date: '2026-12-31',
          is_current: 1,
        },
      ]),
    )
    .returning('id')
    .execute();
  const person = (
    n: number,
    values: { full_name: string; family_name: string; chamber: 'house' | 'senate' },
  ) => ({
    external_id: `fixture:person:${n}`,
    short_full_name: `${values.chamber === 'house' ? 'Rep.' : 'Sen.'} ${values.full_name}`,
    party: 'Democratic',
    district: `${n}th Middlesex`,
    active: 1,
    photo_url: `https://example.org/photos/${n}.jpg`,
    ...values,
  });
  const legislators = await db
    .insertInto('legislators')
    .values(
      inState(jurisdictionId)([
        person(1, { full_name: 'Ada Baker', family_name: 'Baker', chamber: 'house' }),
        { ...person(2, { full_name: 'Cal Adams', family_name: 'Adams', chamber: 'house' }), photo_url: null },
        person(3, { full_name: 'Dee Senn', family_name: 'Senn', chamber: 'senate' }),
        { ...person(4, { full_name: 'Eve Former', family_name: 'Former', chamber: 'house' }), active: 0 },
      ]),
    )
    .returning(['id', 'full_name'])
    .execute();
  const idOf = (name: string) => legislators.find((l) => l.full_name === name)!.id;

  const committees = await db
    .insertInto('committees')
    .values(
      inState(jurisdictionId)([
        {
          external_id: 'fixture:c:1',
          name: 'Joint Committee on Education',
          chamber: 'joint',
          kind: 'standing',
        },
        {
          external_id: 'fixture:c:2',
          name: 'House Committee on Ways and Means',
          chamber: 'house',
          kind: 'standing',
        },
        {
          external_id: 'fixture:c:3',
          name: 'House Committee of Bills in the Third Reading',
          chamber: 'house',
          kind: 'standing',
        },
        {
          external_id: 'fixture:c:4',
          name: 'Senate Committee on Rules',
          chamber: 'senate',
          kind: 'standing',
        },
        { external_id: 'fixture:c:5', name: 'House Session', chamber: 'house', kind: 'floor' },
      ]),
    )
    .returning(['id', 'name'])
    .execute();
  const committeeId = (name: string) => committees.find((c) => c.name === name)!.id;
  await db
    .insertInto('committee_memberships')
    .values([
      {
        committee_id: committeeId('Joint Committee on Education'),
        legislator_id: idOf('Ada Baker'),
        role: 'chair',
      },
      {
        committee_id: committeeId('Joint Committee on Education'),
        legislator_id: idOf('Dee Senn'),
        role: 'member',
      },
      {
        committee_id: committeeId('House Committee on Ways and Means'),
        legislator_id: idOf('Cal Adams'),
        role: 'member',
      },
    ])
    .execute();

  const bills = await db
    .insertInto('bills')
    .values(
      billsInState(jurisdictionId)([
        {
          external_id: 'fixture:bill:1',
          session_id: session!.id,
          chamber: 'house',
          bill_type: 'H',
          bill_number: 100,
          bill_type_number: 'H 100',
          title: 'An Act relative to school libraries',
          short_title: 'School libraries',
          primary_sponsor_id: idOf('Ada Baker'),
          status: 'Reported favorably',
          progress: 'Reported',
          filed_date: '2025-01-10',
          last_action_date: '2025-06-01',
        },
        {
          external_id: 'fixture:bill:2',
          session_id: session!.id,
          chamber: 'senate',
          bill_type: 'S',
          bill_number: 7,
          bill_type_number: 'S 7',
          title: 'An Act establishing a ferry authority',
          sponsor_name: 'Governor',
          status: 'Signed by the Governor',
          progress: 'Signed',
          session_law: 'Chapter 12 of the Acts of 2025',
          filed_date: '2025-01-12',
          last_action_date: '2025-09-30',
        },
      ]),
    )
    .returning(['id', 'bill_type_number'])
    .execute();
  const billId = (n: string) => bills.find((b) => b.bill_type_number === n)!.id;
  await db
    .insertInto('bill_actions')
    .values([
      {
        bill_id: billId('H 100'),
        sequence: 1,
        action_date: '2025-01-10',
        branch: 'House',
        action_text: 'Referred to the committee on Education',
      },
      {
        bill_id: billId('H 100'),
        sequence: 2,
        action_date: '2025-06-01',
        branch: 'Joint',
        action_text: 'Reported favorably by committee',
      },
    ])
    .execute();
  await db
    .insertInto('bill_summaries')
    .values({ bill_id: billId('H 100'), description: '<p>Funds school libraries.</p>', source: null })
    .execute();
  await db
    .insertInto('bill_citations')
    .values({ bill_id: billId('H 100'), citation: 'M.G.L. c. 71 § 1' })
    .execute();

  return { jurisdictionId, idOf, committeeId, billId };
}
