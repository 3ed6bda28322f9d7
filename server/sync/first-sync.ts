// Readiness and the scheduled sync (issue 17): a server started with SYNC_INTERVAL_MINUTES says it is
// ready (GET /health/ready) only once every state of SYNC_STATES has had a sync run end — succeeded or
// failed. A source that is down must not keep the server from serving what it has (whose "Data as of"
// says how old it is); a state never synced must not be served as if it were current. Read from the
// database, so every process of a cluster sees the run its leader did (server/scale-out).
import type { Db } from '../db/database.js';

/**
 * The states of `codes` that have had a sync run end, in any process: one that succeeded or failed on a
 * state with data (sync_state), or one that failed before any (sync_failures).
 */
export async function statesSyncedOnce(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const ended = await db
    .selectFrom('sync_state as s')
    .innerJoin('jurisdictions as j', 'j.id', 's.jurisdiction_id')
    .select('j.code')
    .where('j.code', 'in', codes)
    .where((eb) => eb.or([eb('s.last_success_at', 'is not', null), eb('s.last_error', 'is not', null)]))
    .execute();
  const failed = await db
    .selectFrom('sync_failures')
    .select('state_code as code')
    .where('state_code', 'in', codes)
    .execute();
  return new Set([...ended, ...failed].map((row) => row.code));
}

/** Resolves once every state of `codes` has had a sync run end (checked every `intervalMs`), or on abort. */
export async function whenSyncedOnce(
  db: Db,
  codes: readonly string[],
  options: { intervalMs?: number; signal: AbortSignal },
): Promise<void> {
  const { intervalMs = 2000, signal } = options;
  while (!signal.aborted) {
    const synced = await statesSyncedOnce(db, codes).catch(() => new Set<string>());
    if (codes.every((code) => synced.has(code))) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
