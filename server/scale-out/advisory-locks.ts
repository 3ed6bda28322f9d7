// Several API processes on one PostgreSQL (issue 17, scale-out): what must run once, whatever the number
// of processes, is guarded by PostgreSQL advisory locks. A session-level lock belongs to one connection
// and is released by the server when that connection ends, so a leader that dies (crash, kill, lost
// network) frees its role without anyone cleaning up, and the next process to ask takes it over.
// On SQLite there is one process by construction (WORKERS needs DATABASE_URL), so nothing is locked.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';

/**
 * The lock's 64-bit key. Advisory locks are per database, not per schema: the schema is part of the key so
 * that apps on separate schemas of one database (the test suites) do not take each other's roles.
 */
const lockKey = (name: string) => sql<string>`hashtextextended(current_schema() || ':' || ${name}, 0)`;

/**
 * Runs `work` while holding the exclusive lock `name`, waiting for whoever holds it: two processes
 * starting at once against an empty database migrate and load the demo data one after the other, and
 * the second finds it done.
 */
export async function withStartupLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lockKey(name)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${lockKey(name)})`.execute(connection);
    }
  });
}

/** A singleton's background job: the demo floor session, the scheduled sync. */
export interface LeaderJob {
  start(): void;
  stop(): Promise<void>;
}

export interface Leadership {
  /** True while this process runs the job. */
  readonly leading: boolean;
  /** Resolves once this process has become the leader (tests). */
  whenLeading(): Promise<void>;
  /** Stops the job if it runs here and lets go of the role; resolves when both are done. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  db: Db;
  /** The role, e.g. 'demo floor session'; one leader per name (and schema). */
  name: string;
  /** Makes a fresh job each time this process becomes the leader. */
  job: () => LeaderJob;
  /**
   * How often a follower asks for the role, and the leader checks its connection still holds it: the
   * longest a dead leader's role stays vacant, and a lost connection's job runs on beside a new leader.
   */
  checkEveryMs?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Runs `job` in exactly one process of those sharing the database: the one holding the advisory lock
 * `name` (pg_try_advisory_lock on a connection kept for as long as it leads). The others ask again every
 * `checkEveryMs`; when the leader dies, its connection ends, PostgreSQL releases the lock and one of them
 * takes the job over. On SQLite the job simply runs.
 */
export function runAsLeader(options: LeadershipOptions): Leadership {
  const { db, name, log } = options;
  const checkEveryMs = options.checkEveryMs ?? 5000;
  const stopping = new AbortController();
  let leading = false;
  const leaders: (() => void)[] = [];

  function becameLeader(): LeaderJob {
    const job = options.job();
    job.start();
    leading = true;
    for (const resolve of leaders.splice(0)) resolve();
    return job;
  }

  async function leadWhileLocked(connection: Kysely<unknown>): Promise<void> {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${lockKey(name)}) as locked`.execute(connection);
    if (!rows[0]?.locked) return;
    log.info({ role: name }, 'this process leads');
    const job = becameLeader();
    try {
      // The lock lives as long as this connection: a query that fails means it may be someone else's now.
      while (!stopping.signal.aborted) {
        await sleep(checkEveryMs, undefined, { signal: stopping.signal }).catch(() => {});
        if (!stopping.signal.aborted) await sql`select 1`.execute(connection);
      }
    } finally {
      leading = false;
      await job.stop();
      await sql`select pg_advisory_unlock(${lockKey(name)})`.execute(connection).catch(() => {});
    }
  }

  async function campaign(): Promise<void> {
    while (!stopping.signal.aborted) {
      try {
        await db.connection().execute((connection) => leadWhileLocked(connection as Kysely<unknown>));
      } catch (error) {
        if (!stopping.signal.aborted)
          log.warn({ err: error, role: name }, 'lost the database connection of a role');
      }
      await sleep(checkEveryMs, undefined, { signal: stopping.signal }).catch(() => {});
    }
  }

  if (!isPostgres(db)) {
    const job = becameLeader();
    return {
      get leading() {
        return leading;
      },
      whenLeading: () => Promise.resolve(),
      async stop() {
        leading = false;
        await job.stop();
      },
    };
  }
  const campaigning = campaign();
  return {
    get leading() {
      return leading;
    },
    whenLeading: () => (leading ? Promise.resolve() : new Promise<void>((resolve) => leaders.push(resolve))),
    async stop() {
      stopping.abort();
      await campaigning;
    },
  };
}
