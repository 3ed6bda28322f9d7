// Singletons across processes: two database handles stand for two processes (each its own pool, so its
// own PostgreSQL sessions). One leads; when it stops, or its connections die as a killed process's do,
// the other takes over.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import { runAsLeader, withStartupLock, type LeaderJob } from './advisory-locks.js';

const postgres = await postgresAvailable();
const quietLog = { info: () => {}, warn: () => {} };

/** A job that says when it runs. */
function countingJob(counts: { running: number; started: number }): () => LeaderJob {
  return () => ({
    start: () => {
      counts.running += 1;
      counts.started += 1;
    },
    stop: async () => {
      counts.running -= 1;
    },
  });
}

describe.skipIf(!postgres)('advisory locks (PostgreSQL)', () => {
  let database: TestDatabase;
  const extraHandles: Db[] = [];
  /** Another "process": its own pool on the same database. */
  const secondHandle = () => {
    const db = openDatabase({ kind: 'postgres', ...database.postgres! });
    extraHandles.push(db);
    return db;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(extraHandles.map((db) => db.destroy().catch(() => {})));
    await database.dispose();
  });

  it('runs a job in one process only, and another takes it over when the leader stops', async () => {
    const first = { running: 0, started: 0 };
    const second = { running: 0, started: 0 };
    const a = runAsLeader({
      db: database.db,
      name: 'role one',
      job: countingJob(first),
      checkEveryMs: 50,
      log: quietLog,
    });
    await a.whenLeading();
    const b = runAsLeader({
      db: secondHandle(),
      name: 'role one',
      job: countingJob(second),
      checkEveryMs: 50,
      log: quietLog,
    });
    // A holds the role: B, asking every 50 ms, is refused while a second role is free to take.
    const other = runAsLeader({
      db: secondHandle(),
      name: 'role two',
      job: countingJob({ running: 0, started: 0 }),
      checkEveryMs: 50,
      log: quietLog,
    });
    await other.whenLeading();
    expect(b.leading).toBe(false);
    expect(second.started).toBe(0);

    await a.stop();
    expect(first.running).toBe(0);
    await b.whenLeading();
    expect(second).toEqual({ running: 1, started: 1 });
    await b.stop();
    await other.stop();
  });

  it('hands the role on when the leader’s connections die (a killed process)', async () => {
    const doomedDb = secondHandle();
    const doomed = { running: 0, started: 0 };
    const survivor = { running: 0, started: 0 };
    const leader = runAsLeader({
      db: doomedDb,
      name: 'role three',
      job: countingJob(doomed),
      checkEveryMs: 50,
      log: quietLog,
    });
    await leader.whenLeading();
    const follower = runAsLeader({
      db: database.db,
      name: 'role three',
      job: countingJob(survivor),
      checkEveryMs: 50,
      log: quietLog,
    });
    // The leader's session ends as a dead process's would (only that one: the database is shared), and
    // PostgreSQL releases its lock.
    await sql`
      select pg_terminate_backend(pid) from pg_locks
      where locktype = 'advisory' and granted
        and ((classid::bigint << 32) | objid::bigint) = hashtextextended(current_schema() || ':role three', 0)`.execute(
      database.db,
    );
    await doomedDb.destroy().catch(() => {});
    await follower.whenLeading();
    expect(survivor.started).toBe(1);
    await follower.stop();
    await leader.stop();
    // The dead leader noticed its lost connection and stopped its job.
    expect(doomed.running).toBe(0);
  });

  it('lets one start-up at a time through withStartupLock', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstEntered!: () => void;
    const entered = new Promise<void>((resolve) => (firstEntered = resolve));
    const first = withStartupLock(database.db, 'start', async () => {
      order.push('first in');
      firstEntered();
      await firstHolds;
      order.push('first out');
    });
    await entered;
    const second = withStartupLock(secondHandle(), 'start', async () => {
      order.push('second in');
    });
    // The second waits on the lock; the first finishes only when released.
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });
});
