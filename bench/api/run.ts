// Throughput of the real server beside a bare Fastify hello-world route, in one run on one machine
// (issue 17 "Throughput"). Starts both (the app as `npm start` runs it, on demo data in a temporary
// database), loads each route with autocannon at 10 connections for a fixed time, and prints req/s,
// p50/p99, errors and non-2xx, the ratio to the bare route and each target with ok or MISS; then the
// server's idle memory. Prints numbers; no test asserts them.
//   npm run bench:api -- [--seconds 10] [--connections 10] [--pg [--pg-url URL]] [--skip-build] [--live-floor]
//                        [--search-workers N]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_POSTGRES_URL } from '../../server/testing/test-database.js';
import { load, type LoadFigures, type LoadRequest } from './autocannon-load.js';
import { residentMiB } from './process-memory.js';
import { serveStatehouse } from './serve-statehouse.js';
import { apiTargets, type Target } from './targets.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    pg: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: TEST_POSTGRES_URL },
    'skip-build': { type: 'boolean', default: false },
    'live-floor': { type: 'boolean', default: false },
    'search-workers': { type: 'string' },
  },
  strict: true,
});
const postgresUrl = values.pg ? values['pg-url'] : undefined;
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const progress = (step: string) => process.stderr.write(`  ${step}…\n`);

/**
 * Idle means quiet for a while: each thread gives its garbage back once it has been quiet for a few
 * seconds (server/lib/idle-collector.ts), and start-up's last work (the first sync, a snapshot) ends a few
 * seconds after ready. Memory is read this long after ready, and this long after the load.
 */
const IDLE_SETTLE_MS = 20_000;
const IDLE_RSS_TARGET_MIB = 400;
const WARM_UP_SECONDS = 2;

async function startBareFastify(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/bare-fastify.ts', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: chunk.toString().trim(),
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(url: string, requests: LoadRequest[]): Promise<LoadFigures> {
  await load({ url, connections, seconds: WARM_UP_SECONDS, requests });
  return load({ url, connections, seconds, requests });
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

progress('starting a bare Fastify route');
const bare = await startBareFastify();
progress(`building and starting the app on demo data (${postgresUrl ? 'PostgreSQL' : 'SQLite'})`);
const app = await serveStatehouse({
  postgresUrl,
  skipBuild: values['skip-build'],
  liveFloor: values['live-floor'],
  env: values['search-workers'] ? { SEARCH_WORKERS: values['search-workers'] } : {},
});
const rows: string[][] = [];
let misses = 0;
try {
  await sleep(IDLE_SETTLE_MS);
  const idleMiB = residentMiB(app.pid);

  const searchConfig = await json<{
    appId: string;
    apiKey: string;
    page: { defaultSessions: { bills: string } };
  }>(`${app.baseUrl}/api/search/config`);
  const { data: bills } = await json<{ data: { id: number }[] }>(`${app.baseUrl}/api/bills`);
  const billId = bills[0]?.id;
  if (billId === undefined) throw new Error('The demo data holds no bills.');
  const targets = apiTargets({
    billId,
    searchKey: searchConfig,
    session: searchConfig.page.defaultSessions.bills,
  });

  progress(`bare Fastify: ${connections} connections for ${seconds} s`);
  const baseline = await measure(bare.url, [{ path: '/' }]);
  const row = (name: string, figures: LoadFigures, target?: Target) => {
    const perSecond = figures.requestsPerSecond * (target?.queriesPerRequest ?? 1);
    const ratio = figures.requestsPerSecond / baseline.requestsPerSecond;
    const wanted: string[] = [];
    let ok = true;
    if (target?.minRatio !== undefined) {
      wanted.push(`ratio ≥ ${target.minRatio}`);
      ok &&= ratio >= target.minRatio;
    }
    if (target?.minPerSecond !== undefined) {
      wanted.push(`≥ ${target.minPerSecond} ${target.queriesPerRequest ? 'q/s' : 'req/s'}`);
      ok &&= perSecond >= target.minPerSecond;
    }
    if (figures.errors > 0 || figures.non2xx > 0) ok = false;
    if (target && !ok) misses++;
    rows.push([
      name,
      fixed(figures.requestsPerSecond),
      target?.queriesPerRequest ? fixed(perSecond) : '',
      fixed(figures.p50Ms, 1),
      fixed(figures.p99Ms, 1),
      String(figures.errors),
      String(figures.non2xx),
      fixed(ratio, 3),
      wanted.join(', '),
      target ? (ok ? 'ok' : 'MISS') : '',
    ]);
  };
  row('bare Fastify GET / (baseline)', baseline);
  for (const target of targets) {
    progress(`${target.name}: ${connections} connections for ${seconds} s`);
    row(target.name, await measure(app.baseUrl, target.requests), target);
  }
  const busyMiB = residentMiB(app.pid);
  await sleep(IDLE_SETTLE_MS);
  const afterMiB = residentMiB(app.pid);

  const header = ['route', 'req/s', 'q/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'ratio', 'target', ''];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(
    `\nbench:api — ${postgresUrl ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${seconds} s each ` +
      `(after ${WARM_UP_SECONDS} s warm-up), Accept-Encoding: gzip, deflate, br; ` +
      `${availableParallelism()} CPUs, load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; ` +
      `server ready in ${app.startSeconds.toFixed(0)} s`,
  );
  console.log(line(header));
  for (const cells of rows) console.log(line(cells));
  const memoryOk = idleMiB <= IDLE_RSS_TARGET_MIB;
  if (!memoryOk) misses++;
  console.log(
    `\nserver RSS (main thread + search workers): idle after ready ${idleMiB} MiB ` +
      `(target ≤ ${IDLE_RSS_TARGET_MIB} MiB: ${memoryOk ? 'ok' : 'MISS'}), ` +
      `right after the load ${busyMiB} MiB, ${IDLE_SETTLE_MS / 1000} s later ${afterMiB} MiB`,
  );
  console.log(misses === 0 ? 'every target met' : `${misses} target(s) missed`);
} finally {
  await app.stop();
  await bare.stop();
}
