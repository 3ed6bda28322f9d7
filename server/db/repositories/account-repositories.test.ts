// Users, sessions and the agenda run the same queries on SQLite and PostgreSQL (migration 003 included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgendaFixtures, SCHEDULE_DAY } from '../../testing/agenda-fixtures.js';
import { insertFixtures } from '../../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { agendaValuesFor } from './agenda-repository.js';
import { createRepositories, type Repositories } from './index.js';

const hasPostgres = await postgresAvailable();
const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('account repositories on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let repos: Repositories;
  let meetingId: (key: string) => number;
  let userId: number;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    const fixtures = await insertFixtures(database.db);
    ({ meetingId } = await insertAgendaFixtures(database.db, fixtures));
    repos = createRepositories(database.db);
    userId = (await repos.users.create({
      email: 'Ann@Example.org',
      display_name: ' Ann ',
      password_hash: 'h',
    }))!.id;
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('stores emails normalised and refuses a second account for one address', async () => {
    expect(await repos.users.findByEmail(' ANN@example.org ')).toMatchObject({
      id: userId,
      email: 'ann@example.org',
      display_name: 'Ann',
    });
    expect(
      await repos.users.create({ email: 'ann@EXAMPLE.org', display_name: 'Twin', password_hash: 'h' }),
    ).toBe(undefined);
    await repos.users.updatePassword(userId, 'h2');
    expect((await repos.users.findById(userId))?.password_hash).toBe('h2');
  });

  it.skipIf(skip)(
    'finds only unexpired sessions, slides them, and deletes them one or all at a time',
    async () => {
      const session = (id_hash: string, expiresIn: number) => ({
        id_hash,
        user_id: userId,
        created_at: iso(-HOUR),
        last_seen_at: iso(-HOUR),
        expires_at: iso(expiresIn),
        user_agent: null,
      });
      await repos.sessions.create(session('live', HOUR));
      await repos.sessions.create(session('stale', -1000));
      await repos.sessions.create(session('other', HOUR));
      const now = iso(0);
      expect(await repos.sessions.findActive('live', now)).toMatchObject({
        id: userId,
        email: 'ann@example.org',
      });
      expect(await repos.sessions.findActive('stale', now)).toBeUndefined();
      await repos.sessions.touch('live', now, iso(30 * 24 * HOUR));
      expect((await repos.sessions.findActive('live', now))?.last_seen_at).toBe(now);
      await repos.sessions.deleteExpired(now);
      expect(await repos.sessions.countForUser(userId)).toBe(2);
      await repos.sessions.delete('other');
      expect(await repos.sessions.countForUser(userId)).toBe(1);
      await repos.sessions.deleteAllForUser(userId);
      expect(await repos.sessions.countForUser(userId)).toBe(0);
    },
  );

  it.skipIf(skip)(
    "lists a day's meetings with bill counts and the user's agenda item, and the days around",
    async () => {
      const meeting = (await repos.agenda.meeting(meetingId('education')))!;
      const itemId = await repos.agenda.insert(userId, agendaValuesFor(meeting));
      const day = await repos.agenda.meetingsOn(SCHEDULE_DAY, userId);
      expect(day.map((m) => m.id).sort((a, b) => a - b)).toEqual(
        ['education', 'session', 'budget'].map(meetingId).sort((a, b) => a - b),
      );
      const education = day.find((m) => m.id === meetingId('education'))!;
      expect(Number(education.bill_count)).toBe(2);
      expect(education.agenda_id).toBe(itemId);
      expect((await repos.agenda.meetingsOn(SCHEDULE_DAY, null)).every((m) => m.agenda_id === null)).toBe(
        true,
      );
      expect(await repos.agenda.adjacentMeetingDates(SCHEDULE_DAY)).toEqual({
        previous: '2026-03-10',
        next: '2026-03-24',
      });
      expect(await repos.agenda.adjacentMeetingDates('2030-01-01')).toEqual({
        previous: '2026-03-24',
        next: null,
      });
    },
  );

  it.skipIf(skip)('keeps agenda items private to their owner and one per meeting', async () => {
    const other = (await repos.users.create({
      email: 'bo@example.org',
      display_name: 'Bo',
      password_hash: 'h',
    }))!;
    const [item] = await repos.agenda.list(userId);
    expect(item).toMatchObject({ details2: 'Joint Committee on Education', location: 'Hearing Room A-1' });
    expect(await repos.agenda.findOwned(other.id, item!.id)).toBeUndefined();
    expect(await repos.agenda.remove(other.id, item!.id)).toBe(false);
    const meeting = (await repos.agenda.meeting(meetingId('education')))!;
    await expect(repos.agenda.insert(userId, agendaValuesFor(meeting))).rejects.toThrow();
    expect(await repos.agenda.remove(userId, item!.id)).toBe(true);
    expect(await repos.agenda.list(userId)).toEqual([]);
  });

  it.skipIf(skip)('keeps one calendar feed per user, found by the hash of its secret', async () => {
    expect(await repos.agenda.feedCreatedAt(userId)).toBeNull();
    await repos.agenda.replaceFeed(userId, 'hash-1');
    await repos.agenda.replaceFeed(userId, 'hash-2');
    expect(await repos.agenda.feedOwner('hash-1')).toBeNull();
    expect(await repos.agenda.feedOwner('hash-2')).toBe(userId);
    expect(await repos.agenda.feedCreatedAt(userId)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await repos.agenda.deleteFeed(userId)).toBe(true);
    expect(await repos.agenda.feedOwner('hash-2')).toBeNull();
  });
});
