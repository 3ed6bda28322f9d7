// Counts writes to the rest of the public legislative data the way migration 006 counts the search
// indexes' tables (same table, same triggers), so one sum of search_source_versions says whether
// anything a signed-out reader can see changed: the shared response and page caches are keyed by it
// (server/plugins/data-version.ts). The search indexer reads only the tables its indexes name, so
// the extra rows never make it rebuild anything.
import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from '../dialect.js';

/** Public tables no search index reads (006 counts the others); account and session tables are not public. */
const MORE_PUBLIC_TABLES = [
  'jurisdictions',
  'legislator_roles',
  'committee_memberships',
  'bill_cosponsors',
  'roll_calls',
  'roll_call_positions',
  'meeting_documents',
  'meeting_bills',
  'press_release_bills',
  'live_floor_actions',
];

async function up(db: AnyDb): Promise<void> {
  await db
    .insertInto('search_source_versions')
    .values(MORE_PUBLIC_TABLES.map((table_name) => ({ table_name, version: 0 })))
    .execute();
  if (isPostgres(db)) {
    // The bump function of migration 006, one call per statement.
    for (const table of MORE_PUBLIC_TABLES) {
      await sql`
        create trigger search_source_bump after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function search_source_bump()`.execute(db);
    }
    return;
  }
  for (const table of MORE_PUBLIC_TABLES) {
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
  for (const table of MORE_PUBLIC_TABLES) {
    if (isPostgres(db))
      await sql`drop trigger if exists search_source_bump on ${sql.table(table)}`.execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists search_source_${event}_${table}`).execute(db);
  }
  await db.deleteFrom('search_source_versions').where('table_name', 'in', MORE_PUBLIC_TABLES).execute();
}

export const publicDataVersions: Migration = { up, down };
