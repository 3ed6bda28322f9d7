import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest, openDatabase, sqliteDb, type Db } from '../db/database.js';
// Every app a test builds starts the search service's worker threads: compiled, not through tsx.
import './compiled-search-workers.js';

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
  /** PostgreSQL only: where a second handle (another "process") opens the same database. */
  postgres?: { url: string; schema: string };
  /** Drops what the test created (the PostgreSQL database) and closes connections. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database of its own: in-memory SQLite, or a PostgreSQL database of its own. Either is
 * a copy of one migrated once (issue 19: 111 SQLite migrations took 17.6 s of a server-project run and 37
 * PostgreSQL ones 45 s): SQLite from the bytes of a database migrated once per worker, PostgreSQL with
 * `CREATE DATABASE … TEMPLATE` from a template migrated once per set of migrations.
 */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const db = sqliteDb(new SQLite(await migratedSqliteBytes()));
    return { db, dispose: () => db.destroy() };
  }
  const template = await postgresTemplate();
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  const url = databaseUrl(name);
  const db = openDatabase({ kind: 'postgres', url, schema: 'public' });
  return {
    db,
    postgres: { url, schema: 'public' },
    async dispose() {
      await db.destroy();
      // FORCE: a handle a test opened and left open (another "process") must not keep the copy alive.
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

let sqliteBytes: Promise<Buffer> | undefined;

/** A migrated SQLite database's bytes, made once per worker (a worker keeps its modules between files). */
function migratedSqliteBytes(): Promise<Buffer> {
  sqliteBytes ??= (async () => {
    const sqlite = new SQLite(':memory:');
    const db = sqliteDb(sqlite);
    await migrateToLatest(db);
    const bytes = sqlite.serialize();
    await db.destroy();
    return bytes;
  })();
  return sqliteBytes;
}

/** The test server's URL with another database name. */
function databaseUrl(database: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A hash of the migrations' sources: a changed or added migration makes a new template. */
function migrationsHash(): string {
  const directory = join(import.meta.dirname, '../db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(directory).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(directory, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * The name of a migrated template database for the current migrations, made if missing. Workers start at
 * once: an advisory lock lets one build it while the others wait. It is built under another name and
 * renamed when complete, so a build cut short never leaves a half-migrated template, and it takes no
 * connections, which would stop `CREATE DATABASE … TEMPLATE` from copying it.
 */
function postgresTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `test_template_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(`select pg_advisory_lock(hashtext('statehouse test template'))`);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount === 0) {
        const building = `${name}_building_${randomBytes(4).toString('hex')}`;
        await admin.query(`create database ${building} template template0`);
        const db = openDatabase({ kind: 'postgres', url: databaseUrl(building), schema: 'public' });
        try {
          await migrateToLatest(db);
        } catch (error) {
          await db.destroy();
          await admin.query(`drop database if exists ${building} with (force)`);
          throw error;
        }
        await db.destroy();
        await admin.query(`alter database ${building} rename to ${name}`);
        await admin.query(`alter database ${name} with is_template true allow_connections false`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return template;
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
