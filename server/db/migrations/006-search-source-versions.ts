// A version number per table the search indexes are built from, bumped by a trigger on every write
// (from this process, an importer or psql alike). The indexer compares them with the versions of its
// last sync, so an idle database costs one small query instead of rebuilding and fingerprinting every
// record, and a change rebuilds only the indexes that read the changed tables.
import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from '../dialect.js';

/** The tables read by server/search/indexer/records as of this migration (a test keeps the two in step). */
const SOURCE_TABLES = [
  'amendments',
  'bill_actions',
  'bill_categories',
  'bill_citations',
  'bill_summaries',
  'bill_text_sections',
  'bill_texts',
  'bills',
  'categories',
  'committees',
  'legislative_sessions',
  'legislators',
  'meetings',
  'news_categories',
  'news_item_bills',
  'news_items',
  'news_sources',
  'press_releases',
  'transcripts',
];

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_source_versions')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('search_source_versions')
    .values(SOURCE_TABLES.map((table_name) => ({ table_name, version: 0 })))
    .execute();
  if (isPostgres(db)) {
    // One bump per statement (a bulk import is one statement per batch), TRUNCATE included.
    await sql`
      create function search_source_bump() returns trigger language plpgsql as $$
      begin
        update search_source_versions set version = version + 1 where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
    for (const table of SOURCE_TABLES) {
      await sql`
        create trigger search_source_bump after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function search_source_bump()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only: each written row bumps its table's version.
  for (const table of SOURCE_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger search_source_${event}_${table} after ${event} on ${table} begin ` +
            `update search_source_versions set version = version + 1 where table_name = '${table}'; end`,
        )
        .execute(db);
    }
  }
}

async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of SOURCE_TABLES)
      await sql`drop trigger if exists search_source_bump on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists search_source_bump()`.execute(db);
  } else {
    for (const table of SOURCE_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists search_source_${event}_${table}`).execute(db);
  }
  await db.schema.dropTable('search_source_versions').ifExists().execute();
}

export const searchSourceVersions: Migration = { up, down };
