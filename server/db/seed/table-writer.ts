// Multi-row inserts in chunks: a statement per row is many times slower, and one statement for a whole
// table breaks the bound-parameter limits (SQLite 32,766; PostgreSQL 65,535).
import { sql, type Insertable, type InsertObject, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import type { Database } from '../types.js';

/** Every table the generator fills, parents before children. Users and per-user tables are left empty. */
// prettier-ignore
export const SEEDED_TABLES = [
  'legislative_sessions', 'legislators', 'committees', 'committee_memberships', 'categories',
  'news_sources', 'news_categories', 'meetings', 'meeting_documents', 'bills', 'bill_cosponsors',
  'bill_categories', 'bill_citations', 'bill_actions', 'bill_summaries', 'bill_texts', 'bill_text_sections',
  'amendments', 'meeting_bills', 'roll_calls', 'roll_call_positions', 'news_items', 'news_item_bills',
  'press_releases', 'press_release_bills', 'transcripts',
] as const satisfies readonly (keyof Database)[];

export type SeededTable = (typeof SEEDED_TABLES)[number];
export type SeedCounts = Record<SeededTable, number>;
export type TableWithId = { [T in SeededTable]: 'id' extends keyof Database[T] ? T : never }[SeededTable];
/** Tables whose rows belong to a jurisdiction: the writer gives them the demo state's. */
const SCOPED_TABLES: ReadonlySet<SeededTable> = new Set([
  'legislative_sessions',
  'legislators',
  'committees',
  'bills',
  'roll_calls',
  'meetings',
  'news_items',
  'press_releases',
  'transcripts',
]);
export type Row<T extends SeededTable> = Omit<Insertable<Database[T]>, 'jurisdiction_id'>;

const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_STATEMENT = 500;

export class TableWriter {
  readonly counts = Object.fromEntries(SEEDED_TABLES.map((table) => [table, 0])) as SeedCounts;
  private readonly lastIds = new Map<TableWithId, number>();
  private readonly tablesWithIds = new Set<SeededTable>();

  constructor(
    private readonly db: Kysely<Database>,
    /** The demo state's id, written into every row of a scoped table. */
    private readonly jurisdictionId: number,
  ) {}

  /**
   * Ids are assigned here rather than by the database, so a batch can hold parents and their children
   * (a bill text and its sections) without a round trip per parent. The database must start empty.
   */
  nextId(table: TableWithId): number {
    const id = (this.lastIds.get(table) ?? 0) + 1;
    this.lastIds.set(table, id);
    return id;
  }

  async insert<T extends SeededTable>(table: T, rows: readonly Row<T>[]): Promise<void> {
    if (rows.length === 0) return;
    const scoped = SCOPED_TABLES.has(table)
      ? rows.map((row) => ({ ...row, jurisdiction_id: this.jurisdictionId }))
      : rows;
    const first = scoped[0] as object;
    const columnCount = Object.keys(first).length;
    if ('id' in first) this.tablesWithIds.add(table);
    const chunkSize = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS / columnCount)));
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = scoped.slice(start, start + chunkSize) as unknown as InsertObject<Database, T>[];
      await this.db.insertInto(table).values(chunk).execute();
    }
    this.counts[table] += rows.length;
  }

  /** Explicit ids leave PostgreSQL's identity sequences at 1; move them past the data so later inserts work. */
  async resetIdentitySequences(): Promise<void> {
    if (!isPostgres(this.db)) return;
    for (const table of this.tablesWithIds) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT MAX(id) FROM ${sql.table(table)}))`.execute(
        this.db,
      );
    }
  }
}
