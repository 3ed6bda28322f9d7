// WORKERS=N (issue 17, scale-out): this process serves nothing itself. It starts one search process (the
// engine, its store and the indexer, on a loopback port of its own) and N API processes that share the
// public port through node:cluster and forward search to it (SEARCH_URL); it restarts any that dies and,
// on SIGTERM/SIGINT, stops the API processes (each finishing its requests) and then the search process.
// Everything the processes share lives in PostgreSQL: sessions, sign-in limits, whipboards, the live
// calendar; singletons (the demo floor session, the scheduled sync) elect a leader there.
import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import { pino } from 'pino';
import type { ServerConfig } from '../config.js';
import { isSupervisorMessage, type WorkerRole } from './cluster-messages.js';

/** A process that dies is started again after this pause, so a crash loop does not spin the CPU. */
const RESTART_DELAY_MS = 1000;
/** After this, processes that have not stopped on SIGTERM are killed. */
const SHUTDOWN_GRACE_MS = 15_000;

/** A free loopback port for the search process, kept across its restarts so the API processes' SEARCH_URL holds. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function superviseWorkers(config: ServerConfig): Promise<never> {
  const workers = config.scaleOut.workers ?? 1;
  const log = pino({ level: config.logLevel }).child({ supervisor: true });
  const roles = new Map<Worker, WorkerRole>();
  const ready = new Set<Worker>();
  let everyoneReadyOnce = false;
  let shuttingDown = false;
  /** The API processes' environment, once the search process has said where it is and its keys. */
  let apiEnv: Record<string, string> | null = null;

  // An operator's own search service (SEARCH_URL), or a search process of ours.
  const remote = config.scaleOut.remoteSearch;
  const searchPort = remote ? 0 : await freeLoopbackPort();
  if (remote) apiEnv = {};

  function fork(role: WorkerRole): void {
    const env =
      role === 'search'
        ? // Pages are rendered by the API processes; the search process needs no rendering bundle.
          {
            STATEHOUSE_WORKER_ROLE: role,
            PORT: String(searchPort),
            HOST: '127.0.0.1',
            SERVER_RENDER: 'false',
          }
        : { STATEHOUSE_WORKER_ROLE: role, ...apiEnv };
    const worker = cluster.fork(env);
    roles.set(worker, role);
    worker.on('message', (message: unknown) => {
      if (!isSupervisorMessage(message)) return;
      if (message.statehouse === 'search-service' && !apiEnv) {
        apiEnv = {
          SEARCH_URL: `http://127.0.0.1:${message.port}`,
          SEARCH_APP_ID: message.appId,
          SEARCH_API_KEY: message.searchApiKey,
        };
        for (let i = 0; i < workers; i++) fork('api');
      } else if (message.statehouse === 'ready') {
        ready.add(worker);
        if (!everyoneReadyOnce && ready.size === roles.size && countOf('api') === workers) {
          everyoneReadyOnce = true;
          log.info({ apiProcesses: workers, port: config.port }, 'ready: every process answers');
        }
      }
    });
  }

  const countOf = (role: WorkerRole) => [...roles.values()].filter((r) => r === role).length;

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker);
    roles.delete(worker);
    ready.delete(worker);
    if (shuttingDown || !role) return;
    if (!everyoneReadyOnce) {
      // It never started (the database unreachable, a bad setting): the same would happen again.
      log.fatal({ role, code, signal }, 'a process could not start; stopping');
      void shutDown(1);
      return;
    }
    log.warn({ role, code, signal }, 'a process died; starting another');
    setTimeout(() => {
      if (!shuttingDown) fork(role);
    }, RESTART_DELAY_MS).unref();
  });

  async function stopAll(role: WorkerRole): Promise<void> {
    const stopping = [...roles].filter(([, r]) => r === role).map(([worker]) => worker);
    await Promise.all(
      stopping.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }

  async function shutDown(exitCode: number): Promise<never> {
    if (!shuttingDown) {
      shuttingDown = true;
      setTimeout(() => {
        for (const worker of roles.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      // The API processes first: their in-flight searches still reach the search process.
      await stopAll('api');
      await stopAll('search');
      process.exit(exitCode);
    }
    return new Promise<never>(() => {});
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      log.info({ signal }, 'shutting down');
      void shutDown(0);
    });

  log.info({ apiProcesses: workers, port: config.port }, 'starting processes');
  if (remote) for (let i = 0; i < workers; i++) fork('api');
  else fork('search');
  return new Promise<never>(() => {});
}
