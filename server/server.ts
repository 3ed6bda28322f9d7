// Entry point: open and migrate the database, load demo data into an empty one, listen, and shut down
// cleanly on SIGTERM/SIGINT (finish in-flight requests, then close the database). With WORKERS the first
// process only supervises the others, each of which runs this file as one instance (scale-out/).
import { collectGarbage, collectWhenIdle } from './lib/idle-collector.js';
import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { isDatabaseEmpty, seedDemoData } from './db/seed/index.js';
import { createFloorSession } from './live-floor/floor-session.js';
import { createNotifier } from './notifications/notifier.js';
import { runAsLeader, withStartupLock, type Leadership } from './scale-out/advisory-locks.js';
import { tellSupervisor, workerRole } from './scale-out/cluster-messages.js';
import { superviseWorkers } from './scale-out/cluster-supervisor.js';
import { searchServiceReady } from './scale-out/search-service-ready.js';
import { createIndexerClient } from './search/indexer/indexer-client.js';
import { createSearchIndexer, type SearchIndexer } from './search/indexer/search-indexer.js';
import { whenSyncedOnce } from './sync/first-sync.js';
import { createSyncScheduler } from './sync/sync-scheduler.js';

const config = loadConfig();
if (config.scaleOut.workers && cluster.isPrimary) await superviseWorkers(config); // never returns
const remoteSearch = config.scaleOut.remoteSearch;
const db = openDatabase(config.database);
const app = await buildApp({
  db,
  // Unpinned, each state's today is the day at its capitol; the demo state's is its own (plugins/clock.ts).
  today: config.today,
  defaultState: config.defaultState,
  trustProxy: config.trustProxy,
  clientDir: config.clientDir,
  serverRenderEntry: config.serverRenderEntry,
  closeDbOnClose: true,
  search: config.search,
  ...(remoteSearch ? { remoteSearch } : {}),
  hostedAlgolia: config.hostedAlgolia,
  searchPage: config.searchPage,
  searchClientTimeouts: config.searchClientTimeouts,
  insights: config.insights,
  allowLocalPushEndpoints: config.notifications.allowLocalPushEndpoints,
  logger: {
    level: config.logLevel,
    // Never log credentials or the session cookie.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-algolia-api-key"]'],
    serializers: {
      // Browser search clients send their key in the query string.
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: req.url.replace(/(x-algolia-api-key=)[^&]*/gi, '$1[redacted]'),
      }),
    },
  },
});

let indexer: SearchIndexer | undefined;
// Issue 22: every process runs one notice runner; claims on the shared queue keep them from doubling up.
const notifier = createNotifier({ db, ...config.notifications, log: app.log });
const leaderships: Leadership[] = [];
const stopWaiting = new AbortController();
try {
  app.readiness.expect('database', 'search indexes');
  // Processes starting together on one PostgreSQL migrate and load the demo data one at a time.
  await withStartupLock(db, 'migrate and seed', async () => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (config.seedWhenEmpty && (await isDatabaseEmpty(db))) {
      app.log.info('database is empty: loading demo data (set SEED_DEMO_DATA=false to skip)');
      const started = performance.now();
      const counts = await seedDemoData(db, { scale: config.seedScale });
      app.log.info(
        { counts, seconds: Math.round((performance.now() - started) / 100) / 10 },
        'demo data loaded',
      );
    }
  });
  app.readiness.mark('database');
  // The search process of WORKERS takes its loopback port for itself, not through the shared handle.
  await app.listen({ port: config.port, host: config.host, exclusive: workerRole() === 'search' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  void app.readiness.whenReady().then(() => {
    // Start-up's garbage (seeding, the indexer's first pass) is given back before the server idles,
    // and whatever later bursts leave behind once it idles again (with --expose-gc, as npm start runs it).
    collectGarbage();
    collectWhenIdle();
    app.log.info('ready: search answers from complete indexes');
    tellSupervisor({ statehouse: 'ready' });
  });
  if (remoteSearch) {
    // The indexer runs beside the engine, in the search process; this one waits for it to be complete.
    void searchServiceReady(remoteSearch.url, stopWaiting.signal).then(() => {
      if (!stopWaiting.signal.aborted) app.readiness.mark('search indexes');
    });
  } else {
    indexer = createSearchIndexer({
      db,
      client: createIndexerClient({
        ...(config.hostedAlgolia ? { hosted: config.hostedAlgolia } : {}),
        embedded: { appId: app.searchService.appId, adminApiKey: app.searchService.adminApiKey, port },
      }),
      intervalMs: config.searchSyncIntervalMs,
      log: app.log,
    });
    indexer.start();
    // Ready (GET /health/ready, and the log line a supervisor waits for) once search answers from
    // complete indexes; a failed first sync is retried by the indexer's interval. On a restart the
    // first sync finds nothing to write and completes at once, while the engine's replicas are still
    // loading their snapshot (12-15 s on demo data at load ~10, during which every search waited): both.
    // An engine that cannot load (already logged by the pool) leaves the server not ready.
    void Promise.all([indexer.complete, app.searchService.ready]).then(
      () => app.readiness.mark('search indexes'),
      () => {},
    );
    tellSupervisor({
      statehouse: 'search-service',
      port,
      appId: app.searchService.appId,
      searchApiKey: app.searchService.searchApiKey,
    });
  }
  notifier.start();
  // One floor session and one sync for all the processes on the database: whoever holds the role's
  // advisory lock runs it, and another takes over when that process dies.
  const floorSession = config.demoFloorSession;
  if (floorSession)
    leaderships.push(
      runAsLeader({
        db,
        name: 'demo floor session',
        job: () => createFloorSession({ db, ...floorSession, log: app.log, clock: app.clock }),
        log: app.log,
      }),
    );
  const sync = config.sync;
  if (sync) {
    // Not ready until each synced state has had a first run end, here or in the process leading it.
    app.readiness.expect('first sync');
    void whenSyncedOnce(db, sync.schedule.states, { signal: stopWaiting.signal }).then(() => {
      if (!stopWaiting.signal.aborted) app.readiness.mark('first sync');
    });
    leaderships.push(
      runAsLeader({
        db,
        name: 'scheduled sync',
        job: () => createSyncScheduler({ db, ...sync, log: app.log }),
        log: app.log,
      }),
    );
  }
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stop the indexer, the floor session and the sync first: they write through what app.close() shuts.
    stopWaiting.abort();
    Promise.all([indexer?.stop(), notifier.stop(), ...leaderships.map((leadership) => leadership.stop())])
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  });
}
