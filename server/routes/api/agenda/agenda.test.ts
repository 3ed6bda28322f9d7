import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgendaEvent, AgendaList, Schedule } from '../../../schemas/agenda.js';
import { insertAgendaFixtures, SCHEDULE_DAY } from '../../../testing/agenda-fixtures.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let meetingId: (key: string) => number;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;

beforeAll(async () => {
  t = await createTestApp();
  ({ meetingId } = await insertAgendaFixtures(t.database.db, t.fixtures));
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

const add = (headers: Record<string, string>, meeting_id: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/calendar/agenda', headers, payload: { meeting_id } });
const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/calendar/agenda', headers });
const agendaRows = () => t.database.db.selectFrom('agenda_events').select('id').execute();

describe('GET /api/calendar/schedule', () => {
  it("lists the day's meetings by start time with the nearest days that have meetings", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/calendar/schedule?date=${SCHEDULE_DAY}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const schedule = res.json<Schedule>();
    expect(schedule).toMatchObject({
      date: SCHEDULE_DAY,
      previous_date: '2026-03-10',
      next_date: '2026-03-24',
    });
    expect(schedule.meetings.map((m) => m.time)).toEqual(['09:30 AM', '10:00 AM', '11:00 AM']);
    expect(schedule.meetings[1]).toEqual({
      id: meetingId('education'),
      meeting_type: 'hearing',
      chamber: 'joint',
      title: 'Public hearing on school libraries, ferries and related bills',
      committee: { id: t.fixtures.committeeId('Joint Committee on Education'), short_name: 'Education' },
      date: SCHEDULE_DAY,
      time: '10:00 AM',
      location: 'Hearing Room A-1',
      link: `/app/committees/${t.fixtures.committeeId('Joint Committee on Education')}`,
      billCount: 2,
      agenda_id: null,
    });
  });

  it('defaults to today and rejects a date that is not a real day', async () => {
    const today = await t.app.inject({ method: 'GET', url: '/api/calendar/schedule' });
    expect(today.json<Schedule>().date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const date of ['2026-02-30', 'tomorrow', '17/03/2026']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/calendar/schedule?date=${date}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^querystring\.date /);
    }
  });

  it('marks the meetings already on the signed-in user’s agenda, for that user only', async () => {
    const browser = await signUp(t.app);
    const added = (await add(browser.headers, meetingId('session'))).json<AgendaEvent>();
    const url = `/api/calendar/schedule?date=${SCHEDULE_DAY}`;
    const mine = (await t.app.inject({ method: 'GET', url, headers: browser.headers })).json<Schedule>();
    expect(mine.meetings.find((m) => m.id === meetingId('session'))!.agenda_id).toBe(added.id);
    const theirs = (await t.app.inject({ method: 'GET', url, headers: stranger.headers })).json<Schedule>();
    expect(theirs.meetings.every((m) => m.agenda_id === null)).toBe(true);
  });
});

describe('/api/calendar/agenda', () => {
  it('answers 401 when signed out, for every call', async () => {
    const anonymous = await anonymousBrowser(t.app);
    expect((await list(anonymous)).statusCode).toBe(401);
    expect((await add(anonymous, meetingId('education'))).statusCode).toBe(401);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: '/api/calendar/agenda/1',
      headers: anonymous,
    });
    expect(removal.statusCode).toBe(401);
    expect(removal.json().message).toBe('Sign in to use this feature.');
  });

  it('adds a meeting with the spec’s agenda event fields and calendar links, once', async () => {
    const res = await add(owner.headers, meetingId('education'));
    expect(res.statusCode).toBe(201);
    const item = res.json<AgendaEvent>();
    expect(item).toMatchObject({
      meeting_id: meetingId('education'),
      date: SCHEDULE_DAY,
      time: '10:00 AM',
      link: `/app/committees/${t.fixtures.committeeId('Joint Committee on Education')}`,
      details: 'Public hearing on school libraries, ferries and related bills',
      details2: 'Joint Committee on Education',
      location: 'Hearing Room A-1',
      billCount: 2,
      apple_calendar_link: `/api/calendar/agenda/${item.id}.ics`,
      outlook_calendar_link: `/api/calendar/agenda/${item.id}.ics`,
    });
    const google = new URL(item.google_calendar_link);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: item.details,
      dates: '20260317T100000/20260317T120000',
      ctz: 'America/New_York',
      location: 'Hearing Room A-1',
    });
    const again = await add(owner.headers, meetingId('education'));
    expect(again.statusCode).toBe(200);
    expect(again.json<AgendaEvent>().id).toBe(item.id);
  });

  it("lists only the owner's items, by date and start time, privately", async () => {
    await add(owner.headers, meetingId('after'));
    await add(owner.headers, meetingId('budget'));
    const res = await list(owner.headers);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json<AgendaList>().map((i) => i.details)).toEqual([
      'Oversight hearing on the cost of state contracts',
      'Public hearing on school libraries, ferries and related bills',
      'Public hearing on teacher licensing',
    ]);
    expect((await list(stranger.headers)).json()).toEqual([]);
  });

  it('rejects a bad meeting id with 400 and an unknown one with 404', async () => {
    const bad = await add(owner.headers, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.meeting_id /);
    const missing = await add(owner.headers, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No meeting with id 999999.');
  });

  it('refuses adds and removals without a valid CSRF token and changes nothing', async () => {
    const before = await agendaRows();
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await add(noToken, meetingId('before'))).statusCode).toBe(403);
    expect(
      (await add({ ...owner.headers, 'x-csrf-token': stranger.headers['x-csrf-token'] }, meetingId('before')))
        .statusCode,
    ).toBe(403);
    const id = before[0]!.id;
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/agenda/${id}`,
      headers: noToken,
    });
    expect(removal.statusCode).toBe(403);
    expect(await agendaRows()).toEqual(before);
  });

  it("removes the owner's item; another user's id (or an unknown one) is 404 and leaves it alone", async () => {
    const [item] = (await list(owner.headers)).json<AgendaList>();
    const url = `/api/calendar/agenda/${item!.id}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`No agenda item with id ${item!.id}.`);
    expect((await list(owner.headers)).json<AgendaList>()).toHaveLength(3);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    expect((await list(owner.headers)).json<AgendaList>()).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/calendar/agenda/x',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
