// States side by side (issue 15). Every legislative row belongs to a jurisdiction (Open States'
// `ocd-jurisdiction/country:us/state:ma/government`), so one server holds several legislatures and an
// import of one never changes what another state's reader sees. With it, what real sources lack is stored
// as unknown instead of a default that reads as a fact: a bill's status and progress, whether its history
// and sponsors are in the source, and a roll call's tallies (with where they came from). People keep
// their role history, alternate names and leadership; rows get the link to their official source.
//
// SQLite cannot change a column's NULL-ability, a CHECK or an inline UNIQUE in place, so the four tables
// whose columns change that way are rebuilt (SQLite's documented twelve-step procedure, foreign keys off);
// their indexes and the search triggers of migration 006 are recreated as they were. Columns added to
// other tables are nullable on SQLite (it cannot add a NOT NULL reference) and NOT NULL on PostgreSQL;
// the Kysely types make every insert name its jurisdiction either way.
import { sql, type CreateTableBuilder, type Migration } from 'kysely';
import { idColumn, isPostgres, type AnyDb } from '../dialect.js';

/** The jurisdiction existing rows are given: the generator's ('demo:' ids) and, before this, Massachusetts. */
const DEMO = {
  ocd_id: 'ocd-jurisdiction/country:us/state:demo/government',
  code: 'demo',
  name: 'Demo State',
};
const MASSACHUSETTS = {
  ocd_id: 'ocd-jurisdiction/country:us/state:ma/government',
  code: 'ma',
  name: 'Massachusetts',
};

/** Tables that gain a jurisdiction_id column in place (the rebuilt ones get it in their new definition). */
const ADDED_TO = [
  'committees',
  'meetings',
  'news_items',
  'press_releases',
  'transcripts',
  'whipboards',
  'reports',
  'agenda_events',
] as const;

type TableDefinition = (table: CreateTableBuilder<string, never>) => CreateTableBuilder<string, never>;

function sessionsTable(db: AnyDb): TableDefinition {
  return (t) =>
    t
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('jurisdiction_id', 'integer', (c) => c.notNull().references('jurisdictions.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('general_court', 'text')
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('legislative_sessions_jurisdiction_name', ['jurisdiction_id', 'name']);
}

function legislatorsTable(db: AnyDb): TableDefinition {
  return (t) =>
    t
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('jurisdiction_id', 'integer', (c) => c.notNull().references('jurisdictions.id'))
      .addColumn('external_id', 'text', (c) => c.notNull().unique())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('short_full_name', 'text', (c) => c.notNull())
      .addColumn('given_name', 'text')
      .addColumn('family_name', 'text')
      .addColumn('chamber', 'text', (c) =>
        c.notNull().check(sql`chamber in ('house', 'senate', 'executive')`),
      )
      .addColumn('party', 'text')
      .addColumn('district', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('photo_url', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('profile_url', 'text')
      .addColumn('other_names', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('leadership', 'text');
}

function billsTable(db: AnyDb): TableDefinition {
  return (t) =>
    t
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('jurisdiction_id', 'integer', (c) => c.notNull().references('jurisdictions.id'))
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
      .addColumn('status', 'text')
      .addColumn('progress', 'text')
      .addColumn('session_law', 'text')
      .addColumn('filed_date', 'text')
      .addColumn('last_action_date', 'text')
      .addColumn('actions_known', 'integer', (c) => c.notNull())
      .addColumn('sponsors_known', 'integer', (c) => c.notNull())
      .addColumn('source_url', 'text')
      .addUniqueConstraint('bills_session_number_unique', ['session_id', 'bill_type', 'bill_number']);
}

function rollCallsTable(db: AnyDb): TableDefinition {
  return (t) =>
    t
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('jurisdiction_id', 'integer', (c) => c.notNull().references('jurisdictions.id'))
      .addColumn('external_id', 'text', (c) => c.notNull().unique())
      .addColumn('session_id', 'integer', (c) => c.notNull().references('legislative_sessions.id'))
      .addColumn('bill_id', 'integer', (c) => c.references('bills.id').onDelete('set null'))
      .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('house', 'senate')`))
      .addColumn('roll_call_number', 'integer')
      .addColumn('vote_date', 'text', (c) => c.notNull())
      .addColumn('motion', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('yes_count', 'integer')
      .addColumn('no_count', 'integer')
      .addColumn('absent_count', 'integer')
      .addColumn('other_count', 'integer')
      .addColumn('counts_source', 'text', (c) => c.check(sql`counts_source in ('published', 'computed')`))
      .addColumn('source_url', 'text');
}

/** SQL expression giving an existing row's jurisdiction from its external id (generator rows say 'demo:'). */
const byExternalId = sql.raw(
  `(select id from jurisdictions where code = case when external_id like 'demo:%' then 'demo' else 'ma' end)`,
);

/**
 * SQLite: a new table with the wanted definition, the rows copied, the old one dropped and the new one
 * renamed into its place; its indexes and triggers (read before the drop) are created again.
 */
async function rebuildSqliteTable(
  db: AnyDb,
  table: string,
  define: TableDefinition,
  copy: Record<string, ReturnType<typeof sql.raw>>,
): Promise<void> {
  const { rows: dependents } = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
  `.execute(db);
  const building = `${table}__rebuilt`;
  await define(db.schema.createTable(building)).execute();
  const columns = Object.keys(copy);
  const selected = sql.join(columns.map((column) => copy[column] ?? sql.ref(column)));
  await sql`insert into ${sql.table(building)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${selected} from ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(building).renameTo(table).execute();
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
}

const keep = (...columns: string[]) => Object.fromEntries(columns.map((c) => [c, sql.raw(`"${c}"`)]));

async function addJurisdictions(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('jurisdictions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('ocd_id', 'text', (c) => c.notNull().unique())
    // Postal code in lower case ('ma'): what `?state=` and the device remember.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  const demo = await db
    .selectFrom('legislators')
    .select('id')
    .where('external_id', 'like', 'demo:%')
    .limit(1)
    .executeTakeFirst();
  const imported = await db
    .selectFrom('legislators')
    .select('id')
    .where('external_id', 'not like', 'demo:%')
    .limit(1)
    .executeTakeFirst();
  const importedBill = await db
    .selectFrom('bills')
    .select('id')
    .where('external_id', 'not like', 'demo:%')
    .limit(1)
    .executeTakeFirst();
  if (demo) await db.insertInto('jurisdictions').values(DEMO).execute();
  if (imported || importedBill) await db.insertInto('jurisdictions').values(MASSACHUSETTS).execute();
}

async function rebuildOrAlter(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  const sessionJurisdiction = sql.raw(
    `coalesce((select b.jurisdiction_id from bills b where b.session_id = legislative_sessions.id limit 1), ` +
      `(select id from jurisdictions where code = 'ma'), (select id from jurisdictions where code = 'demo'))`,
  );
  if (postgres) {
    // Sessions are named per legislature: two states may both call theirs '2025-2026'.
    await sql`alter table legislative_sessions drop constraint if exists legislative_sessions_name_key`.execute(
      db,
    );
    for (const table of ['legislators', 'bills', 'roll_calls', 'legislative_sessions']) {
      await db.schema
        .alterTable(table)
        .addColumn('jurisdiction_id', 'integer', (c) => c.references('jurisdictions.id'))
        .execute();
    }
    await sql`update legislators set jurisdiction_id = ${byExternalId}`.execute(db);
    await sql`update bills set jurisdiction_id = ${byExternalId}`.execute(db);
    await sql`update roll_calls set jurisdiction_id = ${byExternalId}`.execute(db);
    await sql`update legislative_sessions set jurisdiction_id = ${sessionJurisdiction}`.execute(db);
    await sql`alter table legislative_sessions add constraint legislative_sessions_jurisdiction_name unique (jurisdiction_id, name)`.execute(
      db,
    );
    await sql`alter table legislators drop constraint if exists legislators_chamber_check`.execute(db);
    await sql`alter table legislators add constraint legislators_chamber_check check (chamber in ('house', 'senate', 'executive'))`.execute(
      db,
    );
    await db.schema
      .alterTable('legislators')
      .addColumn('other_names', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('legislators').addColumn('leadership', 'text').execute();
    await sql`alter table bills alter column status drop not null, alter column progress drop not null`.execute(
      db,
    );
    await db.schema.alterTable('bills').addColumn('actions_known', 'integer').execute();
    await db.schema.alterTable('bills').addColumn('sponsors_known', 'integer').execute();
    await db.schema.alterTable('bills').addColumn('source_url', 'text').execute();
    await sql`update bills set
      actions_known = case when external_id like 'demo:%' or exists (select 1 from bill_actions a where a.bill_id = bills.id) then 1 else 0 end,
      sponsors_known = case when external_id like 'demo:%' or primary_sponsor_id is not null or sponsor_name is not null then 1 else 0 end`.execute(
      db,
    );
    await sql`alter table bills alter column actions_known set not null, alter column sponsors_known set not null`.execute(
      db,
    );
    await sql`alter table roll_calls
      alter column yes_count drop not null, alter column yes_count drop default,
      alter column no_count drop not null, alter column no_count drop default,
      alter column absent_count drop not null, alter column absent_count drop default,
      alter column other_count drop not null, alter column other_count drop default`.execute(db);
    await db.schema
      .alterTable('roll_calls')
      .addColumn('counts_source', 'text', (c) => c.check(sql`counts_source in ('published', 'computed')`))
      .execute();
    await db.schema.alterTable('roll_calls').addColumn('source_url', 'text').execute();
    // Tallies stored before this were published figures or tallies of the voters; both read as published.
    await sql`update roll_calls set counts_source = 'published'`.execute(db);
    for (const table of ['legislators', 'bills', 'roll_calls', 'legislative_sessions']) {
      await sql`alter table ${sql.table(table)} alter column jurisdiction_id set not null`.execute(db);
    }
    return;
  }

  await rebuildSqliteTable(db, 'legislators', legislatorsTable(db), {
    ...keep(
      'id',
      'external_id',
      'full_name',
      'short_full_name',
      'given_name',
      'family_name',
      'chamber',
      'party',
      'district',
      'active',
      'photo_url',
      'email',
      'phone',
      'address',
      'profile_url',
    ),
    jurisdiction_id: byExternalId,
  });
  await rebuildSqliteTable(db, 'bills', billsTable(db), {
    ...keep(
      'id',
      'external_id',
      'session_id',
      'chamber',
      'bill_type',
      'bill_number',
      'bill_type_number',
      'title',
      'short_title',
      'primary_sponsor_id',
      'sponsor_name',
      'status',
      'progress',
      'session_law',
      'filed_date',
      'last_action_date',
    ),
    jurisdiction_id: byExternalId,
    actions_known: sql.raw(
      `case when external_id like 'demo:%' or exists (select 1 from bill_actions a where a.bill_id = bills.id) then 1 else 0 end`,
    ),
    sponsors_known: sql.raw(
      `case when external_id like 'demo:%' or primary_sponsor_id is not null or sponsor_name is not null then 1 else 0 end`,
    ),
  });
  await rebuildSqliteTable(db, 'roll_calls', rollCallsTable(db), {
    ...keep(
      'id',
      'external_id',
      'session_id',
      'bill_id',
      'chamber',
      'roll_call_number',
      'vote_date',
      'motion',
      'result',
      'yes_count',
      'no_count',
      'absent_count',
      'other_count',
    ),
    jurisdiction_id: byExternalId,
    counts_source: sql.raw(`'published'`),
  });
  // Last: a session takes the jurisdiction of its bills, which the rebuild above has given them.
  await rebuildSqliteTable(db, 'legislative_sessions', sessionsTable(db), {
    ...keep('id', 'name', 'general_court', 'start_date', 'end_date', 'is_current'),
    jurisdiction_id: sessionJurisdiction,
  });
}

/** The jurisdiction of rows without an external id of their own, from what they point at. */
async function backfillAddedColumns(db: AnyDb): Promise<void> {
  const only = sql.raw(`(select case when count(*) = 1 then min(id) end from jurisdictions)`);
  await sql`update committees set jurisdiction_id = ${byExternalId}`.execute(db);
  await sql`update meetings set jurisdiction_id = ${byExternalId}`.execute(db);
  await sql`update news_items set jurisdiction_id = ${byExternalId}`.execute(db);
  await sql`update press_releases set jurisdiction_id = ${byExternalId}`.execute(db);
  await sql`update transcripts set jurisdiction_id = coalesce(
    (select m.jurisdiction_id from meetings m where m.id = transcripts.meeting_id), ${only})`.execute(db);
  await sql`update whipboards set jurisdiction_id = coalesce(
    (select b.jurisdiction_id from bills b where b.id = whipboards.bill_id),
    (select l.jurisdiction_id from whipboard_entries e join legislators l on l.id = e.legislator_id
      where e.whipboard_id = whipboards.id limit 1), ${only})`.execute(db);
  await sql`update reports set jurisdiction_id = coalesce(
    (select b.jurisdiction_id from report_bills rb join bills b on b.id = rb.bill_id
      where rb.report_id = reports.id order by rb.position limit 1), ${only})`.execute(db);
  await sql`update agenda_events set jurisdiction_id = coalesce(
    (select m.jurisdiction_id from meetings m where m.id = agenda_events.meeting_id), ${only})`.execute(db);
  // A row that still has none (a report of no bills on a server with several states) goes to the demo,
  // which is where every such row of the generator's demo account came from.
  for (const table of ['transcripts', 'whipboards', 'reports', 'agenda_events']) {
    await sql`update ${sql.table(table)} set jurisdiction_id = (select min(id) from jurisdictions)
      where jurisdiction_id is null`.execute(db);
  }
}

async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  // The rebuild drops tables others point at; SQLite must not act on those references meanwhile.
  if (!postgres) await sql`pragma foreign_keys = off`.execute(db);
  try {
    await addJurisdictions(db);
    await rebuildOrAlter(db);
    for (const table of ADDED_TO) {
      await db.schema
        .alterTable(table)
        .addColumn('jurisdiction_id', 'integer', (c) => c.references('jurisdictions.id'))
        .execute();
    }
    await backfillAddedColumns(db);
    if (postgres) {
      for (const table of ADDED_TO) {
        await sql`alter table ${sql.table(table)} alter column jurisdiction_id set not null`.execute(db);
      }
    } else {
      const { rows } = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
      if (rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(rows)}`);
    }
  } finally {
    if (!postgres) await sql`pragma foreign_keys = on`.execute(db);
  }

  // The account remembers the state a reader picked (null until they pick one).
  await db.schema
    .alterTable('users')
    .addColumn('jurisdiction_id', 'integer', (c) => c.references('jurisdictions.id').onDelete('set null'))
    .execute();

  // A person's roles over time: a 2021 cosponsor is 'Sen.' in 2021 though a Representative or the
  // Auditor today, and a vote recorded by surname resolves against who sat in that chamber on that day.
  await db.schema
    .createTable('legislator_roles')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('legislator_id', 'integer', (c) =>
      c.notNull().references('legislators.id').onDelete('cascade'),
    )
    // Open States' role type: 'lower', 'upper', 'governor', 'lt_governor', 'auditor', …
    .addColumn('role_type', 'text', (c) => c.notNull())
    .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('house', 'senate', 'executive')`))
    /** 'Rep.', 'Sen.', 'Gov.', 'Auditor'… */
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('district', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .execute();
  await db.schema
    .createIndex('legislator_roles_legislator')
    .on('legislator_roles')
    .column('legislator_id')
    .execute();

  // Every list is asked for one state's rows.
  const scopedIndexes: [name: string, table: string, columns: string[]][] = [
    ['legislators_jurisdiction', 'legislators', ['jurisdiction_id', 'chamber', 'active']],
    ['committees_jurisdiction', 'committees', ['jurisdiction_id', 'chamber']],
    ['bills_jurisdiction_last_action', 'bills', ['jurisdiction_id', 'last_action_date']],
    ['roll_calls_jurisdiction', 'roll_calls', ['jurisdiction_id', 'chamber', 'vote_date']],
    ['meetings_jurisdiction_date', 'meetings', ['jurisdiction_id', 'meeting_date']],
    ['news_items_jurisdiction_date', 'news_items', ['jurisdiction_id', 'display_date']],
    ['press_releases_jurisdiction_date', 'press_releases', ['jurisdiction_id', 'display_date']],
  ];
  for (const [name, table, columns] of scopedIndexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }

  // The legislature's own code for a member ('D_D0'), by which its API names sponsors. Open States keeps
  // it in `extras.member code`; the profile link is no substitute (the Auditor's points at mass.gov).
  await db.schema.alterTable('legislators').addColumn('member_code', 'text').execute();
}

async function down(): Promise<void> {
  // Not reversible without losing which state each row belongs to; restore a backup instead.
  throw new Error('migration 007-jurisdictions cannot be undone');
}

export const jurisdictions: Migration = { up, down };
