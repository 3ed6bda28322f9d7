// People are named as they were when it happened (issue 15): a 2021 sponsor or voter who sits in the
// Senate today was a Representative then, and the bill and the roll call say 'Rep.'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDetail } from '../../../schemas/bills.js';
import type { VoteDetail } from '../../../schemas/votes.js';
import { billsInState, inState, rollCallsInState } from '../../../testing/in-state.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let billId: number;
let rollCallId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const senn = t.fixtures.idOf('Dee Senn');
  await db
    .insertInto('legislator_roles')
    .values([
      {
        legislator_id: senn,
        role_type: 'lower',
        chamber: 'house',
        title: 'Rep.',
        district: '9th Essex',
        start_date: '2019-01-02',
        end_date: '2025-01-01',
      },
      {
        legislator_id: senn,
        role_type: 'upper',
        chamber: 'senate',
        title: 'Sen.',
        district: 'First Essex',
        start_date: '2025-01-01',
        end_date: null,
      },
    ])
    .execute();
  const [session] = await db
    .insertInto('legislative_sessions')
    .values(
      inState(t.fixtures.jurisdictionId)({
        name: '2021-2022',
        general_court: '192nd',
        start_date: '2021-01-06',
        end_date: '2023-01-03',
        is_current: 0,
      }),
    )
    .returning('id')
    .execute();
  const [bill] = await db
    .insertInto('bills')
    .values(
      billsInState(t.fixtures.jurisdictionId)({
        external_id: 'fixture:names:bill',
        session_id: session!.id,
        chamber: 'house',
        bill_type: 'H',
        bill_number: 1234,
        bill_type_number: 'H 1234',
        title: 'An Act relative to harbor pilots',
        primary_sponsor_id: senn,
        status: 'Referred to the committee on Transportation',
        progress: 'In committee',
        filed_date: '2021-01-15',
        last_action_date: '2021-03-01',
      }),
    )
    .returning('id')
    .execute();
  billId = bill!.id;
  await db.insertInto('bill_cosponsors').values({ bill_id: billId, legislator_id: senn }).execute();
  const [rollCall] = await db
    .insertInto('roll_calls')
    .values(
      rollCallsInState(t.fixtures.jurisdictionId)({
        external_id: 'fixture:names:vote',
        session_id: session!.id,
        bill_id: billId,
        chamber: 'house',
        roll_call_number: 7,
        vote_date: '2021-06-01',
        motion: 'Passage to be engrossed',
        result: 'Passed',
        yes_count: 1,
        no_count: 0,
        absent_count: 0,
        other_count: 0,
      }),
    )
    .returning('id')
    .execute();
  rollCallId = rollCall!.id;
  await db
    .insertInto('roll_call_positions')
    .values({ roll_call_id: rollCallId, legislator_id: senn, voter_name: 'Senn', position: 'yes' })
    .execute();
});
afterAll(() => t.close());

describe('names as of the day', () => {
  it("names a 2021 bill's sponsor and cosponsor by the office they held then", async () => {
    const bill = (await t.app.inject({ method: 'GET', url: `/api/bill/${billId}` })).json<BillDetail>();
    expect(bill.primary_sponsor?.sponsor_name).toBe('Rep. Dee Senn');
    expect(bill.cosponsors.map((c) => c.short_full_name)).toEqual(['Rep. Dee Senn']);
  });

  it('names a 2021 voter by the office held on the day of the vote', async () => {
    const vote = (await t.app.inject({ method: 'GET', url: `/api/votes/${rollCallId}` })).json<VoteDetail>();
    expect(vote.members.map((m) => m.name)).toEqual(['Rep. Dee Senn']);
  });

  it('names them by their office today on a bill filed now, and on their own page', async () => {
    const lists = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=senate' });
    expect(lists.json<{ short_full_name: string }[]>().map((l) => l.short_full_name)).toEqual([
      'Sen. Dee Senn',
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/legislator/${t.fixtures.idOf('Dee Senn')}`,
    });
    expect(detail.json().roles).toEqual([
      { title: 'Sen.', chamber: 'senate', district: 'First Essex', start_date: '2025-01-01', end_date: null },
      {
        title: 'Rep.',
        chamber: 'house',
        district: '9th Essex',
        start_date: '2019-01-02',
        end_date: '2025-01-01',
      },
    ]);
  });
});
