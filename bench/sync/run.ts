// Sync benchmark against the replay server (server/sync/testing) serving ../shared/data's recorded
// responses, into a fresh SQLite file:
//   1. a first full sync of Massachusetts from malegislature.gov (the 192nd General Court: documents,
//      histories, members, committees) and from the Open States API (the 194th's bills, people, events);
//   2. an incremental sync of 100 changed bills from each source: Open States' updated_since brings
//      exactly them; malegislature.gov re-reads its hot bills (acted on lately, a hearing coming) and a
//      rolling slice, of which the 100 changed ones are written.
// Each is printed with its time and requests, against a baseline measured in the same run: the same
// requests through the same client with the same concurrency, writing nothing. Target: ≤ 5 s for the
// 100-bill sync on 2 cores. Prints numbers; no test asserts them.
//   npm run bench:sync -- [--data ../shared/data] [--limit-bills N] [--concurrency 4]
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase, type Db } from '../../server/db/database.js';
import { createPoliteClient } from '../../server/sync/http/polite-client.js';
import { runSync, type SyncRunOptions } from '../../server/sync/run-sync.js';
import { settingsFor } from '../../server/sync/sync-test-helpers.js';
import {
  recordingsFromSharedData,
  startReplayServer,
  type ReplayServer,
} from '../../server/sync/testing/replay-server.js';

const TARGET_SECONDS = 5;
/** A day after the MAPLE histories end, so the 192nd's last weeks count as recent activity. */
const MALEGISLATURE_TODAY = '2022-08-15';
const OPENSTATES_TODAY = '2026-03-15';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/data' },
    'limit-bills': { type: 'string' },
    concurrency: { type: 'string', default: '4' },
  },
  strict: true,
  allowPositionals: false,
});
const limitBills = values['limit-bills'] ? Number(values['limit-bills']) : undefined;
const concurrency = Number(values.concurrency);

interface Measured {
  seconds: number;
  requests: number;
  paths: string[];
}

const since = (start: number) => (performance.now() - start) / 1000;

async function timedSync(
  db: Db,
  server: ReplayServer,
  options: Omit<SyncRunOptions, 'state'>,
): Promise<Measured> {
  server.resetRequests();
  const start = performance.now();
  const result = await runSync(db, settingsFor(server, concurrency), { state: 'ma', ...options });
  const seconds = since(start);
  if (result.unfinished) throw new Error(`sync failed: ${result.report.failure?.reason}`);
  const paths = server.requests().map((request) => request.path);
  return { seconds, requests: result.progress.requests, paths };
}

/** The same requests, same client and concurrency, nothing written: what the network part costs. */
async function baseline(server: ReplayServer, paths: string[]): Promise<number> {
  const client = createPoliteClient({ concurrency, headers: { 'x-api-key': server.apiKey } });
  const start = performance.now();
  await Promise.all(paths.map((path) => client.getJson(`${server.url}${path}`)));
  return since(start);
}

async function report(label: string, server: ReplayServer, measured: Measured, target?: number) {
  const base = await baseline(server, measured.paths);
  const verdict =
    target === undefined
      ? ''
      : measured.seconds <= target
        ? `  (target ≤ ${target} s: met)`
        : `  (target ≤ ${target} s: MISSED)`;
  console.log(
    `${label.padEnd(52)} ${measured.seconds.toFixed(2).padStart(7)} s  ${String(measured.requests).padStart(6)} requests` +
      `  baseline ${base.toFixed(2)} s  ×${(measured.seconds / Math.max(base, 0.001)).toFixed(1)}${verdict}`,
  );
}

/** 100 bills of the 192nd that MAPLE shows acted on in the last month before MALEGISLATURE_TODAY. */
async function activeBills(db: Db, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bills')
    .select(['bill_type', 'bill_number'])
    .where('last_action_date', '>=', '2022-07-16')
    .where('external_id', 'like', 'malegislature:192nd:%')
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => `${row.bill_type}${row.bill_number}`);
}

async function main() {
  const dataDir = resolve(values.data);
  console.log(
    `sync benchmark: ${dataDir}, ${limitBills ?? 'every'} bill(s) a session, concurrency ${concurrency}, ${availableParallelism()} cores`,
  );
  let start = performance.now();
  const recordings = recordingsFromSharedData(dataDir, limitBills === undefined ? {} : { limitBills });
  console.log(`recordings built in ${since(start).toFixed(1)} s (${recordings.description})`);
  const server = await startReplayServer({ recordings });
  const dir = mkdtempSync(join(tmpdir(), 'statehouse-bench-sync-'));
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'bench.db') });
  try {
    await migrateToLatest(db);
    start = performance.now();
    const fullMa = await timedSync(db, server, { source: 'malegislature', today: MALEGISLATURE_TODAY });
    await report('first full sync, malegislature.gov (192nd)', server, fullMa);
    const fullOs = await timedSync(db, server, { source: 'openstates', today: OPENSTATES_TODAY });
    await report('first full sync, Open States API (194th)', server, fullOs);

    const changed = await db
      .selectFrom('bills')
      .select('external_id')
      .where('external_id', 'like', 'ocd-bill/%')
      .orderBy('id')
      .limit(100)
      .execute();
    for (const { external_id: id } of changed) {
      const answer = await fetch(`${server.openStatesBaseUrl}/bills/${id}?include=actions`, {
        headers: { 'x-api-key': server.apiKey },
      });
      const bill = (await answer.json()) as { actions: { order: number }[] };
      const last = bill.actions.at(-1);
      const action = {
        ...(last ?? {}),
        id: `bench-${id}`,
        description: 'Read second and ordered to a third reading',
        date: OPENSTATES_TODAY,
        classification: [],
        order: bill.actions.length + 1,
        organization: { id: 'ocd-organization/bench', name: 'House', classification: 'lower' },
        related_entities: [],
      };
      server.upsertOpenStatesBill({ id, actions: [...bill.actions, action] });
    }
    const incrementalOs = await timedSync(db, server, { source: 'openstates', today: OPENSTATES_TODAY });
    await report(
      `incremental, Open States API: ${changed.length} changed bills`,
      server,
      incrementalOs,
      TARGET_SECONDS,
    );

    const active = await activeBills(db, 100);
    for (const number of active) {
      server.addHistoryAction(192, number, {
        Date: '2022-08-15T10:00:00',
        Branch: 'House',
        Action: 'Read second and ordered to a third reading',
      });
    }
    const incrementalMa = await timedSync(db, server, {
      source: 'malegislature',
      today: MALEGISLATURE_TODAY,
    });
    await report(
      `incremental, malegislature.gov: ${active.length} changed bills`,
      server,
      incrementalMa,
      TARGET_SECONDS,
    );
  } finally {
    await db.destroy();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
