// Keeping data current (issue 16): what each sync of a state from a source (malegislature.gov, the Open
// States API) has done, so the next one asks only for what changed and a killed one resumes where it
// stopped; the validators and fingerprints of the responses it has read, for conditional requests and
// for skipping what did not change; and, per state, when its data was last written and from where.
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('jurisdictions').addColumn('data_as_of', 'text').execute();
  await db.schema.alterTable('jurisdictions').addColumn('data_source', 'text').execute();

  await db.schema
    .createTable('sync_state')
    .addColumn('jurisdiction_id', 'integer', (c) =>
      c.notNull().references('jurisdictions.id').onDelete('cascade'),
    )
    // 'malegislature' | 'openstates'
    .addColumn('source', 'text', (c) => c.notNull())
    // JSON, the source's own: Open States' latest updated_at seen; malegislature.gov's count of runs.
    .addColumn('cursor', 'text')
    // JSON of the run in progress, written with each batch it commits; null when no run is unfinished.
    .addColumn('checkpoint', 'text')
    .addColumn('run_started_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('sync_state_pk', ['jurisdiction_id', 'source'])
    .execute();

  // One row per response a sync has read (a document, a history, a member…), keyed by its path.
  await db.schema
    .createTable('sync_resources')
    .addColumn('jurisdiction_id', 'integer', (c) =>
      c.notNull().references('jurisdictions.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    // SHA-256 of the body last written: an equal body is not written again.
    .addColumn('fingerprint', 'text')
    // When the response was last asked for (a 304 too): the rolling recheck takes the oldest first.
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_resources_pk', ['jurisdiction_id', 'source', 'resource'])
    .execute();
  await db.schema
    .createIndex('sync_resources_checked')
    .on('sync_resources')
    .columns(['jurisdiction_id', 'source', 'checked_at'])
    .execute();

  // The live calendar of a state without a floor session (every real state) reads its bills' chamber
  // actions of the latest days: by branch and day.
  await db.schema
    .createIndex('bill_actions_branch_date')
    .on('bill_actions')
    .columns(['branch', 'action_date'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('bill_actions_branch_date').ifExists().execute();
  await db.schema.dropTable('sync_resources').ifExists().execute();
  await db.schema.dropTable('sync_state').ifExists().execute();
  await db.schema.alterTable('jurisdictions').dropColumn('data_source').execute();
  await db.schema.alterTable('jurisdictions').dropColumn('data_as_of').execute();
}

export const syncState: Migration = { up, down };
