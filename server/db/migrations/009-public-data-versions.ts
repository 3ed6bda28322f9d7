// Counts writes to the rest of the public legislative data the way migration 006 counts the search
// indexes' tables (same table, same triggers), so one sum of search_source_versions says whether
// anything a signed-out reader can see changed: the shared response and page caches are keyed by it
// (server/plugins/data-version.ts). The search indexer reads only the tables its indexes name, so
// the extra rows never make it rebuild anything.
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';
import { addVersionTriggers, dropVersionTriggers } from './source-version-triggers.js';

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
  await addVersionTriggers(db, MORE_PUBLIC_TABLES);
}

async function down(db: AnyDb): Promise<void> {
  await dropVersionTriggers(db, MORE_PUBLIC_TABLES);
  await db.deleteFrom('search_source_versions').where('table_name', 'in', MORE_PUBLIC_TABLES).execute();
}

export const publicDataVersions: Migration = { up, down };
