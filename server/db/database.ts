import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './types.js';

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
      // A schema per test run keeps parallel suites apart in the one shared `test` database.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    // A connection the server ends (a restart, a terminated backend) emits 'error', which would crash the
    // process unheard. Its next query fails instead, where a caller can handle it, and the pool drops it.
    const ignoreLostConnection = () => {};
    pool.on('error', ignoreLostConnection);
    pool.on('connect', (client) => client.on('error', ignoreLostConnection));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets readers continue while the importer writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
