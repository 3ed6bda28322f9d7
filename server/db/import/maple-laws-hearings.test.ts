// What the 192nd General Court's histories (MAPLE, 45,472 actions of 8,180 bills) say about each bill,
// checked against figures computed here from the file itself, independently of the importer's code:
// which bills became law (a 'Chapter N of the Acts of YYYY' action), and which hearings were held.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import type { ImportReport } from './import-report.js';
import { importMalegislatureBills } from './malegislature-json.js';
import { importMapleHistory } from './maple-history.js';
import { importOpenStatesBulkCsv } from './openstates-bulk-csv.js';
import { importOpenStatesPeople } from './openstates-people.js';
import {
  hasData,
  ma192ndCsvDir,
  malegislatureDir,
  mapleHistoryCsv,
  maPeopleDir,
  openMigratedSqlite,
  PEOPLE_SNAPSHOT_DAY,
  sharedDataParse,
  warnIfNoData,
} from './test-support.js';

warnIfNoData('maple-laws-hearings');

interface MapleRow {
  id: string;
  action: string;
  branch: string;
  date: string;
}

/** 'h4002' → 'H 4002', the number as stored. */
const billNumber = (id: string) => id.toUpperCase().replace(/^([A-Z]+)(\d+)$/, '$1 $2');

function historiesOf(rows: MapleRow[]): Map<string, MapleRow[]> {
  const byBill = new Map<string, MapleRow[]>();
  for (const row of rows) byBill.set(billNumber(row.id), [...(byBill.get(billNumber(row.id)) ?? []), row]);
  return byBill;
}

/** The hearings each bill is left on, walked in the file's order: scheduled, moved, cancelled. */
function expectedHearings(histories: Map<string, MapleRow[]>, billsInDatabase: Set<string>) {
  const billsByHearing = new Map<string, Set<string>>();
  for (const [bill, actions] of histories) {
    if (!billsInDatabase.has(bill)) continue;
    let committee = '';
    const keys: string[] = [];
    for (const { action } of actions) {
      const referral = /.*refer+e?r?e?d to the committee on (.+)$/i.exec(action);
      if (referral?.[1]) committee = referral[1].replace(/ with the amendments? pending$/i, '').toLowerCase();
      const hearing =
        /^(Location Changed - )?Hearing (scheduled for|rescheduled to) (\S+) from (\S+ [AP]M)-\S+ [AP]M in (.+)$/.exec(
          action,
        ) ?? /^()Hearing (scheduled) from (\S+) @ (\S+ [AP]M) until .* in (.+)$/.exec(action);
      if (/^Hearing canceled/.test(action)) keys.pop();
      if (!hearing) continue;
      if (hearing[1] || hearing[2] === 'rescheduled to') keys.pop();
      const key = [hearing[3], hearing[4], hearing[5], committee.replace(/^the /, '')].join('|');
      if (keys.includes(key)) keys.splice(keys.indexOf(key), 1);
      keys.push(key);
    }
    for (const key of keys) billsByHearing.set(key, (billsByHearing.get(key) ?? new Set()).add(bill));
  }
  return billsByHearing;
}

describe.skipIf(!hasData)('laws and hearings of the 192nd General Court from MAPLE', () => {
  let db: Db;
  let report: ImportReport;
  let histories: Map<string, MapleRow[]>;
  let billsInDatabase: Set<string>;

  beforeAll(async () => {
    db = await openMigratedSqlite();
    await importOpenStatesPeople(db, maPeopleDir, { today: PEOPLE_SNAPSHOT_DAY, parsed: sharedDataParse });
    await importOpenStatesBulkCsv(db, ma192ndCsvDir, { parsed: sharedDataParse });
    await importMalegislatureBills(db, malegislatureDir);
    report = await importMapleHistory(db, mapleHistoryCsv, { parsed: sharedDataParse });
    histories = historiesOf(parse(readFileSync(mapleHistoryCsv), { columns: true }) as MapleRow[]);
    const bills = await db.selectFrom('bills').select('bill_type_number').execute();
    billsInDatabase = new Set(bills.map((bill) => bill.bill_type_number));
  });
  afterAll(() => db?.destroy());

  it('finds every chaptered bill of the file a law, with its chapter', async () => {
    expect(report.failure).toBeNull();
    const chaptered = [...histories]
      .filter(([, actions]) => actions.some(({ action }) => /Chapter \d+ of the Acts of \d{4}/.test(action)))
      .map(([bill]) => bill);
    const laws = await db
      .selectFrom('bills')
      .select(['bill_type_number', 'session_law', 'progress'])
      .where('session_law', 'is not', null)
      .execute();
    expect(laws).toHaveLength(chaptered.length);
    expect(new Set(laws.map((law) => law.bill_type_number))).toEqual(new Set(chaptered));
    // A bill enacted into law is Signed, never left at 'Passed both' (or 'Vetoed', when passed over a veto).
    expect(laws.filter((law) => law.progress !== 'Signed')).toEqual([]);
    expect(report.tallies['bills that became law']).toBe(chaptered.length);
  });

  it('reads the FY22 budget, signed in part, as Chapter 24 of the Acts of 2021', async () => {
    const h4002 = await db
      .selectFrom('bills')
      .select(['progress', 'session_law', 'last_action_date', 'source_url'])
      .where('bill_type_number', '=', 'H 4002')
      .executeTakeFirstOrThrow();
    expect(h4002).toEqual({
      progress: 'Signed',
      session_law: 'Chapter 24 of the Acts of 2021',
      last_action_date: '2021-07-29',
      source_url: 'https://malegislature.gov/Bills/192/H4002',
    });
  });

  it('counts the bills it reclassified, and the last action day of each history', async () => {
    // The CSV gives no history: every bill with one goes from unknown (null) to a stage.
    const withHistory = [...histories.keys()].filter((bill) => billsInDatabase.has(bill));
    expect(report.tallies['bills reclassified (progress changed)']).toBe(withHistory.length);
    const h119 = await db
      .selectFrom('bills')
      .select(['last_action_date', 'filed_date'])
      .where('bill_type_number', '=', 'H 119')
      .executeTakeFirstOrThrow();
    // malegislature.gov's history opens with the referral, not the filing: the filing day stays unknown.
    expect(h119).toEqual({ last_action_date: '2022-03-03', filed_date: null });
  });

  it('holds one meeting per committee, day, time and place, with every bill heard there', async () => {
    const expected = expectedHearings(histories, billsInDatabase);
    const meetings = await db
      .selectFrom('meetings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('meeting_type', '=', 'hearing')
      .executeTakeFirstOrThrow();
    expect(Number(meetings.n)).toBe(expected.size);
    const billsHeard = new Set([...expected.values()].flatMap((bills) => [...bills]));
    const links = await db.selectFrom('meeting_bills').select('bill_id').distinct().execute();
    expect(links).toHaveLength(billsHeard.size);
    expect(report.tallies).toMatchObject({ hearings: expected.size, 'bills heard': billsHeard.size });
  });

  async function billsHeardAt(date: string, time: string, location: string) {
    const rows = await db
      .selectFrom('meetings as m')
      .innerJoin('meeting_bills as mb', 'mb.meeting_id', 'm.id')
      .innerJoin('bills as b', 'b.id', 'mb.bill_id')
      .select(['m.title', 'm.chamber', 'm.committee_id', 'b.bill_type_number'])
      .where('m.meeting_date', '=', date)
      .where('m.meeting_time', '=', time)
      .where('m.location', '=', location)
      .orderBy('b.bill_type_number')
      .execute();
    return {
      meetings: [...new Set(rows.map((row) => `${row.title} (${row.chamber})`))],
      committeeKnown: rows.every((row) => row.committee_id !== null),
      bills: rows.map((row) => row.bill_type_number),
    };
  }

  it('lists a known hearing with its committee and bills', async () => {
    expect(await billsHeardAt('2022-06-07', '01:00 PM', 'A-2')).toEqual({
      meetings: ['Joint Committee on Revenue hearing (joint)'],
      committeeKnown: true,
      bills: ['H 4634', 'H 4637', 'H 4755', 'H 4768'],
    });
    expect(await billsHeardAt('2021-03-04', '04:00 PM', 'Written Testimony Only')).toEqual({
      meetings: ['Senate Committee on Ways and Means hearing (senate)'],
      committeeKnown: true,
      bills: ['H 73', 'S 27', 'S 28'],
    });
    // H 3639's A-2 hearing of 7 September 2021 was cancelled and held as a virtual hearing.
    const a2 = await billsHeardAt('2021-09-07', '11:00 AM', 'A-2');
    expect(a2.bills).toEqual([]);
    expect((await billsHeardAt('2021-09-07', '11:00 AM', 'Virtual Hearing')).bills).toContain('H 3639');
  });

  it('keeps a hearing of a committee that is not ours by the name the history gives', async () => {
    const elder = await db
      .selectFrom('meetings')
      .select(['title', 'chamber', 'committee_id'])
      .where('title', '=', 'Joint Committee on Elder Affairs hearing')
      .execute();
    expect(elder.length).toBeGreaterThan(0);
    expect(elder.every((meeting) => meeting.committee_id === null && meeting.chamber === 'joint')).toBe(true);
  });

  it('changes nothing on a second run', async () => {
    const again = await importMapleHistory(db, mapleHistoryCsv, { parsed: sharedDataParse });
    for (const counts of Object.values(again.entities)) {
      expect(counts).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    }
    expect(again.tallies['bills reclassified (progress changed)']).toBeUndefined();
  });
});
