// Everything in ../shared/data imported as `npm run import -- all` does, on SQLite and on PostgreSQL:
// every count the data sets' SOURCE.md files state still holds after the import, every rejected row is
// counted by its reason, and a second run writes nothing. The PostgreSQL variant skips (with a message)
// when no server answers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { importAll } from './import-all.js';
import { totalRejected, type ImportReport } from './import-report.js';
import {
  activeByChamber,
  dataDir,
  hasData,
  maPeopleDir,
  moPeopleDir,
  PEOPLE_SNAPSHOT_DAY,
  rowCount,
  sharedDataParse,
  warnIfNoData,
} from './test-support.js';

warnIfNoData('import-all');
const postgres = hasData && (await postgresAvailable());

/** The people ids of a state's executive/ folder (SOURCE.md: MA 7, MO 4). */
function executiveIds(stateDir: string): string[] {
  const dir = join(stateDir, 'executive');
  return readdirSync(dir).map(
    (name) => /^id: (\S+)$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1] ?? name,
  );
}

async function committeeCount(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('committees')
    .innerJoin('jurisdictions', 'jurisdictions.id', 'committees.jurisdiction_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('jurisdictions.code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function billsByType(db: Db, generalCourt: string) {
  const rows = await db
    .selectFrom('bills')
    .innerJoin('legislative_sessions', 'legislative_sessions.id', 'bills.session_id')
    .select(['bill_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('legislative_sessions.general_court', '=', generalCourt)
    .groupBy('bill_type')
    .orderBy('bill_type')
    .execute();
  return Object.fromEntries(rows.map(({ bill_type, n }) => [bill_type, Number(n)]));
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

describe.each([
  { kind: 'sqlite' as const, available: hasData },
  { kind: 'postgres' as const, available: postgres },
])('all of ../shared/data on $kind', ({ kind, available }) => {
  let database: TestDatabase;
  let db: Db;
  let reports: ImportReport[];
  const reportOf = (kindOfImport: string, source: string) =>
    reports.find((report) => report.kind === kindOfImport && report.source.endsWith(source));

  // Each import reads and writes all of the data: 14-20 s in a full run at load 4-11, 69 s at load 17,
  // past vitest's 60 s limit for a test. The limit only guards against a hang; nothing here is timed.
  const IMPORT_TIMEOUT_MS = 300_000;

  beforeAll(async () => {
    if (!available) return;
    database = await createTestDatabase(kind);
    db = database.db;
    reports = await importAll(db, dataDir, { today: PEOPLE_SNAPSHOT_DAY, parsed: sharedDataParse });
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => database?.dispose());

  it.skipIf(!available)('imports the six data sets without a failure', () => {
    expect(reports.map((report) => [report.kind, report.failure])).toEqual([
      ['people', null],
      ['people', null],
      ['bulk-csv', null],
      ['bulk-csv', null],
      ['malegislature', null],
      ['maple-history', null],
    ]);
  });

  it.skipIf(!available)('keeps the counts of openstates-people/SOURCE.md', async () => {
    expect(await activeByChamber(db, 'ma')).toMatchObject({ house: 158, senate: 40 });
    expect(await activeByChamber(db, 'mo')).toMatchObject({ house: 158, senate: 34 });
    expect(await committeeCount(db, 'ma')).toBe(57);
    expect(await committeeCount(db, 'mo')).toBe(78);
    for (const [stateDir, expected] of [
      [maPeopleDir, 7],
      [moPeopleDir, 4],
    ] as const) {
      const ids = executiveIds(stateDir);
      expect(ids).toHaveLength(expected);
      const stored = await db
        .selectFrom('legislators')
        .select('id')
        .where('external_id', 'in', ids)
        .execute();
      expect(stored).toHaveLength(expected);
    }
  });

  it.skipIf(!available)('keeps the counts of openstates-bulk-csv/SOURCE.md', async () => {
    const bills194th = await billsByType(db, '194th');
    expect(bills194th).toEqual({ H: 5_331, HD: 5_514, S: 3_043, SD: 3_658 });
    expect(sum(bills194th)).toBe(17_546);
    expect(sum(await billsByType(db, '192nd'))).toBe(17_108);
    const rollCalls = await db
      .selectFrom('roll_calls')
      .select(['chamber', 'counts_source', 'yes_count', 'no_count'])
      .execute();
    expect(rollCalls.filter((row) => row.chamber === 'house')).toHaveLength(140);
    expect(rollCalls.filter((row) => row.chamber === 'senate')).toHaveLength(50);
    // vote_counts.csv: 280 rows, a yes and a no figure for each House roll call.
    const published = rollCalls.filter((row) => row.counts_source === 'published');
    expect(published.flatMap((row) => [row.yes_count, row.no_count]).filter((n) => n !== null)).toHaveLength(
      280,
    );
    expect(await rowCount(db, 'roll_call_positions')).toBe(22_253);
    const abstracts = await db
      .selectFrom('bill_summaries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source', '=', 'Open States')
      .executeTakeFirstOrThrow();
    expect(Number(abstracts.n)).toBe(11_311);
  });

  it.skipIf(!available)(
    'accounts for every row of the MAPLE file (45,472 actions of 8,180 bills)',
    async () => {
      const maple = reportOf('maple-history', 'all-history-actions.csv');
      const billsWithActions = await db.selectFrom('bill_actions').select('bill_id').distinct().execute();
      const rejectedBills = maple?.rejectedByReason['bill not in database'] ?? 0;
      expect(billsWithActions.length + rejectedBills).toBe(8_180);
      const actionsOfMissingBills = maple?.tallies['actions of bills not in the database'] ?? 0;
      expect((await rowCount(db, 'bill_actions')) + actionsOfMissingBills).toBe(45_472);
    },
  );

  it.skipIf(!available)('counts every rejected row by its reason', () => {
    const rejected = Object.fromEntries(
      reports
        .filter((report) => totalRejected(report) > 0)
        .map((report) => [report.kind, report.rejectedByReason]),
    );
    // S 2534, S 2545, S 2982 and S 3087 are in the MAPLE file but in neither the CSV nor the JSON.
    expect(rejected).toEqual({ 'maple-history': { 'bill not in database': 4 } });
  });

  it.skipIf(!available)('writes nothing on a second run', { timeout: IMPORT_TIMEOUT_MS }, async () => {
    const again = await importAll(db, dataDir, { today: PEOPLE_SNAPSHOT_DAY, parsed: sharedDataParse });
    for (const report of again) {
      for (const [table, counts] of Object.entries(report.entities)) {
        expect({ source: report.source, table, ...counts }).toMatchObject({
          inserted: 0,
          updated: 0,
          deleted: 0,
        });
      }
      expect(report.tallies['bills reclassified (progress changed)']).toBeUndefined();
    }
  });
});
