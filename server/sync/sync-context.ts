// What a connector (sources/malegislature, sources/openstates) is given for one run: the HTTP client, what
// earlier runs left (cursor, checkpoint, resources read), and `commit`, the only way it writes: one
// transaction holding a batch's records, the resources read for it and the checkpoint after it. Between
// batches the event loop gets a turn and a stop is noticed.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import type { ImportReport } from '../db/import/import-report.js';
import { ensureJurisdiction } from '../db/repositories/jurisdictions-repository.js';
import type { Jurisdiction } from '../jurisdictions/jurisdiction-context.js';
import { markBeforeWrite, recordSyncChanges } from '../notifications/sync-changes.js';
import type { PoliteClient } from './http/polite-client.js';
import { saveSyncState, type ResourceStore, type ResourceUpdate, type SyncSource } from './sync-store.js';

/** What the command line prints as a run goes, and what the final report tallies. */
export interface SyncProgress {
  requests: number;
  batches: number;
  billsNew: number;
  billsChanged: number;
  billsUnchanged: number;
  actions: number;
  rollCalls: number;
  hearings: number;
  people: number;
  committees: number;
  meetings: number;
}

export function emptyProgress(): SyncProgress {
  return {
    requests: 0,
    batches: 0,
    billsNew: 0,
    billsChanged: 0,
    billsUnchanged: 0,
    actions: 0,
    rollCalls: 0,
    hearings: 0,
    people: 0,
    committees: 0,
    meetings: 0,
  };
}

export interface SyncContext {
  db: Db;
  stateCode: string;
  source: SyncSource;
  /** The API's root (MALEGISLATURE_API_URL, OPENSTATES_API_URL), without a trailing slash. */
  baseUrl: string;
  client: PoliteClient;
  /** Ask for everything, not only what changed (--full). */
  full: boolean;
  /** Records per batch (one transaction each); Open States pages hold at most its page size. */
  batchSize: number;
  /** The day at the state's capitol: what counts as recent and upcoming. */
  today: string;
  report: ImportReport;
  progress: SyncProgress;
  resources: ResourceStore;
  /** The state's id once it exists (its first batch creates it). */
  jurisdictionId(): number | null;
  /** Where the last successful run left off (the source's own shape); null before any. */
  cursor: unknown;
  /** Where an unfinished run stopped; null when starting afresh. */
  checkpoint: unknown;
  /** When this run (or the unfinished one it resumes) started: what was checked since is done. */
  runStartedAt: string;
  commit(batch: {
    write?: (trx: Db, state: Jurisdiction) => Promise<void>;
    resources?: readonly ResourceUpdate[];
    checkpoint: unknown;
  }): Promise<void>;
}

export interface CommitHooks {
  signal?: AbortSignal;
  /** The run's today at the state's capitol: what counts as recent news (notifications/sync-changes.ts). */
  today?: string;
  onBatch?: (batches: number) => void;
  onProgress?: (progress: SyncProgress) => void;
}

/** The commit of a context: one transaction per batch, its checkpoint inside it. */
export function batchCommitter(
  db: Db,
  stateCode: string,
  source: SyncSource,
  runStartedAt: string,
  progress: SyncProgress,
  resources: ResourceStore,
  hooks: CommitHooks,
) {
  let jurisdictionId: number | null = null;
  return {
    setJurisdictionId: (id: number | null) => {
      jurisdictionId = id;
    },
    jurisdictionId: () => jurisdictionId,
    async commit(batch: Parameters<SyncContext['commit']>[0]): Promise<void> {
      hooks.signal?.throwIfAborted();
      await db.transaction().execute(async (trx) => {
        // The state appears with its first data, or not at all (ensureJurisdiction).
        const state = await ensureJurisdiction(trx, stateCode);
        jurisdictionId = state.id;
        // Issue 22: what the batch changed becomes notice events, committed with it.
        const marks = batch.write ? await markBeforeWrite(trx, state, hooks.today) : null;
        await batch.write?.(trx, state);
        if (marks) await recordSyncChanges(trx, state, marks);
        if (batch.resources?.length)
          await resources.put(trx, state.id, batch.resources, new Date().toISOString());
        await saveSyncState(trx, state.id, source, {
          checkpoint: batch.checkpoint,
          run_started_at: runStartedAt,
        });
      });
      progress.batches += 1;
      hooks.onProgress?.(progress);
      hooks.onBatch?.(progress.batches);
      // better-sqlite3 writes synchronously: let requests be served between batches.
      await nextTurn();
      hooks.signal?.throwIfAborted();
    },
  };
}
