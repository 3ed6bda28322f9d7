// Scale-out (issue 17): the sign-in and sign-up limits count their events in the database, so every API
// process sharing it counts the same attempts; in one process's memory, a second process would double
// each limit and a restart would forget it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('auth_attempts')
    // Which limit counts the event: 'account-address', 'account', 'ip', 'sign-up'…
    .addColumn('bucket', 'text', (c) => c.notNull())
    // SHA-256 (hex) of what is counted (an email, an address, both): the table names no one.
    .addColumn('key_hash', 'text', (c) => c.notNull())
    // ISO 8601 UTC with milliseconds, which compares correctly as text on both databases.
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_attempts_key')
    .on('auth_attempts')
    .columns(['bucket', 'key_hash', 'occurred_at'])
    .execute();
  // Old events are deleted by time alone.
  await db.schema.createIndex('auth_attempts_occurred').on('auth_attempts').column('occurred_at').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('auth_attempts').execute();
}

export const authAttempts: Migration = { up, down };
