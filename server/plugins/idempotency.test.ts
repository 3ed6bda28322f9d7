// Idempotency-Key (issue 18): a write repeated after a dropped connection runs once and is answered with
// its first answer, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.js';
import { sharedSchemaController } from '../testing/schema-compilers.js';
import type { GeneratedReport } from '../schemas/reports.js';
import { CHEAP_PASSWORDS, signUp, type SignedInBrowser } from '../testing/auth-helpers.js';
import { insertFixtures } from '../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-database.js';
import { insertTrackingFixtures } from '../testing/tracking-fixtures.js';
import { KEY_INVALID_MESSAGE, KEY_REUSED_MESSAGE, STILL_RUNNING_MESSAGE } from './idempotency.js';

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('Idempotency-Key on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let app: App;
  let owner: SignedInBrowser;
  let stranger: SignedInBrowser;
  let ids: string;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    const { billId } = await insertTrackingFixtures(database.db, await insertFixtures(database.db));
    ids = [billId('S 7'), billId('H 100')].join(',');
    app = await buildApp({
      schemaController: sharedSchemaController,
      db: database.db,
      passwords: CHEAP_PASSWORDS,
    });
    owner = await signUp(app);
    stranger = await signUp(app);
  });
  afterAll(async () => {
    if (skip) return;
    await app.close();
    await database.dispose();
  });

  const generate = (browser: SignedInBrowser, key: string | undefined, title = 'Ferries') =>
    app.inject({
      method: 'POST',
      url: '/api/generateReport',
      headers: { ...browser.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { ids, title },
    });
  const reportCount = async () => (await database.db.selectFrom('reports').select('id').execute()).length;

  it.skipIf(skip)(
    'makes a report once however often the write is repeated, answering each repeat alike',
    async () => {
      const before = await reportCount();
      const first = await generate(owner, 'a6f1c1e2-report-1');
      const again = await generate(owner, 'a6f1c1e2-report-1');
      const third = await generate(owner, 'a6f1c1e2-report-1');
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      for (const repeat of [again, third]) {
        expect(repeat.statusCode).toBe(201);
        expect(repeat.headers['idempotent-replayed']).toBe('true');
        expect(repeat.headers['content-type']).toMatch(/^application\/json/);
        expect(repeat.json<GeneratedReport>().id).toBe(first.json<GeneratedReport>().id);
      }
      expect(await reportCount()).toBe(before + 1);
    },
  );

  it.skipIf(skip)('makes a new report for each write without a key, or with a new key', async () => {
    const before = await reportCount();
    expect((await generate(owner, undefined)).statusCode).toBe(201);
    expect((await generate(owner, undefined)).statusCode).toBe(201);
    expect((await generate(owner, 'a6f1c1e2-report-2')).statusCode).toBe(201);
    expect(await reportCount()).toBe(before + 3);
  });

  it.skipIf(skip)('keeps keys per user: the same key from someone else is their own write', async () => {
    const mine = await generate(owner, 'shared-key');
    const theirs = await generate(stranger, 'shared-key');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<GeneratedReport>().id).not.toBe(mine.json<GeneratedReport>().id);
  });

  it.skipIf(skip)('refuses a key reused for a different request with a 422 naming the header', async () => {
    await generate(owner, 'a6f1c1e2-report-3', 'Ferries');
    const before = await reportCount();
    const reused = await generate(owner, 'a6f1c1e2-report-3', 'Schools');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Content',
      message: KEY_REUSED_MESSAGE,
    });
    expect(await reportCount()).toBe(before);
  });

  it.skipIf(skip)(
    'runs one of two repeats sent at once; the other is told to retry, then gets the answer',
    async () => {
      const before = await reportCount();
      const answers = await Promise.all([generate(owner, 'at-once'), generate(owner, 'at-once')]);
      expect(answers.map((a) => a.statusCode).sort()).toContain(201);
      for (const answer of answers) {
        expect([201, 409]).toContain(answer.statusCode);
        if (answer.statusCode === 409) {
          expect(answer.headers['retry-after']).toBe('1');
          expect(answer.json().message).toBe(STILL_RUNNING_MESSAGE);
        }
      }
      const later = await generate(owner, 'at-once');
      expect(later.statusCode).toBe(201);
      expect(await reportCount()).toBe(before + 1);
    },
  );

  it.skipIf(skip)('keeps nothing of a write that failed on the server: its repeat runs it', async () => {
    const failOnce = vi.spyOn(app.repos.reports, 'create').mockRejectedValueOnce(new Error('disk full'));
    const before = await reportCount();
    expect((await generate(owner, 'after-a-failure')).statusCode).toBe(500);
    const repeat = await generate(owner, 'after-a-failure');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBeUndefined();
    expect(await reportCount()).toBe(before + 1);
    failOnce.mockRestore();
  });

  it.skipIf(skip)(
    'answers a repeated tracking-list creation with the list it made, not "name taken"',
    async () => {
      const create = () =>
        app.inject({
          method: 'POST',
          url: '/api/tracking/lists',
          headers: { ...owner.headers, 'idempotency-key': 'new-list-1' },
          payload: { name: 'Harbor bills' },
        });
      const first = await create();
      const again = await create();
      expect(first.statusCode).toBeLessThan(300);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
    },
  );

  it.skipIf(skip).each(['', 'has space', 'x'.repeat(256), 'naïve'])(
    'refuses the key %j with a 400 naming the header, changing nothing',
    async (key) => {
      const before = await reportCount();
      const res = await generate(owner, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(KEY_INVALID_MESSAGE);
      expect(await reportCount()).toBe(before);
    },
  );
});
