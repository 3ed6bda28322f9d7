import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { seedDemoData } from '../db/seed/index.js';
import { insertFixtures } from '../testing/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type { LiveCalendar } from '../schemas/live-calendar.js';
import { createFloorSession } from './floor-session.js';

/** A repeatable stand-in for Math.random. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('demo floor session', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await seedDemoData(database.db, { scale: 0.05, seed: 7 });
    app = await buildApp({ db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const calendar = async (chamber: 'house' | 'senate') =>
    (await app.inject({ url: `/api/live_calendar?chamber=${chamber}` })).json<LiveCalendar>();

  it('opens a new sitting day on top of the live calendar and adds floor actions to it in order', async () => {
    const before = await calendar('house');
    const previousDay = before[0]!.date;
    const session = createFloorSession({ db: database.db, intervalMs: 1000, random: seededRandom(1) });
    for (let i = 0; i < 12; i++) expect(await session.tick()).toBe(true);

    const after = await calendar('house');
    expect(after[0]!.date > previousDay).toBe(true);
    const today = after[0]!.actions;
    expect(today).toHaveLength(6); // House and Senate take turns
    // A bill is taken up with a second reading and leaves engrossed.
    expect(today[0]!.real_action).toBe('Read second time and ordered to a third reading');
    const engrossed = today.findIndex((a) => a.abbreviation === 'ENG');
    expect(engrossed).toBeGreaterThan(0);
    expect(today.slice(0, engrossed + 1).every((a) => a.bill.id === today[0]!.bill.id)).toBe(true);
    for (const action of today) {
      expect(action.bill.bill_type).toMatch(/^[HS]/);
      expect(action.real_action.length).toBeGreaterThan(10);
    }
    expect((await calendar('senate'))[0]!.actions).toHaveLength(6);
  });

  it('reports roll calls whose tallies add up to the chamber', async () => {
    const session = createFloorSession({ db: database.db, intervalMs: 1000, random: seededRandom(99) });
    for (let i = 0; i < 120; i++) await session.tick();
    const rollCalls = [...(await calendar('senate'))[0]!.actions, ...(await calendar('house'))[0]!.actions]
      .map((a) => /yeas (\d+) to nays (\d+), (\d+) absent/.exec(a.real_action))
      .filter((match) => match !== null);
    expect(rollCalls.length).toBeGreaterThan(0);
    for (const [, yeas, nays, absent] of rollCalls) {
      expect([40, 160]).toContain(Number(yeas) + Number(nays) + Number(absent));
    }
  });

  it('starts and stops on a timer', async () => {
    const session = createFloorSession({ db: database.db, intervalMs: 20, random: seededRandom(5) });
    // A new session opens the next sitting day, so count every floor action.
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('live_floor_actions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    session.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await session.stop();
    const stopped = await count();
    expect(stopped).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(stopped);
  });
});

describe('demo floor session on imported data', () => {
  it('never touches bills that the demo generator did not make', async () => {
    const database = await createTestDatabase('sqlite');
    await insertFixtures(database.db);
    const before = await database.db.selectFrom('live_floor_actions').selectAll().execute();
    const session = createFloorSession({ db: database.db, intervalMs: 1000 });
    expect(await session.tick()).toBe(false);
    expect(await session.tick()).toBe(false);
    expect(await database.db.selectFrom('live_floor_actions').selectAll().execute()).toEqual(before);
    await database.dispose();
  });
});
