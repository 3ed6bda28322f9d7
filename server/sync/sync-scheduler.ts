// The scheduled sync (SYNC_INTERVAL_MINUTES; off without it): every interval, the states of SYNC_STATES
// one after another, one run at a time (a run still going when the next is due makes the next wait). A
// failed run is logged and the next interval tries again, resuming from its checkpoint. `stop` aborts the
// run in flight after its current request and waits for it, so the server closes the database only
// once the sync has let go of it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { formatReport } from '../db/import/import-report.js';
import { runSync, type SyncSettings } from './run-sync.js';
import type { SyncSchedule } from './sync-config.js';

export interface SyncScheduler {
  start(): void;
  /** Runs every state once now (what each interval does); resolves when done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function createSyncScheduler(options: {
  db: Db;
  settings: SyncSettings;
  schedule: SyncSchedule;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}): SyncScheduler {
  const { db, settings, schedule, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let controller = new AbortController();
  let stopped = false;

  async function syncAll(): Promise<void> {
    for (const state of schedule.states) {
      if (controller.signal.aborted) return;
      const started = performance.now();
      try {
        const { report, progress, unfinished } = await runSync(db, settings, {
          state,
          signal: controller.signal,
        });
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        if (unfinished && !controller.signal.aborted)
          log.warn(
            { state, seconds, report: formatReport(report) },
            'sync failed; the next interval resumes it',
          );
        else log.info({ state, seconds, ...progress }, 'sync done');
      } catch (error) {
        log.error({ err: error, state }, 'sync could not run');
      }
    }
  }

  const scheduler: SyncScheduler = {
    runOnce() {
      // One run at a time: a tick while a run is going joins it instead of starting another.
      running ??= syncAll().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (timer || stopped) return;
      log.info({ states: schedule.states, intervalMs: schedule.intervalMs }, 'scheduled sync started');
      const tick = () => {
        void scheduler.runOnce().finally(() => {
          if (!stopped) timer = setTimeout(tick, schedule.intervalMs).unref();
        });
      };
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      controller.abort(new Error('the server is shutting down'));
      await running;
      controller = new AbortController();
    },
  };
  return scheduler;
}
