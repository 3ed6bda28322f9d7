// Suites share one PostgreSQL `test` database, each in a schema of its own, and drop theirs when done. A
// migration must neither see another suite's tables nor fail because another suite dropped its schema at
// that moment (CI failed once so: 'schema "test_…" does not exist' inside Kysely's introspection).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.js';
import { createTestSchema, postgresAvailable, TEST_POSTGRES_URL } from '../testing/test-database.js';

const postgres = await postgresAvailable();

describe.skipIf(!postgres)('migrations beside other schemas (PostgreSQL)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function migratedSchema() {
    const { schema, drop } = await createTestSchema('introspect');
    const db = openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL, schema });
    cleanups.push(drop, () => db.destroy());
    await migrateToLatest(db);
    return db;
  }

  it('lists only its own schema’s tables, with their columns', async () => {
    const db = await migratedSchema();
    const other = await migratedSchema();
    const tables = await db.introspection.getTables();
    const schemas = new Set(tables.map((table) => table.schema));
    expect(schemas.size).toBe(1);
    const bills = tables.find((table) => table.name === 'bills');
    expect(bills?.columns.find((column) => column.name === 'id')).toMatchObject({ isAutoIncrementing: true });
    expect(tables.some((table) => table.name.startsWith('kysely_migration'))).toBe(false);
    const withKysely = await db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withKysely.some((table) => table.name === 'kysely_migration')).toBe(true);
    expect((await other.introspection.getTables()).every((table) => !schemas.has(table.schema))).toBe(true);
  });

  it(
    'migrates while other schemas are created and dropped at the same moment',
    { timeout: 120_000 },
    async () => {
      let churning = true;
      // Another suite: a schema with a serial-keyed table, made and dropped over and over.
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      cleanups.push(() => admin.end());
      const churn = (async () => {
        let rounds = 0;
        while (churning || rounds < 3) {
          const schema = `introspect_churn_${randomBytes(6).toString('hex')}`;
          await admin.query(`create schema ${schema}; create table ${schema}.t (id serial primary key)`);
          await admin.query(`drop schema ${schema} cascade`);
          rounds++;
        }
        return rounds;
      })();
      try {
        for (let i = 0; i < 2; i++) await migratedSchema();
      } finally {
        churning = false;
      }
      expect(await churn).toBeGreaterThan(0);
    },
  );
});
