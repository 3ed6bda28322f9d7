// Fan-out benchmark (issue 22): one floor action on a bill that N readers follow (default 100,000), fanned
// out by the notice runner's fan-out job: the inbox items and the queued push and mail deliveries. Prints
// the time and the peak RSS and heap sampled every 20 ms while it runs, against the process's before.
// Target: ≤ 30 s on 2 cores, memory flat whatever N (followers are walked in batches of user ids, each
// batch one set-based INSERT … SELECT). Prints numbers; no test asserts them.
//   npm run bench:fanout -- [--followers 100000] [--batch 5000] [--pg]
// With --pg it uses a fresh schema of TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase, type Db } from '../../server/db/database.js';
import { runFanOut } from '../../server/notifications/fan-out.js';
import { claimJobs, completeJob } from '../../server/notifications/job-queue.js';
import { recordBillActions } from '../../server/notifications/notice-events.js';
import { insertFixtures } from '../../server/testing/fixtures.js';
import { createTestSchema, TEST_POSTGRES_URL } from '../../server/testing/test-database.js';

const TARGET_SECONDS = 30;

const { values } = parseArgs({
  options: {
    followers: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '5000' },
    pg: { type: 'boolean', default: false },
  },
  strict: true,
  allowPositionals: false,
});
const followers = Number(values.followers);
const batchSize = Number(values.batch);

async function openBenchDatabase(): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (values.pg) {
    const { schema, drop } = await createTestSchema('bench_fanout');
    const db = openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL, schema });
    return {
      db,
      async dispose() {
        await db.destroy();
        await drop();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'statehouse-fanout-'));
  const db = openDatabase({ kind: 'sqlite', file: join(folder, 'bench.db') });
  return {
    db,
    async dispose() {
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** N readers following the bill: every 10th with a push subscription, every 10th by mail, every 20th a digest. */
async function insertFollowers(db: Db, billId: number): Promise<void> {
  const now = new Date().toISOString();
  const CHUNK = 1000;
  for (let start = 0; start < followers; start += CHUNK) {
    const count = Math.min(CHUNK, followers - start);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `reader${start + i}@bench.example.org`,
          display_name: `Reader ${start + i}`,
          password_hash: 'not-a-hash',
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('follows')
      .values(
        users.map(({ id }, i) => ({
          user_id: id,
          kind: 'bill' as const,
          target: String(billId),
          jurisdiction_id: null,
          search_query: null,
          search_filters: null,
          inbox: 1,
          push: 1,
          email:
            (start + i) % 10 === 0
              ? ('immediate' as const)
              : (start + i) % 20 === 5
                ? ('digest' as const)
                : ('off' as const),
          origin: 'user' as const,
          created_at: now,
        })),
      )
      .execute();
    const pushed = users.filter((_, i) => (start + i) % 10 === 3);
    if (pushed.length)
      await db
        .insertInto('push_subscriptions')
        .values(
          pushed.map(({ id }) => ({
            user_id: id,
            endpoint: `https://push.bench.example.org/${id}`,
            p256dh: 'BENCH'.padEnd(87, 'A'),
            auth: 'BENCHAUTHBENCHAUTH12',
            user_agent: null,
            created_at: now,
          })),
        )
        .execute();
  }
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function count(db: Db, table: 'inbox_items' | 'notice_jobs', kind?: string): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (kind) query = query.where('kind' as never, '=', kind as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const database = await openBenchDatabase();
const { db } = database;
try {
  await migrateToLatest(db);
  const fixtures = await insertFixtures(db);
  const billId = fixtures.billId('H 100');
  const setupStart = performance.now();
  await insertFollowers(db, billId);
  console.log(
    `${values.pg ? 'PostgreSQL' : 'SQLite'}: ${followers.toLocaleString('en-US')} followers of one bill set up in ` +
      `${((performance.now() - setupStart) / 1000).toFixed(1)} s; ${availableParallelism()} cores`,
  );

  // The action arrives as the floor session writes it: the event and its fan-out job, one transaction.
  await db.transaction().execute((trx) =>
    recordBillActions(trx, [
      {
        bill_id: billId,
        action_date: '2026-03-19',
        branch: 'House',
        action_text: 'Read third and passed to be engrossed',
      },
    ]),
  );
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 20);

  const start = performance.now();
  const [job] = await claimJobs(db, new Date(), 1);
  if (job?.kind !== 'fanout') throw new Error('no fan-out job was queued');
  await runFanOut(db, job, { now: () => new Date(), batchSize });
  await completeJob(db, job);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);

  const [items, pushes, mails, digests] = await Promise.all([
    count(db, 'inbox_items'),
    count(db, 'notice_jobs', 'push'),
    count(db, 'notice_jobs', 'email'),
    count(db, 'notice_jobs', 'digest'),
  ]);
  console.log(
    `fan-out: ${seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? 'met' : 'MISSED'}), ` +
      `batches of ${batchSize.toLocaleString('en-US')}`,
  );
  console.log(
    `  wrote ${items.toLocaleString('en-US')} inbox items, queued ${pushes.toLocaleString('en-US')} pushes, ` +
      `${mails.toLocaleString('en-US')} mails, ${digests.toLocaleString('en-US')} digests`,
  );
  console.log(
    `  memory: RSS ${mib(before.rss)} MiB before, peak ${mib(peakRss)} MiB (+${mib(peakRss - before.rss)}); ` +
      `heap ${mib(before.heapUsed)} MiB before, peak ${mib(peakHeap)} MiB (+${mib(peakHeap - before.heapUsed)})`,
  );
  if (items !== followers) throw new Error(`expected ${followers} inbox items, found ${items}`);
} finally {
  await database.dispose();
}
