// The triggers of migration 006 count writes to every table the search indexes read, on SQLite and on
// PostgreSQL alike: whoever writes (this process, an importer, psql), the indexer sees which tables changed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { insertFixtures } from '../../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { INDEX_SOURCES, indexesReading } from './build-records.js';

const hasPostgres = await postgresAvailable();

const versions = async (db: Db) =>
  Object.fromEntries(
    (await db.selectFrom('search_source_versions').select(['table_name', 'version']).execute()).map((row) => [
      row.table_name,
      Number(row.version),
    ]),
  );

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('search source versions on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let fixtures: Awaited<ReturnType<typeof insertFixtures>>;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    fixtures = await insertFixtures(database.db);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('counts writes to every table an index reads', async () => {
    const counted = Object.keys(await versions(database.db));
    for (const tables of Object.values(INDEX_SOURCES))
      expect(counted).toEqual(expect.arrayContaining([...tables]));
  });

  it.skipIf(skip)('bumps only the written table, on insert, update and delete', async () => {
    const { db } = database;
    let before = await versions(db);
    await db
      .updateTable('committees')
      .set({ name: 'Joint Committee on Education and Libraries' })
      .where('id', '=', fixtures.committeeId('Joint Committee on Education'))
      .execute();
    let after = await versions(db);
    expect(after.committees).toBeGreaterThan(before.committees!);
    expect({ ...after, committees: 0 }).toEqual({ ...before, committees: 0 });

    before = after;
    await sql`insert into categories (name) values ('Libraries')`.execute(db);
    await sql`delete from categories where name = 'Libraries'`.execute(db);
    after = await versions(db);
    expect(after.categories).toBeGreaterThanOrEqual(before.categories! + 2);
    // PostgreSQL also counts the (empty) cascade to bill_categories: a harmless extra rebuild.
    expect({ ...after, categories: 0, bill_categories: 0 }).toEqual({
      ...before,
      categories: 0,
      bill_categories: 0,
    });
  });

  it.skipIf(skip)('leaves the counters alone when personal tables are written', async () => {
    const before = await versions(database.db);
    await sql`insert into users (email, display_name, password_hash, created_at) values ('counter@example.com', 'Counter', 'x', '2026-01-01')`.execute(
      database.db,
    );
    expect(await versions(database.db)).toEqual(before);
  });
});

describe('indexesReading', () => {
  it('names the indexes built from a table, the site index with its parts', () => {
    expect([...indexesReading(['committees'])].sort()).toEqual(['committees', 'site']);
    expect([...indexesReading(['bill_text_sections'])]).toEqual(['bill_text']);
    expect([...indexesReading(['bill_actions'])].sort()).toEqual([
      'bill_amendments',
      'bill_text',
      'bills',
      'site',
    ]);
    expect([...indexesReading(['meetings'])]).toEqual(['transcripts']);
    expect([...indexesReading(['users', 'whipboards'])]).toEqual([]);
  });
});
