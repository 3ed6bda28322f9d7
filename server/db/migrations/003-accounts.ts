// Accounts (issue 5): server-side sign-in sessions, the link from an agenda item to the meeting it was
// added from, and the secret calendar feed of a user's agenda. Only hashes of secrets are stored: a
// leaked database gives nobody a usable session cookie or feed URL.
import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    // SHA-256 (hex) of the random id in the `sid` cookie.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();
  await db.schema.createIndex('user_sessions_expires').on('user_sessions').column('expires_at').execute();

  // Adding the same meeting twice must not make two agenda items; NULLs (items not from a meeting) are
  // distinct in both databases, so the unique index only binds meeting items.
  await db.schema
    .alterTable('agenda_events')
    .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('agenda_events_user_meeting')
    .on('agenda_events')
    .columns(['user_id', 'meeting_id'])
    .unique()
    .execute();
  // Today's Schedule asks for one day's meetings of every type and for the nearest days with meetings.
  await db.schema.createIndex('meetings_date').on('meetings').column('meeting_date').execute();

  await db.schema
    .createTable('agenda_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('agenda_feeds').ifExists().execute();
  await db.schema.dropIndex('meetings_date').ifExists().execute();
  await db.schema.dropIndex('agenda_events_user_meeting').ifExists().execute();
  await db.schema.alterTable('agenda_events').dropColumn('meeting_id').execute();
  await db.schema.dropTable('user_sessions').ifExists().execute();
}

export const accounts: Migration = { up, down };
