// The queue of notification work (issue 22), a table every process on the database shares: fan-outs of
// events to their followers, and deliveries (a push, a mail, a digest). One job per dedupe key, so
// queueing the same work twice queues it once. A runner claims due jobs with a lease (locked_until); on
// PostgreSQL the claim skips rows another process is claiming (FOR UPDATE SKIP LOCKED), on SQLite the
// one writer serialises claims. A failure is retried with exponential backoff, then given up.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import type { NoticeJobTable } from '../db/types.js';

export type NoticeJob = Selectable<NoticeJobTable>;
export type JobKind = NoticeJobTable['kind'];

export interface NewJob {
  kind: JobKind;
  dedupe_key: string;
  event_id?: number | null;
  user_id?: number | null;
  item_id?: number | null;
  /** Default: now. */
  run_after?: string;
}

/** Attempts before a job is marked failed (1 s, 2 s, 4 s … about 17 minutes in all). */
export const MAX_ATTEMPTS = 10;
/** How long a claimed job stays the claimer's: a process that died mid-job frees it after this. */
export const LEASE_MS = 2 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

export async function enqueueJobs(trx: Db, jobs: readonly NewJob[], now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  for (let start = 0; start < jobs.length; start += 500) {
    await trx
      .insertInto('notice_jobs')
      .values(
        jobs.slice(start, start + 500).map((job) => ({
          kind: job.kind,
          dedupe_key: job.dedupe_key,
          event_id: job.event_id ?? null,
          user_id: job.user_id ?? null,
          item_id: job.item_id ?? null,
          cursor: null,
          status: 'pending' as const,
          attempts: 0,
          run_after: job.run_after ?? createdAt,
          locked_until: null,
          last_error: null,
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }
}

/** Claims up to `limit` due jobs for this runner (lease until now + LEASE_MS), counting an attempt each. */
export async function claimJobs(db: Db, now: Date, limit: number): Promise<NoticeJob[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  let due = db
    .selectFrom('notice_jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_after', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .orderBy('run_after')
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('notice_jobs')
    .set({ locked_until: lease, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function completeJob(db: Db, job: NoticeJob): Promise<void> {
  await db
    .updateTable('notice_jobs')
    .set({ status: 'done', locked_until: null, last_error: null })
    .where('id', '=', job.id)
    .execute();
}

/** Runs again at `runAfter` without counting this attempt (quiet hours, a fan-out with more to do). */
export async function postponeJob(db: Db, job: NoticeJob, runAfter: Date): Promise<void> {
  await db
    .updateTable('notice_jobs')
    .set({ run_after: runAfter.toISOString(), locked_until: null, attempts: Math.max(0, job.attempts - 1) })
    .where('id', '=', job.id)
    .execute();
}

export async function failJob(db: Db, job: NoticeJob, error: unknown, now: Date): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const givenUp = job.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('notice_jobs')
    .set({
      status: givenUp ? 'failed' : 'pending',
      run_after: new Date(now.getTime() + backoffMs(job.attempts)).toISOString(),
      locked_until: null,
      last_error: message,
    })
    .where('id', '=', job.id)
    .execute();
}

/** Finished and given-up jobs are kept this long (to see what was sent), then deleted. */
export const KEEP_FINISHED_MS = 7 * 86_400_000;

/** Deletes finished jobs older than KEEP_FINISHED_MS, so the queue does not grow for good. */
export async function pruneFinishedJobs(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('notice_jobs')
    .where('status', 'in', ['done', 'failed'])
    .where('created_at', '<', new Date(now.getTime() - KEEP_FINISHED_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
