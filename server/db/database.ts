import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import { SchemaScopedPostgresDialect } from './postgres-schema-introspector.js';
import type { Database } from './types.js';
import { WriteCounter } from './write-counter.js';

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export type Db = Kysely<Database>;

/** `DATABASE_URL=postgres://…` selects PostgreSQL; otherwise the embedded SQLite file. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url, schema: env.DATABASE_SCHEMA };
  return { kind: 'sqlite', file: env.DATABASE_FILE ?? 'var/statehouse.db' };
}

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    // int8 (COUNT(*), SUM) arrives as a string by default; our counts fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // A schema per test run keeps parallel suites apart in the one shared `test` database (the dialect
      // introspects only that schema: see postgres-schema-introspector.ts). No parallel workers: our
      // queries are small ones that never gain from them.
      options: [
        ...(config.schema ? [`-c search_path=${config.schema}`] : []),
        '-c max_parallel_workers_per_gather=0',
      ].join(' '),
    });
    // A connection the server ends (a restart, a terminated backend) emits 'error', which would crash the
    // process unheard. Its next query fails instead, where a caller can handle it, and the pool drops it.
    const ignoreLostConnection = () => {};
    pool.on('error', ignoreLostConnection);
    pool.on('connect', (client) => client.on('error', ignoreLostConnection));
    return new Kysely<Database>({
      dialect: new SchemaScopedPostgresDialect({ pool }),
      plugins: [new WriteCounter()],
    });
  }
  if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
  return sqliteDb(new SQLite(config.file));
}

/**
 * A database over an open better-sqlite3 handle, with the pragmas every connection needs. Tests use it to
 * migrate once, `serialize()` the handle, and open each suite's copy from those bytes (issue 19).
 */
export function sqliteDb(sqlite: SQLite.Database): Db {
  // WAL lets readers continue while the importer writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new WriteCounter()],
  });
}

/** Compiled statements kept for reuse; a route's queries are a few texts with changing parameters. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles SQL on each prepare (~4 % of a loaded
 * server's CPU in a profile of `/api/legislator`). The same query text reuses its compiled statement:
 * safe with better-sqlite3's synchronous statements (one runs at a time, and none is left iterating:
 * nothing here streams), and SQLite recompiles a statement itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): Pick<SQLite.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = sqlite.prepare(text);
      // Most recently used last: the first key is the one to drop.
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close: () => sqlite.close(),
  } as Pick<SQLite.Database, 'prepare' | 'close'>;
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Kysely looks for its migration tables in every schema unless told which: with suites migrating
    // their own schemas side by side, it would find another suite's table and skip creating its own.
    migrationTableSchema: await currentPostgresSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The schema a PostgreSQL connection writes to (its search_path); undefined on SQLite. */
async function currentPostgresSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
