import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { DEMO_TODAY, isoDay } from '../db/seed/calendar.js';
import type { BillActionList } from '../schemas/bills.js';
import type { Journal } from '../schemas/journal.js';
import type { LiveCalendar } from '../schemas/live-calendar.js';
import { createDemoApp, type DemoApp } from '../testing/demo-app.js';
import { insertFixtures } from '../testing/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createFloorSession } from './floor-session.js';

/** A repeatable stand-in for Math.random. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const TODAY = isoDay(DEMO_TODAY);

describe('demo floor session', () => {
  let demo: DemoApp;
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    demo = await createDemoApp();
    ({ app, database } = demo);
  });
  afterAll(() => demo.close());

  const get = async <T>(url: string) => (await app.inject({ url })).json<T>();
  const calendar = (chamber: 'house' | 'senate') =>
    get<LiveCalendar>(`/api/live_calendar?chamber=${chamber}`);
  const countActions = async () =>
    Number(
      (
        await database.db
          .selectFrom('bill_actions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("adds floor actions to the demo's today, each on top of the live calendar as it comes", async () => {
    const before = await calendar('house');
    expect(before[0]!.date).toBe(TODAY);
    const session = createFloorSession({ db: database.db, intervalMs: 1000, random: seededRandom(1) });
    const taken: number[] = [];
    for (let i = 0; i < 12; i++) {
      expect(await session.tick()).toBe(true);
      const [today] = await calendar(i % 2 === 0 ? 'house' : 'senate');
      // The newest action is the first one shown.
      expect(today!.date).toBe(TODAY);
      taken.push(today!.actions[0]!.id);
    }
    expect(new Set(taken).size).toBe(12);
    const house = (await calendar('house'))[0]!.actions;
    expect(house).toHaveLength(before[0]!.actions.length + 6); // House and Senate take turns
    // A bill is taken up with a second reading and leaves engrossed; newest first, so read bottom up.
    const session6 = house.slice(0, 6).reverse();
    expect(session6[0]!.real_action).toBe('Read second and ordered to a third reading');
    const engrossed = session6.findIndex((a) => a.abbreviation === 'ENG');
    expect(engrossed).toBeGreaterThan(0);
    expect(session6.slice(0, engrossed + 1).every((a) => a.bill.id === session6[0]!.bill.id)).toBe(true);
    const bill = await get<{ status: string | null; progress: string | null }>(
      `/api/bill/${session6[0]!.bill.id}`,
    );
    expect(bill).toMatchObject({ status: 'Passed to be engrossed' });
  });

  it("shows on the live calendar only actions that are in the bill's history and that day's journal", async () => {
    // Issue 20: the calendar said H 1695 was engrossed on a day its History and the journal did not have.
    const session = createFloorSession({ db: database.db, intervalMs: 1000, random: seededRandom(3) });
    for (let i = 0; i < 10; i++) await session.tick();
    let checked = 0;
    for (const chamber of ['house', 'senate'] as const) {
      for (const day of await calendar(chamber)) {
        const journal = await get<Journal>(`/api/bills/journal?date=${day.date}`);
        const inJournal = new Set(
          [journal.house_actions, journal.senate_actions, journal.house_new, journal.senate_new].flatMap(
            (s) => s.bills.flatMap((b) => b.actions.map((a) => a.id)),
          ),
        );
        for (const action of day.actions) {
          const history = await get<BillActionList>(`/api/bill/${action.bill.id}/actions`);
          expect(history.find((a) => a.id === action.id)).toMatchObject({
            action_date: day.date,
            chamber,
            abbreviation: action.abbreviation,
            action: { action_text: action.real_action },
          });
          expect(inJournal.has(action.id), `${action.real_action} in the journal of ${day.date}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
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
    const before = await countActions();
    session.start();
    await expect.poll(countActions, { timeout: 10_000 }).toBeGreaterThan(before);
    await session.stop();
    const stopped = await countActions();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await countActions()).toBe(stopped);
  });
});

describe('demo floor session on imported data', () => {
  it('never touches bills that the demo generator did not make', async () => {
    const database = await createTestDatabase('sqlite');
    await insertFixtures(database.db);
    const before = await database.db.selectFrom('bill_actions').selectAll().execute();
    const session = createFloorSession({ db: database.db, intervalMs: 1000 });
    expect(await session.tick()).toBe(false);
    expect(await session.tick()).toBe(false);
    expect(await database.db.selectFrom('bill_actions').selectAll().execute()).toEqual(before);
    await database.dispose();
  });
});
