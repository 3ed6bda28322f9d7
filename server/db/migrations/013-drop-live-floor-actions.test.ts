// Migration 013 drops the unused live_floor_actions table and its write counter, and its down puts both
// back as migrations 001 and 009 made them, on SQLite and PostgreSQL.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import type { AnyDb } from '../dialect.js';
import { migrationProvider } from './index.js';

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('migration 013 on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  const db = () => database.db as unknown as AnyDb;
  const tables = async () => (await db().introspection.getTables()).map((t) => t.name);
  const counter = async () =>
    db()
      .selectFrom('search_source_versions' as never)
      .select(sql<number>`version`.as('version'))
      .where(sql.ref('table_name'), '=', 'live_floor_actions')
      .executeTakeFirst();

  it.skipIf(skip)('leaves no live_floor_actions table or counter, and its down restores both', async () => {
    expect(await tables()).not.toContain('live_floor_actions');
    expect(await counter()).toBeUndefined();

    const schema =
      kind === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db())).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({ db: db(), provider: migrationProvider, migrationTableSchema: schema });
    const down = await migrator.migrateTo('012-notifications');
    expect(down.error).toBeUndefined();
    expect(await tables()).toContain('live_floor_actions');
    expect(Number((await counter())?.version)).toBe(0);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await tables()).not.toContain('live_floor_actions');
  });
});
