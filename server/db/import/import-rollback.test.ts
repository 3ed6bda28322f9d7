// A malformed file must leave nothing behind and say which file and why. Fixtures are written at test
// time into a temp dir (no shared data needed).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { formatReport } from './import-report.js';
import { importOpenStatesBulkCsv } from './openstates-bulk-csv.js';
import { importOpenStatesPeople } from './openstates-people.js';
import { openMigratedSqlite, rowCount } from './test-support.js';

const root = mkdtempSync(join(tmpdir(), 'statehouse-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const BILLS_CSV = `id,identifier,title,classification,subject,session_identifier,jurisdiction,organization_classification
ocd-bill/1,H 1,An Act one,['bill'],[],194th,Massachusetts,lower
ocd-bill/2,S 2,An Act two,['bill'],['Taxation'],194th,Massachusetts,upper
`;
const ORGANIZATIONS_CSV = `id,name,classification
ocd-organization/house,House,lower
`;
const VOTES_CSV = `id,identifier,motion_text,motion_classification,start_date,result,organization_id,bill_id,bill_action_id,jurisdiction,session_identifier
ocd-vote/1,,H. 1 On passage,['passage'],2025-02-06T19:35:00+00:00,pass,ocd-organization/house,ocd-bill/1,,Massachusetts,194th
`;
const VOTE_PEOPLE_CSV = `id,vote_event_id,option,voter_name,voter_id,note
p1,ocd-vote/1,yes,Mr. Speaker,,
`;

const PERSON_YAML = `id: ocd-person/good
name: Jane Doe
roles:
- type: lower
  district: 1st Suffolk
  start_date: 2025-01-01
`;

describe('importers roll back a malformed file', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedSqlite();
  });
  afterEach(() => db.destroy());

  it('bulk CSV: a malformed vote_people.csv leaves no rows from the directory and names the file', async () => {
    const dir = writeFiles(join(root, 'bad-csv', '194th'), {
      'MA_194th_bills.csv': BILLS_CSV,
      'MA_194th_votes.csv': VOTES_CSV,
      'MA_194th_organizations.csv': ORGANIZATIONS_CSV,
      'MA_194th_vote_people.csv': `${VOTE_PEOPLE_CSV}p2,ocd-vote/1,"yes,Unclosed quote,,\n`,
    });
    const report = await importOpenStatesBulkCsv(db, dir);
    expect(report.failure?.file).toBe(join(dir, 'MA_194th_vote_people.csv'));
    expect(report.failure?.reason).toMatch(/^not valid CSV: .*quote/i);
    expect(formatReport(report)).toMatch(/FAILED, nothing was written: .*MA_194th_vote_people\.csv/);
    expect(await rowCount(db, 'bills')).toBe(0);
    expect(await rowCount(db, 'legislative_sessions')).toBe(0);
  });

  it('bulk CSV: a file missing a required column is rejected as a whole', async () => {
    const dir = writeFiles(join(root, 'no-column', '194th'), {
      'MA_194th_bills.csv': BILLS_CSV.replace('identifier,', 'name,'),
    });
    const report = await importOpenStatesBulkCsv(db, dir);
    expect(report.failure).toEqual({
      file: join(dir, 'MA_194th_bills.csv'),
      reason: expect.stringMatching(/missing column\(s\) identifier/),
    });
    expect(await rowCount(db, 'bills')).toBe(0);
  });

  it('bulk CSV: a failure while writing undoes the rows already written in the transaction', async () => {
    const dir = writeFiles(join(root, 'write-fails', '194th'), {
      'MA_194th_bills.csv': BILLS_CSV,
      'MA_194th_votes.csv': VOTES_CSV,
      'MA_194th_organizations.csv': ORGANIZATIONS_CSV,
      'MA_194th_vote_people.csv': VOTE_PEOPLE_CSV,
    });
    // Bills, categories and the roll call are written before the positions, which then fail.
    await sql`create trigger positions_fail before insert on roll_call_positions begin select raise(abort, 'disk on fire'); end`.execute(
      db,
    );
    const report = await importOpenStatesBulkCsv(db, dir);
    expect(report.failure).toEqual({ file: join(dir, 'MA_194th_votes.csv'), reason: 'disk on fire' });
    expect(report.entities).toEqual({});
    for (const table of [
      'bills',
      'categories',
      'bill_categories',
      'roll_calls',
      'legislative_sessions',
    ] as const) {
      expect(await rowCount(db, table)).toBe(0);
    }
  });

  it('bulk CSV: imports a well-formed directory and reports absent files as skipped', async () => {
    const dir = writeFiles(join(root, 'good-csv', '194th'), { 'MA_194th_bills.csv': BILLS_CSV });
    const report = await importOpenStatesBulkCsv(db, dir);
    expect(report.failure).toBeNull();
    expect(report.skipped).toContain(`no *_votes.csv in ${dir}`);
    expect(await rowCount(db, 'bills')).toBe(2);
    expect(await rowCount(db, 'bill_categories')).toBe(1);
  });

  it('people: a malformed YAML file aborts the directory and names the file', async () => {
    const dir = writeFiles(join(root, 'bad-yaml', 'ma'), {
      'legislature/Jane-Doe.yml': PERSON_YAML,
      'legislature/Broken.yml': 'id: ocd-person/broken\nname: [unclosed\n',
    });
    const report = await importOpenStatesPeople(db, dir);
    expect(report.failure?.file).toBe(join(dir, 'legislature/Broken.yml'));
    expect(report.failure?.reason).toMatch(/^not valid YAML/);
    expect(await rowCount(db, 'legislators')).toBe(0);
  });

  it('people: a person without a name is a malformed file', async () => {
    const dir = writeFiles(join(root, 'no-name', 'ma'), {
      'legislature/Nameless.yml': 'id: ocd-person/x\nroles: []\n',
    });
    const report = await importOpenStatesPeople(db, dir);
    expect(report.failure).toEqual({
      file: join(dir, 'legislature/Nameless.yml'),
      reason: "field 'name' must be a non-empty string, found nothing",
    });
  });

  it('people: an unknown committee member is a rejected row, not a failure', async () => {
    const dir = writeFiles(join(root, 'unknown-member', 'ma'), {
      'legislature/Jane-Doe.yml': PERSON_YAML,
      'committees/Rules.yml': `id: ocd-organization/rules
name: Rules
chamber: lower
classification: committee
members:
- name: Jane Doe
  role: chair
  person_id: ocd-person/good
- name: John Roe
  role: member
  person_id: ocd-person/unknown
`,
    });
    const report = await importOpenStatesPeople(db, dir);
    expect(report.failure).toBeNull();
    expect(report.rejectedByReason).toEqual({ 'committee member is not a known legislator': 1 });
    expect(report.rejectedExamples).toEqual([
      'House Committee on Rules: John Roe (ocd-person/unknown) is not a known legislator',
    ]);
    expect(await rowCount(db, 'committee_memberships')).toBe(1);
  });
});
