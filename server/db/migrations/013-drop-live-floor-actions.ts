// live_floor_actions was the demo floor session's first store; since issue 20 the live calendar, the bill's
// History and the journal all read bill_actions (one source of truth), and nothing reads or writes this
// table any more. Dropped with its write counter (migration 009), so no reader of the schema is misled.
import { sql, type Migration } from 'kysely';
import { idColumn, type AnyDb } from '../dialect.js';
import { addVersionTriggers, dropVersionTriggers } from './source-version-triggers.js';

const TABLE = 'live_floor_actions';

async function up(db: AnyDb): Promise<void> {
  await dropVersionTriggers(db, [TABLE]);
  await db.schema.dropTable(TABLE).ifExists().execute();
  await db.deleteFrom('search_source_versions').where('table_name', '=', TABLE).execute();
}

/** As migrations 001 and 009 made it. */
async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('id', 'integer', idColumn(db))
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
    .on(TABLE)
    .columns(['chamber', 'action_date'])
    .execute();
  await db.insertInto('search_source_versions').values({ table_name: TABLE, version: 0 }).execute();
  await addVersionTriggers(db, [TABLE]);
}

export const dropLiveFloorActions: Migration = { up, down };
