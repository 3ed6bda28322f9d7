// One sync of one state from one source: the polite client, the state the last run left, the connector,
// and the run's end (cursor kept, checkpoint cleared, "data as of" set) or its failure (checkpoint kept for
// the next run, the error recorded). The command line (scripts/sync.ts) and the scheduled job
// (sync-scheduler.ts) both call this.
import type { Db } from '../db/database.js';
import { DATA_SOURCES } from '../db/import/data-sources.js';
import { createReport, tally, type ImportReport } from '../db/import/import-report.js';
import { markDataAsOf } from '../db/repositories/jurisdictions-repository.js';
import { dayInTimeZone } from '../jurisdictions/legislature-day.js';
import { profileFor } from '../jurisdictions/state-profiles.js';
import { createPoliteClient, type PoliteClientOptions } from './http/polite-client.js';
import { syncMalegislature } from './sources/malegislature/connector.js';
import { syncOpenStates } from './sources/openstates/connector.js';
import { batchCommitter, emptyProgress, type SyncContext, type SyncProgress } from './sync-context.js';
import {
  loadSyncState,
  recordSyncError,
  resourceStore,
  saveSyncState,
  type SyncSource,
} from './sync-store.js';

export interface SyncSettings {
  /** MALEGISLATURE_API_URL */
  malegislatureUrl: string;
  /** OPENSTATES_API_URL */
  openStatesUrl: string;
  /** OPENSTATES_API_KEY: Open States answers nothing without one. */
  openStatesApiKey?: string;
  /** SYNC_CONCURRENCY: requests in flight at once, per run. */
  concurrency: number;
}

export const DEFAULT_SYNC_SETTINGS: SyncSettings = {
  malegislatureUrl: 'https://malegislature.gov/api',
  openStatesUrl: 'https://v3.openstates.org',
  concurrency: 4,
};

export interface SyncRunOptions {
  /** The state's postal code ('ma'). */
  state: string;
  /** Default: malegislature.gov for Massachusetts, Open States for every other state. */
  source?: SyncSource;
  /** Read everything, not only what changed. */
  full?: boolean;
  /** Records per batch: one transaction and checkpoint each (default 25). */
  batchSize?: number;
  /** The day at the state's capitol that counts as today (default: the real one). */
  today?: string;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
  /** After each committed batch (tests stop a run there). */
  onBatch?: (batches: number) => void;
  /** Test seams of the HTTP client (fetch, sleep, retry timings). */
  http?: Partial<PoliteClientOptions>;
}

export interface SyncResult {
  report: ImportReport;
  progress: SyncProgress;
  /** True when the run ended early (stopped or failed); the next run resumes from its checkpoint. */
  unfinished: boolean;
}

/**
 * Bills per batch: each is one transaction, short enough that better-sqlite3's synchronous writes never
 * hold the event loop for long (a few tens of milliseconds), and one checkpoint a kill goes back to.
 */
export const DEFAULT_BATCH_SIZE = 25;

export function defaultSource(stateCode: string): SyncSource {
  return stateCode === 'ma' ? 'malegislature' : 'openstates';
}

const SOURCE_NAMES: Record<SyncSource, string> = {
  malegislature: DATA_SOURCES.malegislature,
  openstates: DATA_SOURCES.openStatesApi,
};

export async function runSync(db: Db, settings: SyncSettings, options: SyncRunOptions): Promise<SyncResult> {
  const stateCode = options.state.toLowerCase();
  const source = options.source ?? defaultSource(stateCode);
  const profile = profileFor(stateCode);
  const report = createReport('sync', `${stateCode} from ${SOURCE_NAMES[source]}`);
  const progress = emptyProgress();
  if (source === 'malegislature' && stateCode !== 'ma') {
    throw new Error('malegislature.gov is the Massachusetts Legislature: sync it with --state ma');
  }
  if (source === 'openstates' && !settings.openStatesApiKey) {
    throw new Error(
      'the Open States API needs a key: set OPENSTATES_API_KEY (https://open.pluralpolicy.com/accounts/profile/)',
    );
  }
  const stored = await loadSyncState(db, stateCode, source);
  const resuming = stored?.checkpoint !== null && stored?.checkpoint !== undefined;
  const runStartedAt = resuming && stored?.runStartedAt ? stored.runStartedAt : new Date().toISOString();
  const client = createPoliteClient({
    concurrency: settings.concurrency,
    ...(source === 'openstates' && settings.openStatesApiKey
      ? { headers: { 'x-api-key': settings.openStatesApiKey } }
      : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...options.http,
  });
  const resources = resourceStore(db, source);
  const onProgress = () => {
    progress.requests = client.stats.requests;
    options.onProgress?.(progress);
  };
  const today = options.today ?? dayInTimeZone(Date.now(), profile.timeZone);
  const committer = batchCommitter(db, stateCode, source, runStartedAt, progress, resources, {
    today,
    signal: options.signal,
    onBatch: options.onBatch,
    onProgress,
  });
  const existing = await db
    .selectFrom('jurisdictions')
    .select('id')
    .where('code', '=', stateCode)
    .executeTakeFirst();
  committer.setJurisdictionId(existing?.id ?? null);
  const context: SyncContext = {
    db,
    stateCode,
    source,
    baseUrl: (source === 'malegislature' ? settings.malegislatureUrl : settings.openStatesUrl).replace(
      /\/+$/,
      '',
    ),
    client,
    full: options.full ?? false,
    batchSize: Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE),
    today,
    report,
    progress,
    resources,
    jurisdictionId: committer.jurisdictionId,
    cursor: stored?.cursor ?? null,
    checkpoint: resuming ? stored.checkpoint : null,
    runStartedAt,
    commit: committer.commit,
  };
  try {
    const cursor = await (source === 'malegislature' ? syncMalegislature(context) : syncOpenStates(context));
    await db.transaction().execute(async (trx) => {
      const jurisdictionId = committer.jurisdictionId();
      if (jurisdictionId === null) return;
      await saveSyncState(trx, jurisdictionId, source, {
        cursor,
        checkpoint: null,
        last_success_at: new Date().toISOString(),
        last_error: null,
      });
      await markDataAsOf(trx, jurisdictionId, SOURCE_NAMES[source]);
    });
    return { report: finish(report, progress, client.stats), progress, unfinished: false };
  } catch (error) {
    const stopped = options.signal?.aborted ?? false;
    const reason = stopped
      ? 'stopped; the next run resumes after the last batch written'
      : errorMessage(error);
    report.failure = { file: context.baseUrl, reason };
    if (!stopped) await recordSyncError(db, stateCode, source, reason).catch(() => {});
    return { report: finish(report, progress, client.stats), progress, unfinished: true };
  } finally {
    onProgress();
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function finish(
  report: ImportReport,
  progress: SyncProgress,
  stats: { requests: number; retries: number; notModified: number; rateLimited: number },
) {
  progress.requests = stats.requests;
  tally(report, 'requests', stats.requests);
  tally(report, 'retries', stats.retries);
  tally(report, 'answered 304 Not Modified', stats.notModified);
  tally(report, 'answered 429 Too Many Requests', stats.rateLimited);
  tally(report, 'bills new', progress.billsNew);
  tally(report, 'bills changed', progress.billsChanged);
  tally(report, 'bills unchanged', progress.billsUnchanged);
  tally(report, 'actions written', progress.actions);
  tally(report, 'roll calls written', progress.rollCalls);
  tally(report, 'upcoming hearings read', progress.hearings);
  tally(report, 'people written', progress.people);
  tally(report, 'committees written', progress.committees);
  tally(report, 'events written', progress.meetings);
  return report;
}
