import type { Kysely } from 'kysely';
import { jurisdictionRowFor } from '../../jurisdictions/state-profiles.js';
import type { Jurisdiction } from '../../jurisdictions/jurisdiction-context.js';
import type { Database } from '../types.js';

const columns = ['id', 'code', 'ocd_id as ocdId', 'name'] as const;

/**
 * The state's row, created on first use: importers, syncs and the demo generator call it inside their
 * own transaction, so a state appears together with its first data or not at all.
 */
export async function ensureJurisdiction(db: Kysely<Database>, code: string): Promise<Jurisdiction> {
  const existing = await db
    .selectFrom('jurisdictions')
    .select(columns)
    .where('code', '=', code)
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('jurisdictions')
    .values(jurisdictionRowFor(code))
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/**
 * Records that the state's data was just written by `source` ("Data as of <time> from <source>"). Called
 * in the writing transaction, so the time is that of data that is there.
 */
export async function markDataAsOf(
  db: Kysely<Database>,
  jurisdictionId: number,
  source: string,
  at: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('jurisdictions')
    .set({ data_as_of: at.toISOString(), data_source: source })
    .where('id', '=', jurisdictionId)
    .execute();
}

export function jurisdictionsRepository(db: Kysely<Database>) {
  return {
    /** Every state the server holds, by name. */
    async list(): Promise<Jurisdiction[]> {
      return db.selectFrom('jurisdictions').select(columns).orderBy('name').orderBy('id').execute();
    },

    /** When each state's data was last written, and from where (null before any import or sync). */
    async dataFreshness(): Promise<Map<number, { dataAsOf: string | null; dataSource: string | null }>> {
      const rows = await db.selectFrom('jurisdictions').select(['id', 'data_as_of', 'data_source']).execute();
      return new Map(rows.map((row) => [row.id, { dataAsOf: row.data_as_of, dataSource: row.data_source }]));
    },
  };
}
