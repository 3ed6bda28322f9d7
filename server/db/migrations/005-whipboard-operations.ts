// Whipboard operations (issue 7): the client operation ids each board has applied, so a move replayed
// from an offline queue (page or Background Sync, possibly both, possibly twice) never applies twice.
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('whipboard_operations')
    .addColumn('whipboard_id', 'integer', (c) => c.notNull().references('whipboards.id').onDelete('cascade'))
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    // The primary key is the idempotency check: a second insert of the same id conflicts, even when two
    // replays race (PostgreSQL makes the second wait for the first to commit).
    .addPrimaryKeyConstraint('whipboard_operations_pk', ['whipboard_id', 'operation_id'])
    .execute();
  // Old ids are pruned per board by age.
  await db.schema
    .createIndex('whipboard_operations_applied')
    .on('whipboard_operations')
    .columns(['whipboard_id', 'applied_at'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('whipboard_operations').ifExists().execute();
}

export const whipboardOperations: Migration = { up, down };
