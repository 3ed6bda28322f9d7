import type { Db } from '../database.js';
import type { EntityCounts } from './import-report.js';
import type { SessionInfo } from './session-names.js';

/** Inserts or refreshes a state's session (unique by name within the state) and returns its id. */
export async function ensureSession(
  trx: Db,
  jurisdictionId: number,
  session: SessionInfo,
  counts: EntityCounts,
): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const row = {
    ...session,
    jurisdiction_id: jurisdictionId,
    is_current: session.start_date <= today && today <= session.end_date ? 1 : 0,
  };
  const existing = await trx
    .selectFrom('legislative_sessions')
    .selectAll()
    .where('jurisdiction_id', '=', jurisdictionId)
    .where('name', '=', session.name)
    .executeTakeFirst();
  if (existing) {
    const same = (Object.keys(row) as (keyof typeof row)[]).every((key) => existing[key] === row[key]);
    if (same) {
      counts.unchanged += 1;
      return existing.id;
    }
    await trx.updateTable('legislative_sessions').set(row).where('id', '=', existing.id).execute();
    counts.updated += 1;
    return existing.id;
  }
  const inserted = await trx
    .insertInto('legislative_sessions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  counts.inserted += 1;
  return inserted.id;
}

export async function findSessionId(db: Db, jurisdictionId: number, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('legislative_sessions')
    .select('id')
    .where('jurisdiction_id', '=', jurisdictionId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id ?? null;
}
