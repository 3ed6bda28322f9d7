import type { Db } from '../db/database.js';
import type { insertFixtures } from './fixtures.js';
import { billsInState, inState } from './in-state.js';

type BaseFixtures = Awaited<ReturnType<typeof insertFixtures>>;

/**
 * What the search pages need on top of `insertFixtures`: a past session; H 100's title filed again (H 95
 * in 2023-2024, and a Senate twin S 40 with different capitals) for the P.P.T. tab; hostile markup in
 * database text for the HTML fragments; categories, an amendment (to H 95), news from 2024 and 2021, a
 * press release and a transcript, so every search tab has a hit for 'libraries'.
 */
export async function insertSearchFixtures(db: Db, base: BaseFixtures) {
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
  const [refiled, twin] = await db
    .insertInto('bills')
    .values(
      billsInState(base.jurisdictionId)([
        {
          external_id: 'fixture:search:1',
          session_id: past!.id,
          chamber: 'house',
          bill_type: 'H',
          bill_number: 95,
          bill_type_number: 'H 95',
          title: 'An Act relative to school libraries',
          short_title: 'School libraries',
          primary_sponsor_id: base.idOf('Eve Former'),
          status: 'Accompanied a study order',
          progress: 'Dead',
          filed_date: '2023-01-15',
          last_action_date: '2024-03-01',
        },
        {
          external_id: 'fixture:search:2',
          session_id: current!.id,
          chamber: 'senate',
          bill_type: 'S',
          bill_number: 40,
          bill_type_number: 'S 40',
          title: ' An Act relative to School Libraries',
          primary_sponsor_id: base.idOf('Dee Senn'),
          status: 'Filed',
          progress: 'Filed',
          filed_date: '2025-01-20',
          last_action_date: '2025-01-20',
        },
      ]),
    )
    .returning('id')
    .execute();
  const h100 = base.billId('H 100');
  await db
    .insertInto('bill_actions')
    .values({
      bill_id: h100,
      sequence: 3,
      action_date: '2025-06-02',
      branch: 'House',
      action_text: 'Amended <img src=x onerror=alert(1)> & "quoted"',
    })
    .execute();
  await db
    .insertInto('bill_citations')
    .values({ bill_id: h100, citation: 'M.G.L. c. 6 § 1 <script>' })
    .execute();
  const categories = await db
    .insertInto('categories')
    .values([{ name: 'Education' }, { name: 'Libraries & <Archives>' }])
    .returning(['id', 'name'])
    .execute();
  await db
    .insertInto('bill_categories')
    .values([
      ...categories.map((c) => ({ bill_id: h100, category_id: c.id })),
      { bill_id: twin!.id, category_id: categories[0]!.id },
    ])
    .execute();
  await db
    .insertInto('amendments')
    .values({
      external_id: 'fixture:search:amendment:1',
      bill_id: refiled!.id,
      amendment_number: '1',
      title: 'Library hours amendment',
      amendment_text: 'Requires school libraries to open on Saturdays.',
      sponsor_id: base.idOf('Cal Adams'),
      status: 'Adopted',
      filed_date: '2023-05-01',
      pdf_file_name: 'H100-1.pdf',
    })
    .execute();
  const [source] = await db
    .insertInto('news_sources')
    .values({ name: 'Boston Globe', url: 'https://example.org' })
    .returning('id')
    .execute();
  await db
    .insertInto('news_items')
    .values(
      inState(base.jurisdictionId)([
        {
          external_id: 'fixture:search:news:1',
          source_id: source!.id,
          chamber: 'house',
          headline: 'Libraries get new funding',
          intro: 'School libraries win a budget line.',
          full_text: 'School libraries win a budget line in the House budget.',
          external_url: 'https://example.org/news/libraries',
          display_date: '2024-05-01',
        },
        {
          external_id: 'fixture:search:news:2',
          source_id: source!.id,
          chamber: 'senate',
          headline: 'Senate looks at libraries',
          external_url: 'https://example.org/news/senate-libraries',
          display_date: '2021-03-01',
        },
      ]),
    )
    .execute();
  const [press] = await db
    .insertInto('press_releases')
    .values(
      inState(base.jurisdictionId)({
        external_id: 'fixture:search:press:1',
        session_id: past!.id,
        legislator_id: base.idOf('Ada Baker'),
        title: 'Baker files school libraries bill',
        author: 'Office of Rep. Ada Baker',
        content: 'Representative Baker filed a bill to fund school libraries.',
        display_date: '2023-06-01',
      }),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('transcripts')
    .values(
      inState(base.jurisdictionId)({
        event_title: 'Education committee hearing',
        event_type: 'Hearing',
        event_organization: 'Joint Committee on Education',
        event_location: 'Room A-1',
        event_date: '2024-03-01',
        transcript: 'Testimony on school libraries and their budgets.',
        transcript_url: 'https://example.org/transcripts/1',
      }),
    )
    .execute();
  return { refiledId: refiled!.id, twinId: twin!.id, pressId: press!.id };
}
