// A version number per table the search indexes are built from, bumped by a trigger on every write
// (from this process, an importer or psql alike). The indexer compares them with the versions of its
// last sync, so an idle database costs one small query instead of rebuilding and fingerprinting every
// record, and a change rebuilds only the indexes that read the changed tables.
import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from '../dialect.js';
import { addVersionTriggers, dropVersionTriggers } from './source-version-triggers.js';

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
    // The bump every trigger of source-version-triggers.ts calls.
    await sql`
      create function search_source_bump() returns trigger language plpgsql as $$
      begin
        update search_source_versions set version = version + 1 where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
  }
  await addVersionTriggers(db, SOURCE_TABLES);
}

async function down(db: AnyDb): Promise<void> {
  await dropVersionTriggers(db, SOURCE_TABLES);
  if (isPostgres(db)) await sql`drop function if exists search_source_bump()`.execute(db);
  await db.schema.dropTable('search_source_versions').ifExists().execute();
}

export const searchSourceVersions: Migration = { up, down };
