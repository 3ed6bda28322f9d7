// Where a sync of a state from a source stands (sync_state) and what it has read (sync_resources):
// migration 008. Every write here runs inside the batch transaction it belongs to, so a checkpoint is
// never ahead of the data it describes and a killed run resumes exactly after its last commit.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Validators } from './http/polite-client.js';

export type SyncSource = 'malegislature' | 'openstates';

export interface StoredSyncState {
  cursor: unknown;
  checkpoint: unknown;
  runStartedAt: string | null;
  lastSuccessAt: string | null;
}

export interface ResourceState extends Validators {
  fingerprint: string | null;
  checkedAt: string;
}

export interface ResourceUpdate {
  resource: string;
  validators?: Validators;
  /** Omitted: the stored fingerprint stays (a 304 answered for the body we have). */
  fingerprint?: string;
}

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

export async function loadSyncState(
  db: Db,
  stateCode: string,
  source: SyncSource,
): Promise<StoredSyncState | null> {
  const row = await db
    .selectFrom('sync_state as s')
    .innerJoin('jurisdictions as j', 'j.id', 's.jurisdiction_id')
    .select(['s.cursor', 's.checkpoint', 's.run_started_at', 's.last_success_at'])
    .where('j.code', '=', stateCode)
    .where('s.source', '=', source)
    .executeTakeFirst();
  if (!row) return null;
  return {
    cursor: parse(row.cursor),
    checkpoint: parse(row.checkpoint),
    runStartedAt: row.run_started_at,
    lastSuccessAt: row.last_success_at,
  };
}

/** Upserts the state's row with the given columns. */
export async function saveSyncState(
  trx: Db,
  jurisdictionId: number,
  source: SyncSource,
  columns: {
    cursor?: unknown;
    checkpoint?: unknown;
    run_started_at?: string;
    last_success_at?: string;
    last_error?: string | null;
  },
): Promise<void> {
  const values = {
    ...(columns.cursor !== undefined ? { cursor: JSON.stringify(columns.cursor) } : {}),
    ...(columns.checkpoint !== undefined
      ? { checkpoint: columns.checkpoint === null ? null : JSON.stringify(columns.checkpoint) }
      : {}),
    ...(columns.run_started_at ? { run_started_at: columns.run_started_at } : {}),
    ...(columns.last_success_at ? { last_success_at: columns.last_success_at } : {}),
    ...(columns.last_error !== undefined ? { last_error: columns.last_error } : {}),
  };
  await trx
    .insertInto('sync_state')
    .values({ jurisdiction_id: jurisdictionId, source, ...values })
    .onConflict((oc) => oc.columns(['jurisdiction_id', 'source']).doUpdateSet(values))
    .execute();
}

/**
 * The last error of a run that failed, kept where the next run and an operator can read it: on the
 * state's sync_state row when the state has data, and by its code in any case (a first run that failed
 * before any data came still counts as a run that ended, first-sync.ts).
 */
export async function recordSyncError(db: Db, stateCode: string, source: SyncSource, message: string) {
  const error = message.slice(0, 2000);
  const failure = { error, failed_at: new Date().toISOString() };
  await db
    .insertInto('sync_failures')
    .values({ state_code: stateCode, source, ...failure })
    .onConflict((oc) => oc.columns(['state_code', 'source']).doUpdateSet(failure))
    .execute();
  const state = await db
    .selectFrom('jurisdictions')
    .select('id')
    .where('code', '=', stateCode)
    .executeTakeFirst();
  if (state) await saveSyncState(db, state.id, source, { last_error: error });
}

export function resourceStore(db: Db, source: SyncSource) {
  return {
    /** What was read of these resources, by resource. */
    async get(
      jurisdictionId: number | null,
      resources: readonly string[],
    ): Promise<Map<string, ResourceState>> {
      const found = new Map<string, ResourceState>();
      if (jurisdictionId === null || resources.length === 0) return found;
      for (let start = 0; start < resources.length; start += 500) {
        const rows = await db
          .selectFrom('sync_resources')
          .select(['resource', 'etag', 'last_modified', 'fingerprint', 'checked_at'])
          .where('jurisdiction_id', '=', jurisdictionId)
          .where('source', '=', source)
          .where('resource', 'in', resources.slice(start, start + 500))
          .execute();
        for (const row of rows) {
          found.set(row.resource, {
            etag: row.etag,
            lastModified: row.last_modified,
            fingerprint: row.fingerprint,
            checkedAt: row.checked_at,
          });
        }
      }
      return found;
    },

    /** Every resource under a prefix ('documents/194/'), with when it was last checked. */
    async under(jurisdictionId: number | null, prefix: string): Promise<Map<string, string>> {
      if (jurisdictionId === null) return new Map();
      const rows = await db
        .selectFrom('sync_resources')
        .select(['resource', 'checked_at'])
        .where('jurisdiction_id', '=', jurisdictionId)
        .where('source', '=', source)
        .where('resource', 'like', `${prefix}%`)
        .execute();
      return new Map(rows.map((row) => [row.resource, row.checked_at]));
    },

    /** Records what was just read, in the batch's transaction. */
    async put(trx: Db, jurisdictionId: number, updates: readonly ResourceUpdate[], checkedAt: string) {
      for (let start = 0; start < updates.length; start += 200) {
        const rows = updates.slice(start, start + 200).map((update) => ({
          jurisdiction_id: jurisdictionId,
          source,
          resource: update.resource,
          etag: update.validators?.etag ?? null,
          last_modified: update.validators?.lastModified ?? null,
          fingerprint: update.fingerprint ?? null,
          checked_at: checkedAt,
        }));
        await trx
          .insertInto('sync_resources')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['jurisdiction_id', 'source', 'resource']).doUpdateSet((eb) => ({
              // A 304 keeps the validators and fingerprint of the body we have.
              etag: sql<
                string | null
              >`coalesce(${eb.ref('excluded.etag')}, ${eb.ref('sync_resources.etag')})`,
              last_modified: sql<
                string | null
              >`coalesce(${eb.ref('excluded.last_modified')}, ${eb.ref('sync_resources.last_modified')})`,
              fingerprint: sql<
                string | null
              >`coalesce(${eb.ref('excluded.fingerprint')}, ${eb.ref('sync_resources.fingerprint')})`,
              checked_at: eb.ref('excluded.checked_at'),
            })),
          )
          .execute();
      }
    },
  };
}

export type ResourceStore = ReturnType<typeof resourceStore>;
