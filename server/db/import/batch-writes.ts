// Batched, dialect-neutral writes shared by the importers. Two patterns:
//  - keyed rows (tables with external_id): insert the new, rewrite the changed, leave the unchanged alone;
//  - child rows (positions, actions, memberships…): per parent, replace the set when it differs.
// Both compare against what is already stored, so a second run writes nothing and reports "unchanged".
import type { AnyDb } from '../dialect.js';
import type { EntityCounts } from './import-report.js';

/**
 * Rows per statement. 400 rows of our widest table (bills, 17 columns) bind 6,800 parameters: under
 * SQLite's 32,766 and PostgreSQL's 65,535 limits, and large enough that 20k rows take ~50 statements.
 */
export const ROWS_PER_STATEMENT = 400;

export type Value = string | number | null;
export type Row = Record<string, Value>;
export type StoredRow = Row & { id: number };

export function chunk<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

function sameValues(stored: Row, wanted: Row, columns: readonly string[]): boolean {
  return columns.every((column) => (stored[column] ?? null) === (wanted[column] ?? null));
}

function setFromExcluded(columns: readonly string[]) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
  return (eb: any) => Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]));
}

/** Stored rows of a table with external_id, for the given external ids. */
export async function storedByExternalId(
  trx: AnyDb,
  table: string,
  externalIds: readonly string[],
): Promise<Map<string, StoredRow>> {
  const stored = new Map<string, StoredRow>();
  for (const batch of chunk(externalIds)) {
    const rows = (await trx
      .selectFrom(table)
      .selectAll()
      .where('external_id', 'in', batch)
      .execute()) as StoredRow[];
    for (const row of rows) stored.set(String(row.external_id), row);
  }
  return stored;
}

/** external_id → id of every row of a table, e.g. to resolve Open States person ids to legislators. */
export async function idsByExternalId(trx: AnyDb, table: string): Promise<Map<string, number>> {
  const rows = (await trx.selectFrom(table).select(['id', 'external_id']).execute()) as {
    id: number;
    external_id: string;
  }[];
  return new Map(rows.map((row) => [row.external_id, row.id]));
}

export interface KeyedSync {
  table: string;
  /** Desired rows; each has external_id plus the columns this source owns. */
  rows: Row[];
  /** Columns compared and written on update; other stored columns are left as they are. */
  ownedColumns: readonly string[];
  /** Values for the columns a new row needs but this source does not own (e.g. a bill's status). */
  insertDefaults?: Row;
  /** The stored row this desired row corresponds to (by external_id or a natural key). */
  findStored: (row: Row) => StoredRow | undefined;
}

/** Returns external_id → id for every desired row. */
export async function syncKeyedRows(
  trx: AnyDb,
  sync: KeyedSync,
  counts: EntityCounts,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const inserts: Row[] = [];
  const updates: StoredRow[] = [];
  for (const row of sync.rows) {
    const stored = sync.findStored(row);
    if (!stored) {
      inserts.push({ ...sync.insertDefaults, ...row });
      continue;
    }
    ids.set(String(row.external_id), stored.id);
    if (sameValues(stored, row, sync.ownedColumns)) counts.unchanged += 1;
    else updates.push({ ...stored, ...row, id: stored.id });
  }
  for (const batch of chunk(inserts)) {
    const inserted = (await trx
      .insertInto(sync.table)
      .values(batch)
      .onConflict((oc) => oc.column('external_id').doUpdateSet(setFromExcluded(sync.ownedColumns)))
      .returning(['id', 'external_id'])
      .execute()) as { id: number; external_id: string }[];
    for (const { id, external_id } of inserted) ids.set(external_id, id);
    counts.inserted += batch.length;
  }
  await updateRowsById(trx, sync.table, updates, sync.ownedColumns);
  counts.updated += updates.length;
  return ids;
}

/**
 * Rewrites `columns` of stored rows, identified by id, a few hundred per statement. An upsert on the
 * primary key is the one multi-row UPDATE that SQLite and PostgreSQL spell the same way; the rows carry
 * every NOT NULL column, so the (never taken) insert path would be valid too.
 */
async function updateRowsById(trx: AnyDb, table: string, rows: StoredRow[], columns: readonly string[]) {
  for (const batch of chunk(rows)) {
    await trx
      .insertInto(table)
      .values(batch)
      .onConflict((oc) => oc.column('id').doUpdateSet(setFromExcluded(columns)))
      .execute();
  }
}

export interface ChildSync {
  table: string;
  parentColumn: string;
  /** Columns that make up a child row (without id); compared to decide whether a parent's set changed. */
  columns: readonly string[];
  /** Parent id → the complete desired set. A parent mapped to [] loses its rows; absent parents are untouched. */
  rowsByParent: Map<number, Row[]>;
  /** Restricts what this source owns, e.g. only summaries with source = 'Open States'. */
  ownedWhere?: { column: string; value: Value };
}

export async function replaceChildren(trx: AnyDb, sync: ChildSync, counts: EntityCounts): Promise<void> {
  const key = (row: Row) => JSON.stringify(sync.columns.map((column) => row[column] ?? null));
  const storedKeys = new Map<number, string[]>();
  const parents = [...sync.rowsByParent.keys()];
  for (const batch of chunk(parents, ROWS_PER_STATEMENT * 2)) {
    const selected = [...new Set([sync.parentColumn, ...sync.columns])];
    let query = trx.selectFrom(sync.table).select(selected).where(sync.parentColumn, 'in', batch);
    if (sync.ownedWhere) query = query.where(sync.ownedWhere.column, '=', sync.ownedWhere.value);
    for (const row of (await query.execute()) as Row[]) {
      const parent = Number(row[sync.parentColumn]);
      const keys = storedKeys.get(parent);
      if (keys) keys.push(key(row));
      else storedKeys.set(parent, [key(row)]);
    }
  }
  const changedParents: number[] = [];
  const inserts: Row[] = [];
  for (const [parent, rows] of sync.rowsByParent) {
    const wanted = rows.map(key).sort();
    const stored = (storedKeys.get(parent) ?? []).sort();
    if (wanted.length === stored.length && wanted.every((k, i) => k === stored[i])) {
      counts.unchanged += rows.length;
      continue;
    }
    if (stored.length > 0) changedParents.push(parent);
    inserts.push(...rows);
  }
  for (const batch of chunk(changedParents, ROWS_PER_STATEMENT * 2)) {
    let query = trx.deleteFrom(sync.table).where(sync.parentColumn, 'in', batch);
    if (sync.ownedWhere) query = query.where(sync.ownedWhere.column, '=', sync.ownedWhere.value);
    const result = await query.executeTakeFirst();
    counts.deleted += Number(result.numDeletedRows);
  }
  for (const batch of chunk(inserts)) await trx.insertInto(sync.table).values(batch).execute();
  counts.inserted += inserts.length;
}
