import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgendaEvent, AgendaFeed } from '../../../schemas/agenda.js';
import { insertAgendaFixtures } from '../../../testing/agenda-fixtures.js';
import { anonymousBrowser, signUp, type SignedInBrowser } from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;
let item: AgendaEvent;

beforeAll(async () => {
  t = await createTestApp();
  const { meetingId } = await insertAgendaFixtures(t.database.db, t.fixtures);
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  for (const key of ['education', 'before']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/agenda',
      headers: owner.headers,
      payload: { meeting_id: meetingId(key) },
    });
    if (key === 'education') item = res.json<AgendaEvent>();
  }
});
afterAll(() => t.close());

/** Content lines after unfolding (RFC 5545 §3.1), checking CRLF on the way. */
function contentLines(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return body.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

/** The VEVENTs of a calendar as property maps (name with parameters → value). */
function events(lines: string[]): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = {};
    } else if (line === 'END:VEVENT') {
      found.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}

describe('GET /api/calendar/agenda/{id}.ics', () => {
  it('serves the owner a real iCalendar file of the item, in Boston time, as a download', async () => {
    const res = await t.app.inject({ method: 'GET', url: item.apple_calendar_link, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statehouse-agenda-${item.id}.ics"`,
    );
    const lines = contentLines(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:America/New_York');
    const [event] = events(lines);
    expect(event).toMatchObject({
      UID: `agenda-${item.id}@localhost`,
      'DTSTART;TZID=America/New_York': '20260317T100000',
      'DTEND;TZID=America/New_York': '20260317T120000',
      SUMMARY: 'Public hearing on school libraries\\, ferries and related bills',
      LOCATION: 'Hearing Room A-1',
      URL: `http://localhost:80${item.link}`,
    });
    expect(event!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event!.DESCRIPTION).toContain('Joint Committee on Education\\n2 bills');
  });

  it('is 401 signed out, 404 for another user or an unknown id, and 400 for a bad id', async () => {
    const anonymous = await anonymousBrowser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: item.apple_calendar_link, headers: anonymous })).statusCode,
    ).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: item.apple_calendar_link,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('VCALENDAR');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/agenda/999999.ics',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/agenda/abc.ics',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the calendar subscription feed', () => {
  const feed = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>) =>
    t.app.inject({ method, url: '/api/calendar/agenda/feed', headers });

  it('is login-protected and CSRF-protected', async () => {
    const anonymous = await anonymousBrowser(t.app);
    expect((await feed('GET', anonymous)).statusCode).toBe(401);
    expect((await feed('POST', anonymous)).statusCode).toBe(401);
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await feed('POST', noToken)).statusCode).toBe(403);
    expect((await feed('GET', owner.headers)).json<AgendaFeed>()).toEqual({
      active: false,
      created_at: null,
      url_path: null,
    });
  });

  it('serves the whole agenda at a secret URL shown once, until it is replaced or revoked', async () => {
    const created = await feed('POST', owner.headers);
    expect(created.statusCode).toBe(201);
    const { url_path: path } = created.json<AgendaFeed>();
    expect(path).toMatch(/^\/api\/calendar\/feed\/[0-9a-f]{64}\.ics$/);
    expect((await feed('GET', owner.headers)).json<AgendaFeed>()).toMatchObject({
      active: true,
      url_path: null,
    });

    // No cookie needed: a phone's calendar app fetches it.
    const calendar = await t.app.inject({ method: 'GET', url: path! });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = contentLines(calendar.body);
    expect(lines).toContain('X-WR-CALNAME:Statehouse agenda');
    const all = events(lines);
    expect(all.map((e) => e.SUMMARY)).toEqual([
      'Public hearing on school meals',
      'Public hearing on school libraries\\, ferries and related bills',
    ]);
    expect(all[0]).toMatchObject({ 'DTSTART;VALUE=DATE': '20260310', 'DTEND;VALUE=DATE': '20260311' });

    const replaced = (await feed('POST', owner.headers)).json<AgendaFeed>().url_path!;
    expect(replaced).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: path! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(200);

    expect((await feed('DELETE', owner.headers)).json<AgendaFeed>().active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(404);
  });

  it('rejects a malformed feed address with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/calendar/feed/not-a-token.ics' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^params\.token /);
  });
});
