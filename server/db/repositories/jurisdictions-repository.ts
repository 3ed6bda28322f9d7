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

export function jurisdictionsRepository(db: Kysely<Database>) {
  return {
    /** Every state the server holds, by name. */
    async list(): Promise<Jurisdiction[]> {
      return db.selectFrom('jurisdictions').select(columns).orderBy('name').orderBy('id').execute();
    },
  };
}
