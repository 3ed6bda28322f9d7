// The same importer on PostgreSQL, in a schema of its own so parallel suites sharing the `test`
// database stay apart. Skips (with a message) when there is no data or no server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../database.js';
import { importOpenStatesPeople } from './openstates-people.js';
import { hasData, maPeopleDir, rowCount, warnIfNoData } from './test-support.js';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `import_test_${randomBytes(4).toString('hex')}`;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    console.warn(
      `[import-postgres] skipped: PostgreSQL at ${url} is unreachable (${(error as Error).message})`,
    );
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

warnIfNoData('import-postgres');
const reachable = hasData && (await postgresReachable());

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!reachable)('Open States people import on PostgreSQL', () => {
  let db: Db;

  beforeAll(async () => {
    await adminQuery(`create schema ${schema}`);
    db = openDatabase({ kind: 'postgres', url, schema });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await adminQuery(`drop schema if exists ${schema} cascade`);
  });

  it('imports the 198 sitting Massachusetts legislators, twice without change', async () => {
    const first = await importOpenStatesPeople(db, maPeopleDir);
    expect(first.failure).toBeNull();
    const active = await db
      .selectFrom('legislators')
      .select('chamber')
      .where('active', '=', 1)
      .where('chamber', '<>', 'executive')
      .execute();
    expect(active).toHaveLength(198);
    expect(active.filter((row) => row.chamber === 'senate')).toHaveLength(40);
    expect(await rowCount(db, 'committee_memberships')).toBe(871);

    const second = await importOpenStatesPeople(db, maPeopleDir);
    expect(second.entities.legislators).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: first.entities.legislators?.inserted,
    });
    expect(await rowCount(db, 'legislators')).toBe(first.entities.legislators?.inserted);
  });
});
