// Two states' people in one database (openstates-people/SOURCE.md: MA 198 = 40 upper + 158 lower,
// committees 57, executive 7; MO 192 = 34 + 158, committees 78, executive 4). Importing one state must
// leave every row of the other exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import type { ImportReport } from './import-report.js';
import { importOpenStatesPeople } from './openstates-people.js';
import {
  activeByChamber,
  hasData,
  maPeopleDir,
  moPeopleDir,
  openMigratedSqlite,
  PEOPLE_SNAPSHOT_DAY,
  sharedDataParse,
  warnIfNoData,
} from './test-support.js';

warnIfNoData('people-states');

const options = { today: PEOPLE_SNAPSHOT_DAY, parsed: sharedDataParse };

/** Every row a state's people import owns, in a stable order, as text to compare byte for byte. */
async function snapshotOf(db: Db, code: string): Promise<string> {
  const state = await db
    .selectFrom('jurisdictions')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const legislators = await db
    .selectFrom('legislators')
    .selectAll()
    .where('jurisdiction_id', '=', state.id)
    .orderBy('id')
    .execute();
  const ids = legislators.map((row) => row.id);
  const roles = await db
    .selectFrom('legislator_roles')
    .selectAll()
    .where('legislator_id', 'in', ids)
    .orderBy('id')
    .execute();
  const committees = await db
    .selectFrom('committees')
    .selectAll()
    .where('jurisdiction_id', '=', state.id)
    .orderBy('id')
    .execute();
  const memberships = await db
    .selectFrom('committee_memberships')
    .selectAll()
    .where(
      'committee_id',
      'in',
      committees.map((row) => row.id),
    )
    .orderBy('committee_id')
    .orderBy('legislator_id')
    .execute();
  return JSON.stringify({ legislators, roles, committees, memberships });
}

describe.skipIf(!hasData)('people of Massachusetts and Missouri side by side', () => {
  let db: Db;
  let maBefore: string;
  let moReport: ImportReport;

  beforeAll(async () => {
    db = await openMigratedSqlite();
    await importOpenStatesPeople(db, maPeopleDir, options);
    maBefore = await snapshotOf(db, 'ma');
    moReport = await importOpenStatesPeople(db, moPeopleDir, options);
  });
  afterAll(() => db?.destroy());

  it('importing Missouri leaves every Massachusetts row byte for byte as it was', async () => {
    expect(moReport.failure).toBeNull();
    expect(await snapshotOf(db, 'ma')).toBe(maBefore);
  });

  it("re-importing Massachusetts leaves Missouri's rows as they were", async () => {
    const moBefore = await snapshotOf(db, 'mo');
    const again = await importOpenStatesPeople(db, maPeopleDir, options);
    expect(again.entities.legislators).toMatchObject({ inserted: 0, updated: 0 });
    expect(await snapshotOf(db, 'mo')).toBe(moBefore);
    expect(await snapshotOf(db, 'ma')).toBe(maBefore);
  });

  it('counts each legislature as its SOURCE.md does, officials apart', async () => {
    // executive/: MA's seven are all in office on the snapshot day; of MO's four, the governor's and the
    // secretary of state's terms had ended (2025, 2021 in the data).
    expect(await activeByChamber(db, 'ma')).toEqual({ executive: 7, house: 158, senate: 40 });
    expect(await activeByChamber(db, 'mo')).toEqual({ executive: 2, house: 158, senate: 34 });
    expect(moReport.entities.committees?.inserted).toBe(78);
    expect(moReport.skipped).toContain(
      '18 people with no legislative or executive role in the state (mayors)',
    );
  });

  it("files each state's committees under it: Massachusetts' joint committees are its own", async () => {
    const joint = await db
      .selectFrom('committees')
      .innerJoin('jurisdictions', 'jurisdictions.id', 'committees.jurisdiction_id')
      .select(['jurisdictions.code', (eb) => eb.fn.countAll<number>().as('n')])
      .where('committees.chamber', '=', 'joint')
      .groupBy('jurisdictions.code')
      .orderBy('jurisdictions.code')
      .execute();
    expect(joint.map(({ code, n }) => [code, Number(n)])).toEqual([
      ['ma', 35],
      ['mo', 14],
    ]);
    const crossState = await db
      .selectFrom('committee_memberships as m')
      .innerJoin('committees as c', 'c.id', 'm.committee_id')
      .innerJoin('legislators as l', 'l.id', 'm.legislator_id')
      .select('c.name')
      .whereRef('c.jurisdiction_id', '<>', 'l.jurisdiction_id')
      .execute();
    expect(crossState).toEqual([]);
  });
});
