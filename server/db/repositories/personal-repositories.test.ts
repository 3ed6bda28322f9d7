// Tracking lists, reports, news categories and passkeys run the same queries on SQLite and PostgreSQL
// (migration 004 included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { insertTrackingFixtures } from '../../testing/tracking-fixtures.js';
import { createRepositories, type Repositories } from './index.js';

const hasPostgres = await postgresAvailable();
const PAGE = { limit: 20, offset: 0 };

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('personal-data repositories on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let repos: Repositories;
  let billId: (n: string) => number;
  let userId: number;
  let otherId: number;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    ({ billId } = await insertTrackingFixtures(database.db, await insertFixtures(database.db)));
    repos = createRepositories(database.db);
    const user = (email: string) => repos.users.create({ email, display_name: email, password_hash: 'h' });
    userId = (await user('owner@example.org'))!.id;
    otherId = (await user('other@example.org'))!.id;
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('keeps tracking lists per user, with counts, membership and latest actions', async () => {
    const { tracking } = repos;
    const ferries = await tracking.createList(userId, 'Ferries');
    const schools = await tracking.createList(userId, 'Schools');
    await tracking.createList(otherId, 'Ferries');
    await tracking.addBills(ferries, [billId('S 7'), billId('H 100')]);
    await tracking.addBills(ferries, [billId('S 7')]); // already there: nothing changes
    await tracking.addBills(schools, [billId('H 100')]);
    await expect(tracking.createList(userId, 'Ferries')).rejects.toThrow();

    expect((await tracking.lists(userId, 50)).map((l) => [l.name, Number(l.bill_count)])).toEqual([
      ['Ferries', 2],
      ['Schools', 1],
    ]);
    expect(await tracking.findList(otherId, ferries)).toBeUndefined();
    expect(await tracking.countLists(userId)).toBe(2);
    expect(await tracking.nameTaken(userId, 'Schools')).toBe(true);
    expect(await tracking.nameTaken(userId, 'Schools', schools)).toBe(false);
    expect((await tracking.trackedAmong(userId, [billId('H 100'), billId('H 300')])).sort()).toEqual([
      billId('H 100'),
    ]);
    expect(await tracking.trackedAmong(otherId, [billId('H 100')])).toEqual([]);
    const membership = await tracking.membership(userId, [billId('H 100'), billId('S 7')]);
    expect(membership.map((m) => [m.tracking_list_id, Number(m.n)]).sort()).toEqual([
      [ferries, 2],
      [schools, 1],
    ]);

    const tracked = await tracking.trackedBills(userId, undefined, PAGE);
    expect(tracked.map((b) => b.bill_type_number)).toEqual(['S 7', 'H 100']);
    expect((await tracking.trackedBills(userId, schools, PAGE)).map((b) => b.bill_type_number)).toEqual([
      'H 100',
    ]);
    const latest = await tracking.latestActions([billId('S 7'), billId('H 100'), billId('H 300')]);
    expect(latest.get(billId('S 7'))).toEqual({
      action_date: '2025-09-30',
      action_text: 'Signed by the Governor',
    });
    expect(latest.has(billId('H 300'))).toBe(false);
    expect((await tracking.listsOfBills(userId, [billId('H 100')])).map((row) => row.name)).toEqual([
      'Ferries',
      'Schools',
    ]);

    expect(await tracking.renameList(otherId, ferries, 'Stolen')).toBe(false);
    await tracking.removeBills(ferries, [billId('S 7')]);
    expect(await tracking.deleteList(otherId, schools)).toBe(false);
    expect(await tracking.deleteList(userId, schools)).toBe(true);
    expect((await tracking.trackedBills(userId, undefined, PAGE)).map((b) => b.bill_type_number)).toEqual([
      'H 100',
    ]);
  });

  it.skipIf(skip)('stores reports in order and reads their bills in three queries', async () => {
    const { reports } = repos;
    const ids = [billId('S 7'), billId('H 300'), billId('H 100')];
    expect([...(await reports.existingBillIds([...ids, 999_999]))].sort()).toEqual([...ids].sort());
    const reportId = await reports.create(userId, 'Weekly', ids, '2026-03-15T14:00:00.000Z');
    expect(await reports.find(otherId, reportId)).toBeUndefined();
    expect(Number((await reports.find(userId, reportId))!.bill_count)).toBe(3);
    expect((await reports.billsOf(reportId)).map((b) => b.id)).toEqual(ids);
    expect((await reports.actionsOf(ids)).filter((a) => a.bill_id === billId('H 100'))).toHaveLength(2);
    expect((await reports.summariesOf(ids)).map((s) => s.bill_id).sort()).toEqual(
      [billId('H 100'), billId('S 7')].sort(),
    );
    expect((await reports.votesOf(ids)).map((v) => v.bill_id)).toEqual([billId('H 100')]);
    expect((await reports.list(userId, 10)).map((r) => r.title)).toEqual(['Weekly']);
    expect(await reports.delete(otherId, reportId)).toBe(false);
    expect(await reports.delete(userId, reportId)).toBe(true);
    expect(await reports.list(userId, 10)).toEqual([]);
  });

  it.skipIf(skip)('replaces a user’s news categories as a whole', async () => {
    const categories = await database.db
      .insertInto('news_categories')
      .values([{ name: 'Transportation' }, { name: 'Education' }])
      .returning('id')
      .execute();
    const [first, second] = categories.map((c) => c.id);
    await repos.newsCategories.replace(userId, [first!, second!]);
    expect((await repos.newsCategories.selected(userId)).map((c) => c.name)).toEqual([
      'Education',
      'Transportation',
    ]);
    await repos.newsCategories.replace(userId, [second!]);
    expect((await repos.newsCategories.selected(userId)).map((c) => c.id)).toEqual([second]);
    expect(await repos.news.selectedCategoryIds(userId)).toEqual([second]);
    expect([...(await repos.newsCategories.existingIds([first!, 999_999]))]).toEqual([first]);
    await repos.newsCategories.replace(userId, []);
    expect(await repos.newsCategories.selected(userId)).toEqual([]);
  });

  it.skipIf(skip)('keeps passkeys with 32-bit counters and hands each challenge out once', async () => {
    const { passkeys } = repos;
    const id = await passkeys.create({
      user_id: userId,
      credential_id: 'cred-1',
      public_key: 'pk',
      counter: 0,
      transports: '["internal"]',
    });
    await passkeys.recordUse(id, 4_294_967_295);
    const stored = await passkeys.findByCredentialId('cred-1');
    expect(Number(stored!.counter)).toBe(4_294_967_295);
    expect(stored!.last_used_at).not.toBeNull();
    expect(await passkeys.delete(otherId, id)).toBe(false);

    const soon = new Date(Date.now() + 60_000).toISOString();
    const challenge = {
      session_hash: 'h1',
      purpose: 'authentication' as const,
      user_id: null,
      expires_at: soon,
    };
    await passkeys.saveChallenge({ ...challenge, challenge: 'first' });
    await passkeys.saveChallenge({ ...challenge, challenge: 'second' });
    const now = new Date().toISOString();
    expect(await passkeys.takeChallenge('h1', 'authentication', now)).toMatchObject({ challenge: 'second' });
    expect(await passkeys.takeChallenge('h1', 'authentication', now)).toBeUndefined();
    await passkeys.saveChallenge({
      ...challenge,
      challenge: 'stale',
      expires_at: '2020-01-01T00:00:00.000Z',
    });
    expect(await passkeys.takeChallenge('h1', 'authentication', now)).toBeUndefined();
    expect(await passkeys.delete(userId, id)).toBe(true);
  });
});
