// The real server as `npm start` runs it (the built client, server-rendering bundle and server, then
// `node dist-server/server/server.js`), on demo data in a fresh temporary database: a SQLite file, or a
// new schema in PostgreSQL. Shared by bench:api and bench:soak.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SERVER_ARGS, SERVER_ENV } from '../../scripts/server-env.mjs';

export interface ServedStatehouse {
  baseUrl: string;
  /** The server's process id, for its memory. */
  pid: number;
  /** Seconds from spawn until GET /health/ready answered 200. */
  startSeconds: number;
  stop(): Promise<void>;
}

export interface ServeOptions {
  /** A PostgreSQL URL: the demo data goes into a fresh schema there, dropped at stop. */
  postgresUrl?: string;
  /** Skip `npm run build` (the client, rendering bundle and server are already built). */
  skipBuild?: boolean;
  /** The demo floor session writes a floor action every few seconds (on by default in `npm start`). */
  liveFloor?: boolean;
  /** Extra environment (SEARCH_WORKERS, …). */
  env?: Record<string, string>;
}

/** Seeding and indexing demo data takes a minute or two on a busy 2-core machine. */
const READY_TIMEOUT_MS = 600_000;

/** `npm run build`, as `npm start` does first. */
export function buildApp(): void {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run build failed with code ${built.status}`);
}

async function freshPostgresSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `bench_api_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  return { schema, drop: () => run(`drop schema ${schema} cascade`) };
}

async function untilReady(baseUrl: string, exited: () => number | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const code = exited();
    if (code !== null) throw new Error(`The server exited with code ${code} before it was ready.`);
    const ready = await fetch(`${baseUrl}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s.`);
}

export async function serveStatehouse(options: ServeOptions = {}): Promise<ServedStatehouse> {
  if (!options.skipBuild) buildApp();
  const folder = mkdtempSync(join(tmpdir(), 'statehouse-bench-'));
  const postgres = options.postgresUrl ? await freshPostgresSchema(options.postgresUrl) : undefined;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEARCH_DATA_FILE: join(folder, 'search.db'),
      ...(postgres
        ? { DATABASE_URL: options.postgresUrl, DATABASE_SCHEMA: postgres.schema }
        : { DATABASE_URL: '', DATABASE_FILE: join(folder, 'statehouse.db') }),
      DEMO_FLOOR_SESSION: options.liveFloor ? 'true' : 'false',
      ...options.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    await untilReady(baseUrl, () => child.exitCode);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, startSeconds: (performance.now() - started) / 1000, stop };
}
