// What the search indexer last pushed to each index: a fingerprint per record (and per index for its
// settings), so a sync sends only what changed and survives restarts without a full re-index. It lives
// in the app database because the target may be hosted Algolia, which we cannot ask cheaply.
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_sync_state')
    .addColumn('index_name', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_sync_state_pk', ['index_name', 'object_id'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_sync_state').ifExists().execute();
}

export const searchSyncState: Migration = { up, down };
