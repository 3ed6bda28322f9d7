// A seeded, bounded fuzz of every API route (issue 17), signed out and signed in, on SQLite and
// PostgreSQL: whatever a client sends, the answer is never a 5xx. A failure lists each request that got
// one, so it can be replayed by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { sharedSchemaController } from '../testing/schema-compilers.js';
import { CHEAP_PASSWORDS, signUp } from '../testing/auth-helpers.js';
import { insertFixtures } from '../testing/fixtures.js';
import { fuzzRequests, routeCollector, type FuzzRoute } from '../testing/fuzz/route-fuzzer.js';
import { insertMeetingFixtures } from '../testing/meetings-fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';

const postgres = await postgresAvailable();
const SEED = Number(process.env.FUZZ_SEED ?? 17);
/** Per route and signed-in state; FUZZ_REQUESTS raises it for a deeper run by hand. */
const REQUESTS_PER_ROUTE = Number(process.env.FUZZ_REQUESTS ?? 6);

/** Routes that would end the signed-in fuzz's own session; they are fuzzed signed out. */
const SESSION_ENDING = new Set([
  'POST /api/auth/signout',
  'PUT /api/auth/password',
  'POST /api/auth/password',
]);

describe.each([
  ['SQLite', 'sqlite'],
  ['PostgreSQL', 'postgres'],
] as const)('fuzzing every API route (%s)', (_name, kind) => {
  const skip = kind === 'postgres' && !postgres;
  let database: TestDatabase;
  let app: App;
  let routes: FuzzRoute[];

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    await insertMeetingFixtures(database.db, await insertFixtures(database.db));
    const collector = routeCollector();
    app = await buildApp({
      schemaController: sharedSchemaController,
      db: database.db,
      onRoute: collector.onRoute,
      today: '2026-03-17',
      passwords: CHEAP_PASSWORDS,
    });
    await app.ready();
    routes = collector.routes.filter((route) => route.url.startsWith('/api/'));
  });
  afterAll(async () => {
    if (skip) return;
    await app.close();
    await database.dispose();
  });

  it.skipIf(skip)('answers every hostile request with less than a 500', { timeout: 300_000 }, async () => {
    const reader = await signUp(app);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const signedIn = !SESSION_ENDING.has(`${route.method} ${route.url}`);
      for (const [index, request] of fuzzRequests(route, SEED, REQUESTS_PER_ROUTE * 2).entries()) {
        const asReader = signedIn && index % 2 === 1;
        const headers = {
          ...(asReader ? reader.headers : {}),
          ...(request.headers as Record<string, string>),
        };
        const response = await app.inject({ ...request, headers });
        sent += 1;
        if (response.statusCode >= 500) {
          const body = typeof request.payload === 'string' ? request.payload.slice(0, 120) : '';
          failures.push(
            `${response.statusCode} ${request.method} ${String(request.url).slice(0, 160)} ${asReader ? '(signed in)' : ''} ${body} → ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * REQUESTS_PER_ROUTE);
    expect(failures).toEqual([]);
  });

  it.skipIf(skip)('lets ten requests of one session race on the same row without a 500', async () => {
    const reader = await signUp(app);
    const race = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({ method, url, headers: reader.headers, payload: payload ?? {} }),
        ),
      );
    const meeting = await database.db
      .selectFrom('meetings')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const [method, url, payload] of [
      ['POST', '/api/auth/passkeys/registration/options', {}],
      ['POST', '/api/auth/passkeys/authentication/options', {}],
      ['POST', '/api/calendar/agenda/feed', undefined],
      ['POST', '/api/calendar/agenda', { meeting_id: meeting.id }],
      ['POST', '/api/tracking/lists', { name: 'Same name', billIds: [] }],
      ['PUT', '/api/state', { state: 'ma' }],
    ] as const) {
      const statuses = (await race(method, url, payload)).map((res) => res.statusCode);
      expect(
        statuses.filter((status) => status >= 500),
        `${method} ${url}: ${statuses.join(' ')}`,
      ).toEqual([]);
    }
  });
});
