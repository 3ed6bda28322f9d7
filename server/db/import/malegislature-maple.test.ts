// malegislature.gov bill JSON (50 bills of the 192nd General Court) and MAPLE's action history for the
// same session: every JSON bill gets its actions (SOURCE.md: "All 50 bills have action histories").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import type { ImportReport } from './import-report.js';
import { importMalegislatureBills } from './malegislature-json.js';
import { importMapleHistory } from './maple-history.js';
import { importOpenStatesPeople } from './openstates-people.js';
import {
  hasData,
  malegislatureDir,
  mapleHistoryCsv,
  maPeopleDir,
  openMigratedSqlite,
  rowCount,
  sharedDataParse,
  warnIfNoData,
} from './test-support.js';

warnIfNoData('malegislature-maple');

describe.skipIf(!hasData)('malegislature.gov bills with MAPLE action histories', () => {
  let db: Db;
  let billsReport: ImportReport;
  let historyReport: ImportReport;

  beforeAll(async () => {
    db = await openMigratedSqlite();
    await importOpenStatesPeople(db, maPeopleDir, { parsed: sharedDataParse });
    billsReport = await importMalegislatureBills(db, malegislatureDir);
    historyReport = await importMapleHistory(db, mapleHistoryCsv, { parsed: sharedDataParse });
  });
  afterAll(() => db?.destroy());

  it('adds the 50 bills to session 2021-2022 with their sponsors', async () => {
    expect(billsReport.failure).toBeNull();
    expect(billsReport.entities.bills?.inserted).toBe(50);
    expect(billsReport.skipped).toContain(
      'ma_joint_committee_on_the_judiciary.json: not a bill document (no BillNumber)',
    );
    const h119 = await db
      .selectFrom('bills')
      .innerJoin('legislative_sessions', 'legislative_sessions.id', 'bills.session_id')
      .innerJoin('legislators', 'legislators.id', 'bills.primary_sponsor_id')
      .select(['legislative_sessions.name as session', 'bills.sponsor_name', 'legislators.full_name'])
      .where('bills.bill_type_number', '=', 'H 119')
      .executeTakeFirstOrThrow();
    expect(h119).toEqual({
      session: '2021-2022',
      sponsor_name: 'Sean Garballey',
      full_name: 'Sean Garballey',
    });
    const unresolved = await db
      .selectFrom('bills')
      .select('id')
      .where('primary_sponsor_id', 'is', null)
      .execute();
    expect(unresolved).toHaveLength(0);
    expect(await rowCount(db, 'bill_cosponsors')).toBeGreaterThan(1_400);
    expect(await rowCount(db, 'amendments')).toBe(48);
  });

  it('attaches actions to every one of the 50 bills and sets status and last action date', async () => {
    expect(historyReport.failure).toBeNull();
    const bills = await db
      .selectFrom('bills')
      .leftJoin('bill_actions', 'bill_actions.bill_id', 'bills.id')
      .select([
        'bills.bill_type_number',
        'bills.status',
        'bills.last_action_date',
        (eb) => eb.fn.count<number>('bill_actions.id').as('actions'),
      ])
      .groupBy(['bills.id', 'bills.bill_type_number', 'bills.status', 'bills.last_action_date'])
      .execute();
    expect(bills).toHaveLength(50);
    for (const bill of bills) {
      expect(Number(bill.actions), bill.bill_type_number).toBeGreaterThan(0);
      expect(bill.last_action_date).toMatch(/^202[12]-\d\d-\d\d$/);
    }
    const h119 = await db
      .selectFrom('bill_actions')
      .innerJoin('bills', 'bills.id', 'bill_actions.bill_id')
      .select(['sequence', 'action_date', 'branch', 'action_text', 'bills.status'])
      .where('bills.bill_type_number', '=', 'H 119')
      .orderBy('sequence')
      .execute();
    expect(h119.map((a) => a.action_date)).toEqual(['2021-03-29', '2021-03-29', '2021-10-18', '2022-03-03']);
    expect(h119[0]).toMatchObject({
      sequence: 1,
      branch: 'House',
      action_text: expect.stringMatching(/^Referred to the committee/),
    });
    expect(h119[0]?.status).toBe('Accompanied a new draft, see H4512');
  });

  it('counts the history of bills not in the database as rejected, per reason', () => {
    // 8,180 bills in the history, 50 imported.
    expect(historyReport.rejectedByReason).toEqual({ 'bill not in database': 8_130 });
    expect(historyReport.rejectedExamples).toHaveLength(10);
    expect(historyReport.rejectedExamples[0]).toBe('bill H1 not in database');
  });

  it('replaces rather than duplicates actions on a second run', async () => {
    const actions = await rowCount(db, 'bill_actions');
    const again = await importMapleHistory(db, mapleHistoryCsv, { parsed: sharedDataParse });
    const bills = await importMalegislatureBills(db, malegislatureDir);
    expect(await rowCount(db, 'bill_actions')).toBe(actions);
    expect(again.entities.bill_actions).toMatchObject({ inserted: 0, deleted: 0, unchanged: actions });
    expect(bills.entities.bills).toMatchObject({ inserted: 0, updated: 0, unchanged: 50 });
  });
});
