// The notice queue on SQLite and PostgreSQL: one job per dedupe key, leased claims, backoff, giving up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import {
  backoffMs,
  claimJobs,
  completeJob,
  enqueueJobs,
  failJob,
  LEASE_MS,
  MAX_ATTEMPTS,
  pruneFinishedJobs,
} from './job-queue.js';

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('notice job queue on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('queues once per key, leases claims, backs off and gives up', async () => {
    const { db } = database;
    const start = new Date('2030-01-01T00:00:00Z');
    await enqueueJobs(db, [{ kind: 'digest', dedupe_key: 'digest:test' }], start);
    await enqueueJobs(db, [{ kind: 'digest', dedupe_key: 'digest:test' }], start);
    const [job] = await claimJobs(db, start, 10);
    expect(job).toMatchObject({ dedupe_key: 'digest:test', attempts: 1 });
    // Leased: nobody else gets it until the lease ends.
    expect(await claimJobs(db, new Date(start.getTime() + 1000), 10)).toEqual([]);

    let current = job!;
    let at = start;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await failJob(db, current, new Error(`try ${attempt}`), at);
      expect(await claimJobs(db, new Date(at.getTime() + backoffMs(attempt) - 1), 10)).toEqual([]);
      at = new Date(at.getTime() + backoffMs(attempt));
      [current] = (await claimJobs(db, at, 10)) as [typeof current];
      expect(current.attempts).toBe(attempt + 1);
    }
    await failJob(db, current, new Error('last'), at);
    const row = await db
      .selectFrom('notice_jobs')
      .selectAll()
      .where('id', '=', job!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: 'last', attempts: MAX_ATTEMPTS });
    expect(await claimJobs(db, new Date(at.getTime() + LEASE_MS * 100), 10)).toEqual([]);

    await enqueueJobs(db, [{ kind: 'digest', dedupe_key: 'digest:done' }], start);
    const [done] = await claimJobs(db, start, 10);
    await completeJob(db, done!);
    expect(await pruneFinishedJobs(db, new Date(start.getTime() + 86_400_000))).toBe(0);
    expect(await pruneFinishedJobs(db, new Date(start.getTime() + 8 * 86_400_000))).toBe(2);
  });
});
