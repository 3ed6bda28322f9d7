// The whole schema of spec §3 with real relations. Types are portable: INTEGER for ids, counts and
// booleans (0/1), TEXT for strings and ISO dates, so the same queries run on SQLite and PostgreSQL.
import { sql, type Migration } from 'kysely';
import { idColumn, type AnyDb } from '../dialect.js';

async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('legislative_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('general_court', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('legislators')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('short_full_name', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text')
    .addColumn('family_name', 'text')
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('house', 'senate')`))
    .addColumn('party', 'text')
    .addColumn('district', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('photo_url', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('profile_url', 'text')
    .execute();
  await db.schema
    .createIndex('legislators_chamber_active')
    .on('legislators')
    .columns(['chamber', 'active'])
    .execute();

  await db.schema
    .createTable('committees')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('joint', 'house', 'senate')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('standing', 'floor', 'special')`))
    .addColumn('url', 'text')
    .execute();

  await db.schema
    .createTable('committee_memberships')
    .addColumn('committee_id', 'integer', (c) => c.notNull().references('committees.id').onDelete('cascade'))
    .addColumn('legislator_id', 'integer', (c) =>
      c.notNull().references('legislators.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addPrimaryKeyConstraint('committee_memberships_pk', ['committee_id', 'legislator_id'])
    .execute();
  await db.schema
    .createIndex('committee_memberships_legislator')
    .on('committee_memberships')
    .column('legislator_id')
    .execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('legislative_sessions.id'))
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('house', 'senate')`))
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('bill_number', 'integer', (c) => c.notNull())
    .addColumn('bill_type_number', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_title', 'text')
    .addColumn('primary_sponsor_id', 'integer', (c) => c.references('legislators.id').onDelete('set null'))
    .addColumn('sponsor_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'text', (c) => c.notNull())
    .addColumn('session_law', 'text')
    .addColumn('filed_date', 'text')
    .addColumn('last_action_date', 'text')
    .addUniqueConstraint('bills_session_number_unique', ['session_id', 'bill_type', 'bill_number'])
    .execute();
  await db.schema.createIndex('bills_sponsor').on('bills').column('primary_sponsor_id').execute();
  await db.schema.createIndex('bills_last_action').on('bills').column('last_action_date').execute();

  await db.schema
    .createTable('bill_cosponsors')
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('legislator_id', 'integer', (c) =>
      c.notNull().references('legislators.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('bill_cosponsors_pk', ['bill_id', 'legislator_id'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('bill_categories')
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('bill_categories_pk', ['bill_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('bill_citations')
    .addColumn('id', 'integer', id)
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('citation', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_citations_bill').on('bill_citations').column('bill_id').execute();

  await db.schema
    .createTable('bill_actions')
    .addColumn('id', 'integer', id)
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('action_date', 'text', (c) => c.notNull())
    .addColumn('branch', 'text')
    .addColumn('abbreviation', 'text')
    .addColumn('action_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bill_actions_bill')
    .on('bill_actions')
    .columns(['bill_id', 'sequence'])
    .execute();
  await db.schema.createIndex('bill_actions_date').on('bill_actions').column('action_date').execute();

  await db.schema
    .createTable('bill_summaries')
    .addColumn('id', 'integer', id)
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .execute();
  await db.schema.createIndex('bill_summaries_bill').on('bill_summaries').column('bill_id').execute();

  await db.schema
    .createTable('bill_texts')
    .addColumn('id', 'integer', id)
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('created_date', 'text')
    .execute();
  await db.schema.createIndex('bill_texts_bill').on('bill_texts').column('bill_id').execute();
  await db.schema
    .createTable('bill_text_sections')
    .addColumn('id', 'integer', id)
    .addColumn('bill_text_id', 'integer', (c) => c.notNull().references('bill_texts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('heading', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bill_text_sections_text')
    .on('bill_text_sections')
    .columns(['bill_text_id', 'position'])
    .execute();

  await db.schema
    .createTable('amendments')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('amendment_number', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('amendment_text', 'text')
    .addColumn('sponsor_id', 'integer', (c) => c.references('legislators.id').onDelete('set null'))
    .addColumn('status', 'text')
    .addColumn('filed_date', 'text')
    .addColumn('pdf_file_name', 'text')
    .execute();
  await db.schema.createIndex('amendments_bill').on('amendments').column('bill_id').execute();

  await db.schema
    .createTable('roll_calls')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('legislative_sessions.id'))
    .addColumn('bill_id', 'integer', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('house', 'senate')`))
    .addColumn('roll_call_number', 'integer')
    .addColumn('vote_date', 'text', (c) => c.notNull())
    .addColumn('motion', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('yes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('absent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('other_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('roll_calls_chamber_date')
    .on('roll_calls')
    .columns(['chamber', 'vote_date'])
    .execute();
  await db.schema.createIndex('roll_calls_bill').on('roll_calls').column('bill_id').execute();
  await db.schema
    .createTable('roll_call_positions')
    .addColumn('id', 'integer', id)
    .addColumn('roll_call_id', 'integer', (c) => c.notNull().references('roll_calls.id').onDelete('cascade'))
    .addColumn('legislator_id', 'integer', (c) => c.references('legislators.id').onDelete('set null'))
    .addColumn('voter_name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) =>
      c.notNull().check(sql`position in ('yes', 'no', 'absent', 'not voting', 'other')`),
    )
    .execute();
  await db.schema
    .createIndex('roll_call_positions_roll_call')
    .on('roll_call_positions')
    .column('roll_call_id')
    .execute();
  await db.schema
    .createIndex('roll_call_positions_legislator')
    .on('roll_call_positions')
    .column('legislator_id')
    .execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('meeting_type', 'text', (c) =>
      c.notNull().check(sql`meeting_type in ('hearing', 'formal_session')`),
    )
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('joint', 'house', 'senate')`))
    .addColumn('committee_id', 'integer', (c) => c.references('committees.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('meeting_date', 'text', (c) => c.notNull())
    .addColumn('meeting_time', 'text')
    .addColumn('location', 'text')
    .addColumn('url', 'text')
    .execute();
  await db.schema
    .createIndex('meetings_type_date')
    .on('meetings')
    .columns(['meeting_type', 'meeting_date'])
    .execute();
  await db.schema
    .createTable('meeting_documents')
    .addColumn('id', 'integer', id)
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('oral_testimony', 'written_testimony', 'floor_debate', 'agenda', 'other')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_path', 'text')
    .addColumn('file_date', 'text')
    .execute();
  await db.schema
    .createIndex('meeting_documents_meeting')
    .on('meeting_documents')
    .columns(['meeting_id', 'kind'])
    .execute();
  await db.schema
    .createTable('meeting_bills')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('meeting_bills_pk', ['meeting_id', 'bill_id'])
    .execute();

  await db.schema
    .createTable('news_sources')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text')
    .execute();
  await db.schema
    .createTable('news_categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('news_items')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('source_id', 'integer', (c) => c.notNull().references('news_sources.id'))
    .addColumn('category_id', 'integer', (c) => c.references('news_categories.id').onDelete('set null'))
    .addColumn('chamber', 'text')
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('intro', 'text')
    .addColumn('full_text', 'text')
    .addColumn('external_url', 'text', (c) => c.notNull())
    .addColumn('display_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_items_date').on('news_items').column('display_date').execute();
  await db.schema
    .createTable('news_item_bills')
    .addColumn('news_item_id', 'integer', (c) => c.notNull().references('news_items.id').onDelete('cascade'))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('news_item_bills_pk', ['news_item_id', 'bill_id'])
    .execute();

  await db.schema
    .createTable('press_releases')
    .addColumn('id', 'integer', id)
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'integer', (c) => c.references('legislative_sessions.id'))
    .addColumn('legislator_id', 'integer', (c) => c.references('legislators.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('category', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('display_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('press_releases_date').on('press_releases').column('display_date').execute();
  await db.schema
    .createTable('press_release_bills')
    .addColumn('press_release_id', 'integer', (c) =>
      c.notNull().references('press_releases.id').onDelete('cascade'),
    )
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('press_release_bills_pk', ['press_release_id', 'bill_id'])
    .execute();

  await db.schema
    .createTable('transcripts')
    .addColumn('id', 'integer', id)
    .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('set null'))
    .addColumn('event_title', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text')
    .addColumn('event_organization', 'text')
    .addColumn('event_location', 'text')
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('transcript', 'text', (c) => c.notNull())
    .addColumn('transcript_url', 'text')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('viewed_bills')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('viewed_bills_pk', ['user_id', 'bill_id'])
    .execute();
  await db.schema
    .createTable('user_news_categories')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('news_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_news_categories_pk', ['user_id', 'category_id'])
    .execute();
  await db.schema
    .createTable('agenda_events')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('event_time', 'text')
    .addColumn('link', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('details2', 'text')
    .addColumn('bill_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('agenda_events_user')
    .on('agenda_events')
    .columns(['user_id', 'event_date'])
    .execute();

  await db.schema
    .createTable('tracking_lists')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('tracking_lists_user_name', ['user_id', 'name'])
    .execute();
  await db.schema
    .createTable('tracking_list_bills')
    .addColumn('tracking_list_id', 'integer', (c) =>
      c.notNull().references('tracking_lists.id').onDelete('cascade'),
    )
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_list_bills_pk', ['tracking_list_id', 'bill_id'])
    .execute();

  await db.schema
    .createTable('whipboards')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bill_id', 'integer', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('house', 'senate')`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('whipboards_user').on('whipboards').column('user_id').execute();
  await db.schema
    .createTable('whipboard_entries')
    .addColumn('id', 'integer', id)
    .addColumn('whipboard_id', 'integer', (c) => c.notNull().references('whipboards.id').onDelete('cascade'))
    .addColumn('legislator_id', 'integer', (c) =>
      c.notNull().references('legislators.id').onDelete('cascade'),
    )
    .addColumn('position', 'text', (c) =>
      c.notNull().check(sql`position in ('Yes', 'Lean Yes', 'Toss-Up', 'Lean No', 'No')`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('whipboard_entries_legislator', ['whipboard_id', 'legislator_id'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('report_bills')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_bills_pk', ['report_id', 'bill_id'])
    .execute();

  await db.schema
    .createTable('live_floor_actions')
    .addColumn('id', 'integer', id)
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('house', 'senate')`))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('action_date', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('abbreviation', 'text')
    .addColumn('real_action', 'text', (c) => c.notNull())
    .addColumn('floor_notes', 'text')
    .execute();
  await db.schema
    .createIndex('live_floor_actions_chamber_date')
    .on('live_floor_actions')
    .columns(['chamber', 'action_date'])
    .execute();
}

// Reverse order of creation, so foreign keys never point at a dropped table.
const tablesNewestFirst = [
  'live_floor_actions',
  'report_bills',
  'reports',
  'whipboard_entries',
  'whipboards',
  'tracking_list_bills',
  'tracking_lists',
  'agenda_events',
  'user_news_categories',
  'viewed_bills',
  'users',
  'transcripts',
  'press_release_bills',
  'press_releases',
  'news_item_bills',
  'news_items',
  'news_categories',
  'news_sources',
  'meeting_bills',
  'meeting_documents',
  'meetings',
  'roll_call_positions',
  'roll_calls',
  'amendments',
  'bill_text_sections',
  'bill_texts',
  'bill_summaries',
  'bill_actions',
  'bill_citations',
  'bill_categories',
  'categories',
  'bill_cosponsors',
  'bills',
  'committee_memberships',
  'committees',
  'legislators',
  'legislative_sessions',
];

async function down(db: AnyDb): Promise<void> {
  for (const table of tablesNewestFirst) await db.schema.dropTable(table).ifExists().execute();
}

export const initialSchema: Migration = { up, down };
