// The Open States importers against the real Massachusetts data; expected counts are those of the data
// sets' SOURCE.md files (openstates-people: 198 in ma/legislature; bulk CSV 194th: 17,546 bills, 190
// roll calls, 22,253 vote_people rows of which 21,361 carry an ocd-person voter_id).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { totalRejected, type ImportReport } from './import-report.js';
import { importOpenStatesBulkCsv } from './openstates-bulk-csv.js';
import { importOpenStatesPeople } from './openstates-people.js';
import {
  hasData,
  ma194thCsvDir,
  maPeopleDir,
  openMigratedSqlite,
  PEOPLE_SNAPSHOT_DAY,
  rowCount,
  sharedDataParse,
  warnIfNoData,
} from './test-support.js';

warnIfNoData('openstates-import');

async function tableCounts(db: Db) {
  const tables = [
    'legislators',
    'committees',
    'committee_memberships',
    'legislative_sessions',
    'bills',
    'bill_summaries',
    'roll_calls',
    'roll_call_positions',
  ] as const;
  return Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await rowCount(db, table)])),
  );
}

describe.skipIf(!hasData)('Open States import of Massachusetts', () => {
  let db: Db;
  let peopleReport: ImportReport;
  let csvReport: ImportReport;

  beforeAll(async () => {
    db = await openMigratedSqlite();
    peopleReport = await importOpenStatesPeople(db, maPeopleDir, {
      today: PEOPLE_SNAPSHOT_DAY,
      parsed: sharedDataParse,
    });
    csvReport = await importOpenStatesBulkCsv(db, ma194thCsvDir, { parsed: sharedDataParse });
  });
  afterAll(() => db?.destroy());

  it('imports the sitting legislature as 40 senators and 158 representatives', async () => {
    expect(peopleReport.failure).toBeNull();
    const active = await db
      .selectFrom('legislators')
      .select(['chamber', (eb) => eb.fn.countAll<number>().as('n')])
      .where('active', '=', 1)
      .where('chamber', '<>', 'executive')
      .groupBy('chamber')
      .orderBy('chamber')
      .execute();
    expect(active.map(({ chamber, n }) => [chamber, Number(n)])).toEqual([
      ['house', 158],
      ['senate', 40],
    ]);
  });

  it('keeps retired legislators as inactive and the statewide officials of executive/', async () => {
    const inactive = await db.selectFrom('legislators').select('id').where('active', '=', 0).execute();
    expect(inactive.length).toBeGreaterThan(0);
    const officials = await db
      .selectFrom('legislators')
      .select('short_full_name')
      .where('chamber', '=', 'executive')
      .where('active', '=', 1)
      .orderBy('short_full_name')
      .execute();
    // Seven files in executive/ (Kim Driscoll twice, under two ids, as Open States has her).
    expect(officials.map((row) => row.short_full_name)).toEqual([
      'Attorney General Andrea Joy Campbell',
      'Auditor Diana DiZoglio',
      'Gov. Maura Healey',
      'Lt. Gov. Kim Driscoll',
      'Lt. Gov. Kimberly Driscoll',
      'Secretary of the Commonwealth William Galvin',
      'Treasurer Deborah B. Goldberg',
    ]);
    expect(peopleReport.skipped).toContain(
      '24 people with no legislative or executive role in the state (mayors)',
    );
  });

  it("keeps every role of a person's history with its title", async () => {
    const roles = await db
      .selectFrom('legislator_roles')
      .innerJoin('legislators', 'legislators.id', 'legislator_roles.legislator_id')
      .select([
        'role_type',
        'legislator_roles.chamber',
        'title',
        'legislator_roles.district',
        'start_date',
        'end_date',
      ])
      .where('legislators.full_name', '=', 'Diana DiZoglio')
      .orderBy('start_date')
      .execute();
    expect(roles).toEqual([
      {
        role_type: 'auditor',
        chamber: 'executive',
        title: 'Auditor',
        district: null,
        start_date: null,
        end_date: '2027-01-06',
      },
      {
        role_type: 'lower',
        chamber: 'house',
        title: 'Rep.',
        district: '14th Essex',
        start_date: '2013-01-01',
        end_date: '2018-12-31',
      },
      {
        role_type: 'upper',
        chamber: 'senate',
        title: 'Sen.',
        district: 'First Essex',
        start_date: '2019-01-01',
        end_date: '2023-01-04',
      },
    ]);
  });

  it('fills a legislator from the capitol office and the first link', async () => {
    const saunders = await db
      .selectFrom('legislators')
      .selectAll()
      .where('external_id', '=', 'ocd-person/c3d23eba-caa6-4d2a-bbd2-5b8b2ca184ae')
      .executeTakeFirstOrThrow();
    expect(saunders).toMatchObject({
      short_full_name: 'Rep. Aaron Saunders',
      chamber: 'house',
      party: 'Democratic',
      district: '7th Hampden',
      phone: '617-722-2320',
      address: 'Room 34, State House 24 Beacon St., Boston, MA 02133',
      profile_url: 'https://malegislature.gov/Legislators/Profile/ALS1',
    });
  });

  it('names committees as the legislature publishes them', async () => {
    const names = (await db.selectFrom('committees').select('name').execute()).map((row) => row.name);
    expect(names).toHaveLength(57);
    expect(names).toContain('Joint Committee on Agriculture and Fisheries');
    expect(names).toContain('House Committee on Rules');
    expect(names).toContain('Senate Committee on Ways and Means');
    expect(await rowCount(db, 'committee_memberships')).toBe(871);
  });

  it('imports the 17,546 bills of session 2025-2026 with their abstracts', async () => {
    expect(csvReport.failure).toBeNull();
    const bills = await db
      .selectFrom('bills')
      .innerJoin('legislative_sessions', 'legislative_sessions.id', 'bills.session_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('legislative_sessions.name', '=', '2025-2026')
      .where('legislative_sessions.general_court', '=', '194th')
      .executeTakeFirstOrThrow();
    expect(Number(bills.n)).toBe(17_546);
    const hd = await db
      .selectFrom('bills')
      .selectAll()
      .where('bill_type_number', '=', 'HD 2770')
      .executeTakeFirstOrThrow();
    // The export has no history or sponsors for the 194th: unknown, never 'Filed' and 'None listed'.
    expect(hd).toMatchObject({
      bill_type: 'HD',
      bill_number: 2770,
      chamber: 'house',
      status: null,
      progress: null,
      actions_known: 0,
      sponsors_known: 0,
    });
    expect(await rowCount(db, 'bill_summaries')).toBe(11_311);
  });

  it('imports 190 roll calls (140 House, 50 Senate) and 22,253 individual votes', async () => {
    expect(await rowCount(db, 'roll_calls')).toBe(190);
    const senate = await db.selectFrom('roll_calls').select('id').where('chamber', '=', 'senate').execute();
    expect(senate).toHaveLength(50);
    expect(await rowCount(db, 'roll_call_positions')).toBe(22_253);
    const unlinked = await db.selectFrom('roll_calls').select('id').where('bill_id', 'is', null).execute();
    expect(unlinked).toHaveLength(0);
  });

  it('resolves every voter with an ocd-person id (21,361) and most of the 892 recorded by name', async () => {
    const resolved = await db
      .selectFrom('roll_call_positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('legislator_id', 'is not', null)
      .executeTakeFirstOrThrow();
    // 744 of the 892 by name: each among the members sitting in the House on the vote's day.
    expect(Number(resolved.n)).toBe(21_361 + 744);
    expect(csvReport.tallies).toMatchObject({
      'voters matched by name': 744,
      // 'Moran,' ×4, 'Ramos,' ×2, 'Rogers,' ×2: a surname three or two sitting members share.
      'voter name matches several members': 8,
      // 'Howard' ×140: Vanna Howard sat in the House until 2026, but Open States lists only her Senate seat.
      'voter name matches no member': 140,
    });
    expect(totalRejected(csvReport)).toBe(0);
  });

  it('gives the Speaker (Ron Mariano) the 140 House votes recorded as Mr. Speaker', async () => {
    const speaker = await db
      .selectFrom('roll_call_positions')
      .innerJoin('legislators', 'legislators.id', 'roll_call_positions.legislator_id')
      .select(['legislators.full_name', 'roll_call_positions.voter_name'])
      .where('legislators.leadership', '=', 'Speaker of the House')
      .execute();
    expect(speaker).toHaveLength(140);
    expect(new Set(speaker.map((row) => `${row.full_name} as ${row.voter_name}`))).toEqual(
      new Set(['Ron Mariano as Mr. Speaker']),
    );
  });

  it('tells members sharing a surname apart by the initial the journal gives', async () => {
    const morans = await db
      .selectFrom('roll_call_positions')
      .innerJoin('legislators', 'legislators.id', 'roll_call_positions.legislator_id')
      .select(['roll_call_positions.voter_name', 'legislators.full_name'])
      .distinct()
      .where('roll_call_positions.voter_name', 'in', ['Moran J.', 'Moran M.', 'Moran F.', 'Rogers, D. *'])
      .orderBy('roll_call_positions.voter_name')
      .execute();
    expect(morans).toEqual([
      { voter_name: 'Moran F.', full_name: 'Frank Moran' },
      { voter_name: 'Moran J.', full_name: 'John Moran' },
      { voter_name: 'Moran M.', full_name: 'Mike Moran' },
      { voter_name: 'Rogers, D. *', full_name: 'Dave Rogers' },
    ]);
  });

  it('links each roll call to its journal and every bill to its malegislature.gov page', async () => {
    const senate = await db
      .selectFrom('roll_calls')
      .select(['source_url', 'yes_count', 'counts_source'])
      .where('chamber', '=', 'senate')
      .execute();
    expect(senate).toHaveLength(50);
    for (const rollCall of senate) {
      expect(rollCall.source_url).toMatch(/^https:\/\/malegislature\.gov\/Journal\/Senate\/194\/.+\.pdf$/);
      // Neither counts nor voters in the export: the tally is unknown, not zero.
      expect(rollCall).toMatchObject({ yes_count: null, counts_source: null });
    }
    const house = await db
      .selectFrom('roll_calls')
      .select('source_url')
      .where('chamber', '=', 'house')
      .execute();
    expect(
      house.every((row) =>
        /^https:\/\/malegislature\.gov\/Journal\/House\/194\/20\d\d\/RollCalls$/.test(row.source_url ?? ''),
      ),
    ).toBe(true);
    const withoutPage = await db.selectFrom('bills').select('id').where('source_url', 'is', null).execute();
    expect(withoutPage).toHaveLength(0);
    const hd = await db
      .selectFrom('bills')
      .select('source_url')
      .where('bill_type_number', '=', 'HD 2770')
      .executeTakeFirstOrThrow();
    expect(hd.source_url).toBe('https://malegislature.gov/Bills/194/HD2770');
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await tableCounts(db);
    const ids = await db
      .selectFrom('bills')
      .select(sql<number>`sum(id)`.as('s'))
      .executeTakeFirstOrThrow();
    const people = await importOpenStatesPeople(db, maPeopleDir, {
      today: PEOPLE_SNAPSHOT_DAY,
      parsed: sharedDataParse,
    });
    const csv = await importOpenStatesBulkCsv(db, ma194thCsvDir, { parsed: sharedDataParse });
    expect(await tableCounts(db)).toEqual(before);
    expect(
      await db
        .selectFrom('bills')
        .select(sql<number>`sum(id)`.as('s'))
        .executeTakeFirstOrThrow(),
    ).toEqual(ids);
    for (const report of [people, csv]) {
      for (const counts of Object.values(report.entities)) {
        expect(counts).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
      }
    }
    expect(csv.entities.bills?.unchanged).toBe(17_546);
  });
});
