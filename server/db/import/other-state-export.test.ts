// An Open States export of a state other than Massachusetts (issue 15): its sessions are named by year,
// not numbered as General Courts, and its votes are dated by the day at its own capitol.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { importOpenStatesBulkCsv } from './openstates-bulk-csv.js';
import { openMigratedSqlite } from './test-support.js';

const root = mkdtempSync(join(tmpdir(), 'statehouse-mo-export-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES = {
  'MO_2026_bills.csv': `id,identifier,title,classification,subject,session_identifier,jurisdiction,organization_classification
ocd-bill/mo-1,HB 1,Relating to river barges,['bill'],[],2026,Missouri,lower
`,
  'MO_2026_organizations.csv': `id,name,classification,jurisdiction_id
ocd-organization/mo-house,House,lower,ocd-jurisdiction/country:us/state:mo/government
`,
  // 05:30 UTC on 1 March is still 28 February in Jefferson City (and already 1 March in Boston).
  'MO_2026_votes.csv': `id,identifier,motion_text,motion_classification,start_date,result,organization_id,bill_id,bill_action_id,jurisdiction,session_identifier
ocd-vote/mo-1,,Third reading,['passage'],2026-03-01T05:30:00+00:00,pass,ocd-organization/mo-house,ocd-bill/mo-1,,Missouri,2026
`,
};

describe('an export of another state', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedSqlite();
  });
  afterEach(() => db.destroy());

  it('files an annual session under its state and dates votes at its capitol', async () => {
    const dir = join(root, '2026');
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
    const report = await importOpenStatesBulkCsv(db, dir);
    expect(report.failure).toBeNull();

    const session = await db
      .selectFrom('legislative_sessions as s')
      .innerJoin('jurisdictions as j', 'j.id', 's.jurisdiction_id')
      .select(['s.name', 's.general_court', 's.start_date', 's.end_date', 'j.code'])
      .executeTakeFirstOrThrow();
    expect(session).toEqual({
      name: '2026',
      general_court: null,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      code: 'mo',
    });
    const rollCall = await db
      .selectFrom('roll_calls')
      .select(['vote_date', 'counts_source'])
      .executeTakeFirstOrThrow();
    // No counts and no voters in the export: the tallies are unknown, not 0.
    expect(rollCall).toEqual({ vote_date: '2026-02-28', counts_source: null });
    const bill = await db
      .selectFrom('bills')
      .select(['bill_type_number', 'status', 'source_url', 'last_action_date'])
      .executeTakeFirstOrThrow();
    // No history in the export: the status is unknown, but its roll call is a real, dated action.
    expect(bill).toEqual({
      bill_type_number: 'HB 1',
      status: null,
      source_url: null,
      last_action_date: '2026-02-28',
    });
    const again = await importOpenStatesBulkCsv(db, dir);
    expect(again.entities.bills).toMatchObject({ inserted: 0, updated: 0 });
  });
});
