// Whipboards run the same queries on SQLite and PostgreSQL (migration 005 included), and stay consistent
// when two requests for one board race: the idempotency key and the board lock hold on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCard } from '../../routes/api/whipboards/arrangement.js';
import { insertFixtures } from '../../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { insertWhipboardFixtures } from '../../testing/whipboard-fixtures.js';
import { writeDemoWhipboard } from '../seed/demo-whipboard.js';
import { createRepositories, type Repositories } from './index.js';

/** One instant for the writes here: what the app clock gave the route (plugins/clock.ts). */
const NOW = new Date().toISOString();

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('whipboards repository on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let repos: Repositories;
  let rollCallId: (n: number) => number;
  let userId: number;
  let jurisdictionId: number;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    const fixtures = await insertFixtures(database.db);
    jurisdictionId = fixtures.jurisdictionId;
    ({ rollCallId } = await insertWhipboardFixtures(database.db, fixtures));
    repos = createRepositories(database.db);
    userId = (await repos.users.create({ email: 'whip@example.org', display_name: 'W', password_hash: 'h' }))!
      .id;
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  const layout = async (boardId: number) =>
    (await repos.whipboards.entries(boardId)).map(
      (e) => `${e.position}:${e.sort_order}:${e.short_full_name}`,
    );

  it.skipIf(skip)('creates a board from a roll call, counts it and lists it for its owner', async () => {
    const { whipboards } = repos;
    const positions = await whipboards.positionsFromRollCall(rollCallId(1));
    const id = await whipboards.create(
      userId,
      { question: 'Q', chamber: 'house', bill_id: null, jurisdiction_id: jurisdictionId },
      positions,
      'Toss-Up',
      NOW,
    );
    expect(await layout(id)).toEqual([
      'No:1:Rep. Cal Adams',
      'Yes:1:Rep. Ada Baker',
      'Toss-Up:1:Rep. Fay Cole',
      'Toss-Up:2:Rep. Di Moss',
      'Yes:2:Rep. Bo Zed',
    ]);
    const counts = await whipboards.positionCounts([id]);
    expect(counts.map((c) => [c.position, Number(c.n)]).sort()).toEqual([
      ['No', 1],
      ['Toss-Up', 2],
      ['Yes', 2],
    ]);
    expect((await whipboards.list(userId, 10)).map((b) => b.id)).toEqual([id]);
    expect(await whipboards.count(userId)).toBe(1);
  });

  it.skipIf(skip)('lets a move win over a card stamped later than now by an older clock', async () => {
    // Issue 20: boards made before the app's clock dated writes carry the wall clock's later stamps.
    const { whipboards } = repos;
    const wallClock = '2026-11-26T03:00:00.000Z';
    const appNow = '2026-03-19T15:00:00.000Z';
    const id = await whipboards.create(
      userId,
      { question: 'Old stamps', chamber: 'house', bill_id: null, jurisdiction_id: jurisdictionId },
      new Map(),
      'Toss-Up',
      wallClock,
    );
    const [first] = await whipboards.entries(id);
    const outcome = await whipboards.update(id, undefined, appNow, (cards) =>
      moveCard(cards, { entryId: first!.id, position: 'Yes', writtenAt: appNow }),
    );
    expect(outcome).toBe('applied');
    expect((await layout(id)).filter((row) => row.startsWith('Yes'))).toEqual(['Yes:1:Rep. Cal Adams']);
    const stamps = await database.db
      .selectFrom('whipboard_entries')
      .select('updated_at')
      .where('whipboard_id', '=', id)
      .execute();
    expect(stamps.map((row) => row.updated_at)).toEqual(stamps.map(() => appNow));
    await whipboards.remove(userId, id);
  });

  it.skipIf(skip)('applies an operation id once even when two replays race', async () => {
    const { whipboards } = repos;
    const id = await whipboards.create(
      userId,
      { question: 'Race', chamber: 'house', bill_id: null, jurisdiction_id: jurisdictionId },
      new Map(),
      'Toss-Up',
      NOW,
    );
    const [first] = await whipboards.entries(id);
    const writtenAt = NOW;
    const apply = () =>
      whipboards.update(id, 'race-op-0001', NOW, (cards) =>
        moveCard(cards, { entryId: first!.id, position: 'Yes', writtenAt }),
      );
    const outcomes = await Promise.all([apply(), apply(), apply()]);
    expect(outcomes.sort()).toEqual(['applied', 'replayed', 'replayed']);
    expect((await layout(id)).filter((row) => row.startsWith('Yes'))).toEqual(['Yes:1:Rep. Cal Adams']);
  });

  it.skipIf(skip)('keeps every column numbered 1..n when moves on one board race', async () => {
    const { whipboards } = repos;
    const id = await whipboards.create(
      userId,
      { question: 'Busy', chamber: 'house', bill_id: null, jurisdiction_id: jurisdictionId },
      new Map(),
      'Toss-Up',
      NOW,
    );
    const entries = await whipboards.entries(id);
    await Promise.all(
      entries.map((entry, i) =>
        whipboards.update(id, `busy-op-000${i}`, NOW, (cards) =>
          moveCard(cards, {
            entryId: entry.id,
            position: 'Lean No',
            order: 1,
            writtenAt: NOW,
          }),
        ),
      ),
    );
    const orders = (await whipboards.entries(id)).map((e) => [e.position, e.sort_order]);
    expect(orders.sort()).toEqual([1, 2, 3, 4, 5].map((n) => ['Lean No', n]));
  });

  it.skipIf(skip)('renames and removes only the owner’s board', async () => {
    const { whipboards } = repos;
    const otherId = (await repos.users.create({
      email: 'other@example.org',
      display_name: 'O',
      password_hash: 'h',
    }))!.id;
    const id = await whipboards.create(
      userId,
      { question: 'Old', chamber: 'senate', bill_id: null, jurisdiction_id: jurisdictionId },
      new Map(),
      'Toss-Up',
      NOW,
    );
    expect(await whipboards.rename(otherId, id, 'Stolen', NOW)).toBe(false);
    expect(await whipboards.rename(userId, id, 'New', NOW)).toBe(true);
    expect((await whipboards.find(userId, id))!.question).toBe('New');
    expect(await whipboards.find(otherId, id)).toBeUndefined();
    expect(await whipboards.remove(otherId, id)).toBe(false);
    expect(await whipboards.remove(userId, id)).toBe(true);
  });

  it.skipIf(skip)(
    "seeds the demo account's board from the latest House roll call of the current session",
    async () => {
      const demoId = (await repos.users.create({
        email: 'demo@example.org',
        display_name: 'D',
        password_hash: 'h',
      }))!.id;
      await writeDemoWhipboard(database.db, demoId, jurisdictionId);
      const [board] = await repos.whipboards.list(demoId, 10);
      expect(board).toMatchObject({
        question: 'H 100: School libraries',
        chamber: 'house',
        bill_type_number: 'H 100',
      });
      const counts = await repos.whipboards.positionCounts([board!.id]);
      expect(Object.fromEntries(counts.map((c) => [c.position, Number(c.n)]))).toEqual({
        Yes: 2,
        No: 1,
        'Toss-Up': 2,
      });
    },
  );
});
