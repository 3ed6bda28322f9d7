import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { DEMO_ACCOUNT, DEMO_REPORT_TITLE, DEMO_TRACKING_LIST } from './demo-account.js';
import { seedDemoData } from './index.js';
import { DEMO_TODAY, isoDay } from './calendar.js';
import { dayInTimeZone } from '../../jurisdictions/legislature-day.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  await seedDemoData(database.db, { scale: 0.05, seed: 7 });
});
afterAll(() => database.dispose());

describe('the demo account', () => {
  it('is seeded with the README credentials', async () => {
    expect(DEMO_ACCOUNT).toMatchObject({ email: 'demo@statehouse.test', password: 'statehouse-demo' });
    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_ACCOUNT.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_ACCOUNT.password, user.password_hash)).toBe(true);
  });

  it('has an agenda of upcoming hearings and the next House session, copied from the meetings', async () => {
    const items = await database.db
      .selectFrom('agenda_events as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .innerJoin('meetings as m', 'm.id', 'a.meeting_id')
      .select(['a.event_date', 'a.details', 'm.meeting_type', 'm.title', 'm.meeting_date'])
      .where('u.email', '=', DEMO_ACCOUNT.email)
      .execute();
    expect(items).toHaveLength(4);
    expect(items.filter((i) => i.meeting_type === 'hearing')).toHaveLength(3);
    expect(items.find((i) => i.meeting_type === 'formal_session')?.details).toBe('House Formal Session');
    for (const item of items) {
      expect(item.event_date >= '2026-03-15').toBe(true);
      expect(item.details).toBe(item.title);
      expect(item.event_date).toBe(item.meeting_date);
    }
  });

  it('tracks a few of the current session’s most active bills and has a report of them', async () => {
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNT.email)
      .executeTakeFirstOrThrow();
    const tracked = await database.db
      .selectFrom('tracking_lists as l')
      .innerJoin('tracking_list_bills as lb', 'lb.tracking_list_id', 'l.id')
      .select(['l.name', 'lb.bill_id'])
      .where('l.user_id', '=', user.id)
      .orderBy('lb.bill_id')
      .execute();
    expect(tracked).toHaveLength(4);
    expect(new Set(tracked.map((row) => row.name))).toEqual(new Set([DEMO_TRACKING_LIST]));
    const report = await database.db
      .selectFrom('reports as r')
      .innerJoin('report_bills as rb', 'rb.report_id', 'r.id')
      .select(['r.title', 'rb.bill_id'])
      .where('r.user_id', '=', user.id)
      .orderBy('rb.bill_id')
      .execute();
    expect(report.map((row) => row.title)).toEqual(Array(4).fill(DEMO_REPORT_TITLE));
    expect(report.map((row) => row.bill_id)).toEqual(tracked.map((row) => row.bill_id));
    const categories = await database.db
      .selectFrom('user_news_categories')
      .select('category_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(categories).toHaveLength(3);
  });

  it('has its report and whipboard dated on the demo’s today, not the machine’s', async () => {
    const stamps = [
      ...(await database.db.selectFrom('reports').select('created_at').execute()).map((r) => r.created_at),
      ...(await database.db.selectFrom('whipboards').select(['created_at', 'updated_at']).execute()).flatMap(
        (w) => [w.created_at, w.updated_at],
      ),
    ];
    expect(stamps.length).toBeGreaterThanOrEqual(3);
    const today = isoDay(DEMO_TODAY);
    for (const stamp of stamps) expect(dayInTimeZone(Date.parse(stamp), 'America/New_York')).toBe(today);
  });
});
