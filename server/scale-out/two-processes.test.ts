// Issue 17, scale-out: two real API processes on one PostgreSQL database (a fresh schema of the `test`
// database, dropped after), the search engine held by one of them. A holds the engine and its indexer; B
// is started with SEARCH_URL pointing at A and holds none. A session started on A is signed in on B, a
// whipboard card moved on B has moved on A, failed sign-ins on both count towards one limit, a record
// written through A is found by a search on B, and only one of them runs the demo floor session.
// Then WORKERS=2 through node:cluster, as `npm start` runs it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database.js';
import type { SessionState } from '../schemas/auth.js';
import type { SearchClientConfig } from '../schemas/search-config.js';
import type { MoveEntryResponse, Whipboard } from '../schemas/whipboard.js';
import { createIndexerClient } from '../search/indexer/indexer-client.js';
import { compiledServerForFile } from '../testing/compiled-server.js';
import { insertFixtures } from '../testing/fixtures.js';
import { createTestSchema, postgresAvailable, TEST_POSTGRES_URL } from '../testing/test-database.js';
import { insertWhipboardFixtures } from '../testing/whipboard-fixtures.js';
import { HttpBrowser, startServerProcess, until, type ServerProcess } from './testing/server-process.js';

const postgres = await postgresAvailable();
if (!postgres)
  console.warn('Skipping the two-process scale-out tests: PostgreSQL is not reachable (and CI is not set).');

const PASSWORD = 'correct horse battery staple';
const APP_ID = 'SCALEOUT';
const ADMIN_KEY = `admin-${randomBytes(12).toString('hex')}`;
const SEARCH_KEY = `search-${randomBytes(12).toString('hex')}`;

/** A schema of its own in the shared `test` database, migrated and holding the API test fixtures. */
async function createSchema(): Promise<{ schema: string; drop(): Promise<void> }> {
  const created = await createTestSchema('scale_out');
  const db = openDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL, schema: created.schema });
  await migrateToLatest(db);
  await insertWhipboardFixtures(db, await insertFixtures(db));
  await db.destroy();
  return created;
}

function baseEnv(schema: string, dir: string): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    DATABASE_URL: TEST_POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    SEED_DEMO_DATA: 'false',
    CLIENT_DIR: join(dir, 'no-client'),
    SERVER_RENDER: 'false',
    SEARCH_DATA_FILE: join(dir, 'search.db'),
    SEARCH_APP_ID: APP_ID,
    SEARCH_ADMIN_API_KEY: ADMIN_KEY,
    SEARCH_API_KEY: SEARCH_KEY,
    SEARCH_SYNC_INTERVAL_SECONDS: '1',
    SEARCH_WORKERS: '1',
    DEMO_FLOOR_SESSION_INTERVAL_SECONDS: '1',
    WORKERS: '',
    SEARCH_URL: '',
    TRUST_PROXY: '',
  };
}

/** A searching client of the engine reached through `base`'s /1/ routes. */
const searchThrough = (base: string, apiKey = ADMIN_KEY) =>
  createIndexerClient({ embedded: { appId: APP_ID, adminApiKey: apiKey, port: Number(new URL(base).port) } });

// Every process here runs the server compiled, as `npm start` runs it (no tsx in each process and thread).
const serverEntry = compiledServerForFile();

const leadsFloorSession = (log: string) =>
  log.split('\n').some((line) => line.includes('this process leads') && line.includes('demo floor session'));

describe.skipIf(!postgres)('two API processes on one PostgreSQL', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof createSchema>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'statehouse-scale-out-'));
    database = await createSchema();
    const env = baseEnv(database.schema, dir);
    a = await startServerProcess(serverEntry(), { ...env, PORT: '0' });
    b = await startServerProcess(serverEntry(), {
      ...env,
      PORT: '0',
      SEARCH_URL: a.url,
      SEARCH_DATA_FILE: join(dir, 'never.db'),
    });
  }, 300_000);
  afterAll(async () => {
    const codes = await Promise.all([b?.stop(), a?.stop()]);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('signs in on A and is signed in on B with the same cookie', async () => {
    const browser = new HttpBrowser();
    await browser.json(a.url, 'GET', '/api/auth/session');
    const signedUp = await browser.json<SessionState>(
      a.url,
      'POST',
      '/api/auth/signup',
      { email: 'both@example.org', password: PASSWORD, display_name: 'Both Processes' },
      201,
    );
    const onB = await browser.json<SessionState>(b.url, 'GET', '/api/auth/session');
    expect(onB.user).toEqual(signedUp.user);
    // CSRF is an HMAC of the session id: B checks A's token without asking anyone.
    expect(onB.csrfToken).toBe(browser.csrfToken);
  });

  it('moves a whipboard card on B and reads it moved on A', async () => {
    const browser = new HttpBrowser();
    await browser.json(a.url, 'GET', '/api/auth/session');
    await browser.json(
      a.url,
      'POST',
      '/api/auth/signup',
      { email: 'whip@example.org', password: PASSWORD, display_name: 'Whip' },
      201,
    );
    const board = await browser.json<Whipboard>(
      a.url,
      'POST',
      '/api/whipboards',
      { question: 'Across processes', chamber: 'house' },
      201,
    );
    const card = board.entries[0]!;
    const moved = await browser.json<MoveEntryResponse>(b.url, 'PATCH', `/whipboard/${card.id}`, {
      whipboardId: board.id,
      position: 'Yes',
    });
    expect(moved.outcome).toBe('applied');
    const onA = await browser.json<Whipboard>(a.url, 'GET', `/api/whipboards/${board.id}`);
    expect(onA.entries.find((entry) => entry.id === card.id)?.position).toBe('Yes');
  });

  it('counts failed sign-ins on A and B towards one limit', async () => {
    const owner = new HttpBrowser();
    await owner.json(b.url, 'GET', '/api/auth/session');
    await owner.json(
      b.url,
      'POST',
      '/api/auth/signup',
      { email: 'limited@example.org', password: PASSWORD, display_name: 'Limited' },
      201,
    );
    const guesser = new HttpBrowser();
    await guesser.json(a.url, 'GET', '/api/auth/session');
    // 5 failures of one account from one address are allowed (limits.ts): 3 on A, 2 on B.
    for (const base of [a.url, b.url, a.url, b.url, a.url]) {
      const response = await guesser.request(base, 'POST', '/api/auth/signin', {
        email: 'limited@example.org',
        password: 'wrong password!',
      });
      expect(response.status).toBe(401);
    }
    for (const base of [b.url, a.url]) {
      const response = await guesser.request(base, 'POST', '/api/auth/signin', {
        email: 'limited@example.org',
        password: PASSWORD,
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('searches on B what was written through A: one engine, in A', async () => {
    await searchThrough(a.url).saveObjects({
      indexName: 'scale_out_probe',
      objects: [{ objectID: 'probe-1', title: 'Quorum across processes', state: 'ma' }],
      waitForTasks: true,
    });
    const found = await searchThrough(b.url).searchSingleIndex({
      indexName: 'scale_out_probe',
      searchParams: { query: 'quorum' },
    });
    expect(found.hits.map((hit) => hit.objectID)).toEqual(['probe-1']);

    // The browser's secured key, made by B from the search key, is accepted by A's engine; the records
    // are the database's, indexed by A's indexer.
    const config = await new HttpBrowser().json<SearchClientConfig>(b.url, 'GET', '/api/search/config');
    expect(config.appId).toBe(APP_ID);
    const legislators = await searchThrough(b.url, config.apiKey).searchSingleIndex({
      indexName: 'legislators',
      searchParams: { query: 'baker' },
    });
    expect(legislators.hits.length).toBeGreaterThan(0);
    // A bad request through B is still the engine's 4xx JSON, not a proxy error.
    const bad = await fetch(`${b.url}/1/indexes/legislators/query`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': 'not a key',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({ status: 403 });
  });

  it('runs the demo floor session in one process only', async () => {
    await until(
      () => leadsFloorSession(a.output()) || leadsFloorSession(b.output()),
      () => 'no process leads the floor session',
      30_000,
    );
    expect([leadsFloorSession(a.output()), leadsFloorSession(b.output())].filter(Boolean)).toHaveLength(1);
  });
});

/** A free loopback port for the cluster's shared listening socket. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

describe.skipIf(!postgres)('WORKERS=2 (node:cluster)', () => {
  it('serves one port from two API processes and a search process, and stops them all on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'statehouse-workers-'));
    const database = await createSchema();
    const port = await freePort();
    const env = { ...baseEnv(database.schema, dir), WORKERS: '2', PORT: String(port) };
    // The supervisor itself never listens: wait for its log line saying every process is ready.
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [serverEntry()], {
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await until(
        () => output.includes('ready: every process answers') || child.exitCode !== null,
        () => `the cluster did not get ready:\n${output.slice(-4000)}`,
        240_000,
        250,
      );
      expect(output).toContain('ready: every process answers');
      const base = `http://127.0.0.1:${port}`;
      const browser = new HttpBrowser();
      await browser.json(base, 'GET', '/api/auth/session');
      await browser.json(
        base,
        'POST',
        '/api/auth/signup',
        { email: 'cluster@example.org', password: PASSWORD, display_name: 'Cluster' },
        201,
      );
      // Connections are handed to the API processes in turn: each of them knows the session.
      const pids = new Set<number>();
      for (let i = 0; i < 8; i++) {
        const state = await browser.json<SessionState>(base, 'GET', '/api/auth/session');
        expect(state.user?.email).toBe('cluster@example.org');
      }
      for (const line of output.split('\n'))
        if (line.includes('"url":"/api/auth/session"')) pids.add((JSON.parse(line) as { pid: number }).pid);
      expect(pids.size).toBe(2);
      const found = await searchThrough(base).searchSingleIndex({
        indexName: 'legislators',
        searchParams: { query: 'baker' },
      });
      expect(found.hits.length).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
      const code = await exited;
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
      expect(code, output.slice(-3000)).toBe(0);
    }
  }, 300_000);
});
