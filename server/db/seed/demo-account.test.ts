import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { DEMO_ACCOUNT } from './demo-account.js';
import { seedDemoData } from './index.js';

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
    // meeting_id comes with migration 003, which server/db/types.ts does not describe yet.
    const items = await database.db
      .withTables<{ agenda_events: { meeting_id: number | null } }>()
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
});
