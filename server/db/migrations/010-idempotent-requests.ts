// Issue 18: a phone link that drops mid-request leaves a write unanswered, and the app cannot know whether
// it happened. It sends the write again with the same Idempotency-Key; the server runs it once and answers
// the repeat with the first answer (plugins/idempotency.ts).
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // SHA-256 (hex) of the method, URL and body: the same key on another request is refused, not replayed.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // Null while the first request runs.
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    // ISO 8601 UTC with milliseconds, which compares correctly as text on both databases.
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['user_id', 'idempotency_key'])
    .execute();
  // Kept a day, then deleted by time alone.
  await db.schema
    .createIndex('idempotent_requests_created')
    .on('idempotent_requests')
    .column('created_at')
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotent_requests').execute();
}

export const idempotentRequests: Migration = { up, down };
