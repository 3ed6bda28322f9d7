import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { NewBill } from '../db/types.js';
import type { insertFixtures } from './fixtures.js';
import { createTestApp } from './test-app.js';
import { billsInState, inState, rollCallsInState } from './in-state.js';

type BaseFixtures = Awaited<ReturnType<typeof insertFixtures>>;

/** Tests name the signed-in user with this header; see `actAsHeaderUser`. */
export const TEST_USER_HEADER = 'x-test-user-id';

/**
 * Rows the bill pages need on top of `insertFixtures`: a past session with a law, a second law and a
 * docket, histories for the journal, text, amendments, a roll call, categories, a summary with hostile
 * markup, and two users. The journal's busy day is 2025-09-30.
 */
export async function insertBillsFixtures(db: Db, base: BaseFixtures) {
  const [current] = await db.selectFrom('legislative_sessions').select('id').execute();
  const [past] = await db
    .insertInto('legislative_sessions')
    .values(
      inState(base.jurisdictionId)({
        name: '2023-2024',
        general_court: '193rd',
        start_date: '2023-01-04',
        end_date: '2024-12-31',
        is_current: 0,
      }),
    )
    .returning('id')
    .execute();
  type TestBill = Omit<NewBill, 'jurisdiction_id' | 'actions_known' | 'sponsors_known'>;
  type BillValues = Omit<TestBill, 'external_id' | 'session_id' | 'status' | 'progress'> &
    Partial<Pick<TestBill, 'session_id' | 'status' | 'progress'>>;
  const bill = (n: number, values: BillValues): TestBill => ({
    external_id: `fixture:bills:${n}`,
    session_id: current!.id,
    status: 'Filed',
    progress: 'Filed',
    ...values,
  });
  const added = await db
    .insertInto('bills')
    .values(
      billsInState(base.jurisdictionId)([
        bill(1, {
          chamber: 'house',
          bill_type: 'H',
          bill_number: 250,
          bill_type_number: 'H 250',
          title: 'An Act relative to ferry fares',
          short_title: 'Ferry fares',
          primary_sponsor_id: base.idOf('Cal Adams'),
          status: 'Signed by the Governor',
          progress: 'Signed',
          session_law: 'Chapter 3 of the Acts of 2026',
          filed_date: '2025-02-01',
          last_action_date: '2026-02-10',
        }),
        bill(2, {
          chamber: 'senate',
          bill_type: 'SD',
          bill_number: 2501,
          bill_type_number: 'SD 2501',
          title: 'An Act concerning harbor dredging',
          short_title: null,
          primary_sponsor_id: base.idOf('Dee Senn'),
          filed_date: '2025-09-30',
          last_action_date: '2025-09-30',
        }),
        bill(3, {
          session_id: past!.id,
          chamber: 'house',
          bill_type: 'H',
          bill_number: 9,
          bill_type_number: 'H 9',
          title: 'An Act relative to lighthouses',
          short_title: 'Lighthouses',
          status: 'Signed by the Governor',
          progress: 'Signed',
          session_law: 'Chapter 5 of the Acts of 2024',
          filed_date: '2023-01-20',
          last_action_date: '2024-05-02',
        }),
      ]),
    )
    .returning(['id', 'bill_type_number'])
    .execute();
  const billId = (n: string) => added.find((b) => b.bill_type_number === n)?.id ?? base.billId(n);

  await db
    .insertInto('bill_actions')
    .values([
      {
        bill_id: billId('S 7'),
        sequence: 1,
        action_date: '2025-01-12',
        branch: 'Senate',
        action_text: 'Filed',
      },
      {
        bill_id: billId('S 7'),
        sequence: 2,
        action_date: '2025-09-30',
        branch: 'Executive',
        abbreviation: 'SIG',
        action_text: 'Signed by the Governor, Chapter 12 of the Acts of 2025',
      },
      {
        bill_id: billId('H 100'),
        sequence: 3,
        action_date: '2025-09-30',
        branch: 'House',
        action_text: 'Read second',
      },
      {
        bill_id: billId('H 100'),
        sequence: 4,
        action_date: '2025-09-30',
        branch: 'House',
        action_text: 'Ordered to a third reading',
      },
      {
        bill_id: billId('SD 2501'),
        sequence: 1,
        action_date: '2025-09-30',
        branch: 'Senate',
        action_text: 'Filed as a docket',
      },
      {
        bill_id: billId('H 250'),
        sequence: 1,
        action_date: '2026-02-10',
        branch: 'Executive',
        abbreviation: 'SIG',
        action_text: 'Signed by the Governor, Chapter 3 of the Acts of 2026',
      },
    ])
    .execute();
  await db
    .insertInto('bill_summaries')
    .values({
      bill_id: billId('S 7'),
      description: '<p onclick="steal()">Creates a <b>ferry</b> authority.</p><script>alert(1)</script>',
      source: null,
    })
    .execute();
  const categories = await db
    .insertInto('categories')
    .values([{ name: 'Transportation' }, { name: 'Education' }])
    .returning(['id', 'name'])
    .execute();
  await db
    .insertInto('bill_categories')
    .values(categories.map((c) => ({ bill_id: billId('H 100'), category_id: c.id })))
    .execute();

  const [text] = await db
    .insertInto('bill_texts')
    .values({ bill_id: billId('H 100'), version: 'As filed', created_date: '2025-01-10' })
    .returning('id')
    .execute();
  const sections = await db
    .insertInto('bill_text_sections')
    .values([
      {
        bill_text_id: text!.id,
        position: 1,
        heading: 'SECTION 1.',
        body: 'Every school shall have a library.',
      },
      {
        bill_text_id: text!.id,
        position: 2,
        heading: 'SECTION 2.',
        body: `${'The library shall be staffed. '.repeat(30)}End.`,
      },
      {
        bill_text_id: text!.id,
        position: 3,
        heading: 'SECTION 3.',
        body: 'This act shall take effect upon its passage.',
      },
    ])
    .returning(['id', 'position'])
    .execute();
  await db
    .insertInto('amendments')
    .values([
      {
        external_id: 'fixture:amendment:10',
        bill_id: billId('H 100'),
        amendment_number: '10',
        title: 'Effective date',
        amendment_text: 'By striking out "upon its passage".',
        sponsor_id: base.idOf('Ada Baker'),
        status: 'Adopted',
        filed_date: '2025-09-29',
      },
      {
        external_id: 'fixture:amendment:2',
        bill_id: billId('H 100'),
        amendment_number: '2',
        title: 'Local control',
        amendment_text: null,
        sponsor_id: null,
        status: 'Rejected',
        filed_date: '2025-09-28',
      },
    ])
    .execute();
  const [rollCall] = await db
    .insertInto('roll_calls')
    .values(
      rollCallsInState(base.jurisdictionId)({
        external_id: 'fixture:rc:1',
        session_id: current!.id,
        bill_id: billId('H 100'),
        chamber: 'house',
        roll_call_number: 42,
        vote_date: '2025-09-30',
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
  const users = await db
    .insertInto('users')
    .values([
      { email: 'reader@example.org', display_name: 'Reader', password_hash: 'x' },
      { email: 'other@example.org', display_name: 'Other', password_hash: 'x' },
    ])
    .returning(['id', 'email'])
    .execute();

  return {
    billId,
    sectionIds: sections.sort((a, b) => a.position - b.position).map((s) => s.id),
    rollCallId: rollCall!.id,
    userId: (email: string) => users.find((u) => u.email === email)!.id,
  };
}

/**
 * Sessions and sign-in live behind the auth contract (server/plugins/auth.ts); these tests play a
 * signed-in user by id from a header. The hook runs where the auth plugin resolves the reader (onRequest),
 * after it, so everything later (a shared answer for signed-out readers included) sees this user.
 */
export function actAsHeaderUser(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const id = Number(request.headers[TEST_USER_HEADER]);
    if (Number.isInteger(id) && id > 0)
      request.user = { id, email: `user${id}@example.org`, display_name: 'Test', jurisdictionId: null };
  });
}

/** The test app with the bill-page fixtures and header sign-in (see `actAsHeaderUser`). */
export async function createBillsTestApp() {
  const t = await createTestApp();
  const bills = await insertBillsFixtures(t.database.db, t.fixtures);
  actAsHeaderUser(t.app);
  return { t, bills };
}
