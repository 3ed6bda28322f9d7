// Issue 17, readiness: a state's first sync can fail before the state has a row (its first data never
// arrived), and sync_state hangs off that row, so the failure was recorded nowhere and a server waiting
// for every synced state's first run stayed unready for good. Failed runs are kept here by state code,
// for every process on the database to see; the state itself still appears only with its first data.
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sync_failures')
    // Postal code in lower case, as jurisdictions.code.
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    // The latest failed run's reason and when it ended (ISO 8601 UTC).
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_failures_pk', ['state_code', 'source'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sync_failures').execute();
}

export const syncFailures: Migration = { up, down };
