import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Db } from '../db/database.js';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Resolves whether the test PostgreSQL server answers; suites skip with a message when it does not. */
export async function postgresAvailable(url = TEST_POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    // CI must run them (issue 19): a missing database there is a failure, never a silent skip.
    if (process.env.CI === 'true')
      throw new Error(
        `PostgreSQL at ${url} is not reachable and CI is set: start it (\`service postgresql start\`, ` +
          `as .ci/run does) or set TEST_DATABASE_URL. ${String(error)}`,
      );
    console.warn(`PostgreSQL at ${url} is not reachable: skipping the PostgreSQL variant of these tests.`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface TestDatabase {
  db: Db;
  /** Drops what the test created (the PostgreSQL schema) and closes connections. */
  dispose(): Promise<void>;
}

/** A migrated, empty database: in-memory SQLite, or a fresh schema in the shared PostgreSQL `test` DB. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    return { db, dispose: () => db.destroy() };
  }
  const { schema, drop } = await createTestSchema();
  const db = openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL, schema });
  await migrateToLatest(db);
  return {
    db,
    async dispose() {
      await db.destroy();
      await drop();
    },
  };
}

/** Runs one statement on the test PostgreSQL server over a connection of its own. */
async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty schema in the shared PostgreSQL `test` database (for tests whose servers open it themselves). */
export async function createTestSchema(prefix = 'test'): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema ${schema}`);
  return { schema, drop: () => adminQuery(`drop schema ${schema} cascade`) };
}
