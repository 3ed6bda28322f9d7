// Issue 22, "tell me when it moves": what a reader follows, each thing that happened once (events), the
// queue of fan-out and delivery jobs, the inbox, the browsers that get pushes, per-reader delivery
// settings, and the server's own generated secrets (the VAPID key pair, the unsubscribe links' HMAC key).
// Every table a job can meet twice has a unique key, so a repeated action or a retried job adds nothing.
import type { Migration } from 'kysely';
import { idColumn, type AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('follows')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'bill' | 'legislator' | 'committee' | 'search'.
    .addColumn('kind', 'text', (c) => c.notNull())
    // The record id as text; for a search, its canonical key (notifications/saved-searches.ts).
    .addColumn('target', 'text', (c) => c.notNull())
    // The state a search follow searches (records by id know their own).
    .addColumn('jurisdiction_id', 'integer', (c) => c.references('jurisdictions.id').onDelete('cascade'))
    .addColumn('search_query', 'text')
    // JSON array of 'attribute:value'.
    .addColumn('search_filters', 'text')
    .addColumn('inbox', 'integer', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull())
    // 'off' | 'immediate' | 'digest'.
    .addColumn('email', 'text', (c) => c.notNull())
    // 'user': the reader chose it; 'tracking': stands for a tracked bill and counts only while it is tracked.
    .addColumn('origin', 'text', (c) => c.notNull())
    // 1: deleted by the reader but kept (channels off) so a tracked bill stays unfollowed.
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('follows_user_kind_target', ['user_id', 'kind', 'target'])
    .execute();
  // Fan-out finds an event's followers by what they follow.
  await db.schema
    .createIndex('follows_kind_target')
    .on('follows')
    .columns(['kind', 'target', 'user_id'])
    .execute();

  await db.schema
    .createTable('notice_events')
    .addColumn('id', 'integer', idColumn(db))
    // 'bill_action:<bill>:<date>:<branch>:<hash>', 'vote:<roll call>', 'hearing:<meeting>:<hash>', 'new_bill:<bill>'.
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    // 'bill_action' | 'vote' | 'hearing' | 'new_bill'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('jurisdiction_id', 'integer', (c) =>
      c.notNull().references('jurisdictions.id').onDelete('cascade'),
    )
    .addColumn('bill_id', 'integer', (c) => c.references('bills.id').onDelete('cascade'))
    .addColumn('roll_call_id', 'integer', (c) => c.references('roll_calls.id').onDelete('cascade'))
    .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('cascade'))
    // What a digest groups by: 'bill:12', 'meeting:5'.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notice_jobs')
    .addColumn('id', 'integer', idColumn(db))
    // 'fanout' | 'push' | 'email' | 'digest'.
    .addColumn('kind', 'text', (c) => c.notNull())
    // 'fanout:<event>', 'push:<item>', 'email:<item>', 'digest:<user>:<day>': one job per thing to do.
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.references('notice_events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer')
    // A fan-out's progress (the last follower id written), so a retried job resumes where it stopped.
    .addColumn('cursor', 'text')
    // 'pending' | 'done' | 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO 8601 UTC with milliseconds: compares correctly as text on both databases.
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notice_jobs_due').on('notice_jobs').columns(['status', 'run_after']).execute();

  await db.schema
    .createTable('inbox_items')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('notice_events.id').onDelete('cascade'))
    .addColumn('follow_id', 'integer', (c) => c.references('follows.id').onDelete('set null'))
    // What the follows that brought it asked for, merged: shown in the inbox (0/1), pushed (0/1), and
    // email 0 off, 1 digest, 2 immediate.
    .addColumn('shown', 'integer', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    // When a digest carried it; null while it waits for one (email = 1).
    .addColumn('digested_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('inbox_items_user_event', ['user_id', 'event_id'])
    .execute();
  await db.schema.createIndex('inbox_items_user_id').on('inbox_items').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('digest_hour', 'integer', (c) => c.notNull())
    // 'HH:MM' in the state's time zone; both null when there are no quiet hours.
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    .execute();

  await db.schema
    .createTable('app_secrets')
    // 'vapid', 'unsubscribe-hmac'.
    .addColumn('name', 'text', (c) => c.primaryKey())
    // JSON; generated by the first process that needs it, then read by every one.
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'app_secrets',
    'notification_settings',
    'push_subscriptions',
    'inbox_items',
    'notice_jobs',
    'notice_events',
    'follows',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}

export const notifications: Migration = { up, down };
