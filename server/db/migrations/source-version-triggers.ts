// The write counters of search_source_versions (migrations 006 and 009): triggers that bump a table's
// version on every write, from this process, an importer or psql alike. Shared so every counted table
// is counted the same way. PostgreSQL: one bump per statement (a bulk import is one statement per
// batch), TRUNCATE included, through the function migration 006 creates. SQLite has row triggers only:
// each written row bumps its table's version.
import { sql } from 'kysely';
import { isPostgres, type AnyDb } from '../dialect.js';

const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

export async function addVersionTriggers(db: AnyDb, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) {
      await sql`
        create trigger search_source_bump after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function search_source_bump()`.execute(db);
      continue;
    }
    for (const event of SQLITE_EVENTS) {
      await sql
        .raw(
          `create trigger search_source_${event}_${table} after ${event} on ${table} begin ` +
            `update search_source_versions set version = version + 1 where table_name = '${table}'; end`,
        )
        .execute(db);
    }
  }
}

export async function dropVersionTriggers(db: AnyDb, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db))
      await sql`drop trigger if exists search_source_bump on ${sql.table(table)}`.execute(db);
    else
      for (const event of SQLITE_EVENTS)
        await sql.raw(`drop trigger if exists search_source_${event}_${table}`).execute(db);
  }
}
