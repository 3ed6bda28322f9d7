// Two legislatures on one server (issue 15): every list answers for one state only, the state a request
// is about is resolved from ?state=, the account, the device and DEFAULT_STATE in that order, and a
// record found by id opens whatever state the reader follows. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { sharedSchemaController } from '../../../testing/schema-compilers.js';
import { STATE_COOKIE } from '../../../lib/state-cookie.js';
import type { BillPage } from '../../../schemas/bills.js';
import type { LegislatorList } from '../../../schemas/legislators.js';
import type { StateList } from '../../../schemas/states.js';
import { CHEAP_PASSWORDS, signIn, signUp } from '../../../testing/auth-helpers.js';
import { insertFixtures } from '../../../testing/fixtures.js';
import { insertMeetingFixtures } from '../../../testing/meetings-fixtures.js';
import { insertSecondStateFixtures } from '../../../testing/second-state-fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../../testing/test-database.js';

const postgres = await postgresAvailable();
const TODAY = '2026-03-17';

/** Every list a reader can open, by what it lists: the names in it. */
const LISTS: Record<string, { url: string; names: (body: unknown) => string[] }> = {
  'House members': {
    url: '/api/legislator?chamber=house',
    names: (b) => (b as LegislatorList).map((l) => l.full_name),
  },
  'former members': {
    url: '/api/legislator?chamber=inactive',
    names: (b) => (b as LegislatorList).map((l) => l.full_name),
  },
  'joint committees': {
    url: '/api/committee?chamber=joint',
    // Both states have a 'Joint Committee on Education': the id tells them apart.
    names: (b) => (b as { id: number; committee_name: string }[]).map((c) => `${c.committee_name} #${c.id}`),
  },
  'latest bills': { url: '/api/bills?chamber=all', names: (b) => (b as BillPage).data.map((x) => x.title) },
  'new bills': { url: '/api/bills/new', names: (b) => (b as { title: string }[]).map((x) => x.title) },
  laws: { url: '/api/bills/law', names: (b) => (b as { title: string }[]).map((x) => x.title) },
  'roll calls': {
    url: '/api/votes/list?chamber=house',
    names: (b) => (b as { data: { title: string }[] }).data.map((v) => v.title),
  },
  'live calendar': {
    url: '/api/live_calendar?chamber=house',
    names: (b) => JSON.stringify(b).match(/"real_action":"[^"]+"/g) ?? [],
  },
  "today's schedule": {
    url: `/api/calendar/schedule?date=2025-03-04`,
    names: (b) => JSON.stringify(b).match(/"title":"[^"]+"/g) ?? [],
  },
  journal: {
    url: '/api/bills/journal?date=2025-06-01',
    names: (b) => JSON.stringify(b).match(/"title":"[^"]+"/g) ?? [],
  },
};

describe.each([
  ['SQLite', 'sqlite'],
  ['PostgreSQL', 'postgres'],
] as const)('two states on one server (%s)', (_name, kind) => {
  const skip = kind === 'postgres' && !postgres;
  let database: TestDatabase;
  let app: App;
  let mo: Awaited<ReturnType<typeof insertSecondStateFixtures>>;
  let ma: Awaited<ReturnType<typeof insertMeetingFixtures>>;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    // Massachusetts: the base fixtures and their hearings, sessions and roll calls.
    ma = await insertMeetingFixtures(database.db, await insertFixtures(database.db));
    mo = await insertSecondStateFixtures(database.db);
    app = await buildApp({
      schemaController: sharedSchemaController,
      db: database.db,
      today: TODAY,
      passwords: CHEAP_PASSWORDS,
    });
  });
  afterAll(async () => {
    if (skip) return;
    await app.close();
    await database.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const join = (url: string, state: string) => `${url}${url.includes('?') ? '&' : '?'}state=${state}`;

  it.skipIf(skip)('lists both states; a reader who picked none must pick', async () => {
    const res = await get('/api/states');
    expect(res.statusCode).toBe(200);
    const body = res.json<StateList>();
    expect(body.current).toBeNull();
    expect(body.states.map((s) => [s.code, s.name, s.search_layout])).toEqual([
      ['ma', 'Massachusetts', 'Massachusetts'],
      ['mo', 'Missouri', 'Missouri'],
    ]);
    expect(body.states.find((s) => s.code === 'mo')).toMatchObject({
      time_zone: 'America/Chicago',
      bill_prefixes: { house: ['HB', 'HJR', 'HCR', 'HR'], senate: ['SB', 'SJR', 'SCR', 'SR'] },
      current_session: '2025-2026',
    });
  });

  it.skipIf(skip)('every list shows one state only, and asks which when nothing says', async () => {
    for (const [what, list] of Object.entries(LISTS)) {
      const ma = await get(join(list.url, 'ma'));
      const moState = await get(join(list.url, 'mo'));
      expect(ma.statusCode, `${what} in ma`).toBe(200);
      expect(moState.statusCode, `${what} in mo`).toBe(200);
      const maNames = list.names(ma.json());
      const moNames = list.names(moState.json());
      expect(moNames.length, `${what} in mo`).toBeGreaterThan(0);
      expect(maNames.length, `${what} in ma`).toBeGreaterThan(0);
      expect(
        maNames.filter((name) => moNames.includes(name)),
        `${what} shared`,
      ).toEqual([]);
      const undecided = await get(list.url);
      expect(undecided.statusCode, `${what} without a state`).toBe(400);
      expect(undecided.json().message).toMatch(
        /^querystring\/state is required: this server holds several states \(ma, mo\)/,
      );
    }
  });

  it.skipIf(skip)('Massachusetts lists are unchanged by more Missouri rows', async () => {
    const before = await Promise.all(
      Object.values(LISTS).map((l) => get(join(l.url, 'ma')).then((r) => r.body)),
    );
    await database.db
      .insertInto('legislators')
      .values({
        jurisdiction_id: mo.jurisdictionId,
        external_id: 'fixture:mo:person:late',
        full_name: 'Aaron Aardvark',
        family_name: 'Aardvark',
        short_full_name: 'Rep. Aaron Aardvark',
        chamber: 'house',
        active: 1,
      })
      .execute();
    const after = await Promise.all(
      Object.values(LISTS).map((l) => get(join(l.url, 'ma')).then((r) => r.body)),
    );
    expect(after).toEqual(before);
    const moHouse = (await get('/api/legislator?chamber=house&state=mo')).json<LegislatorList>();
    expect(moHouse.map((l) => l.full_name)).toContain('Aaron Aardvark');
  });

  it.skipIf(skip)('follows the device, then the account, then ?state= over both', async () => {
    const houseNames = async (headers: Record<string, string>, url = '/api/legislator?chamber=house') =>
      (await get(url, headers)).json<LegislatorList>().map((l) => l.full_name);
    expect(await houseNames({ cookie: `${STATE_COOKIE}=mo` })).toContain('Mo Houseman');
    expect(await houseNames({ cookie: `${STATE_COOKIE}=MA` })).toContain('Ada Baker');

    const reader = await signUp(app);
    const pick = await app.inject({
      method: 'PUT',
      url: '/api/state',
      headers: reader.headers,
      payload: { state: 'mo' },
    });
    expect(pick.statusCode).toBe(200);
    expect(pick.json<StateList>().current).toBe('mo');
    expect(pick.cookies.find((c) => c.name === STATE_COOKIE)).toMatchObject({ value: 'mo', sameSite: 'Lax' });

    // Another device, signed in to the same account, with a cookie for Massachusetts: the account wins.
    const elsewhere = await signIn(app, reader.email);
    expect(elsewhere.user.state).toBe('mo');
    const cookie = `${elsewhere.headers.cookie}; ${STATE_COOKIE}=ma`;
    expect(await houseNames({ cookie })).toContain('Mo Houseman');
    expect(await houseNames({ cookie }, '/api/legislator?chamber=house&state=ma')).toContain('Ada Baker');
  });

  it.skipIf(skip)('a new account takes the state its device follows', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/session' });
    const csrf = response.json<{ csrfToken: string }>().csrfToken;
    const cookie = `${response.cookies.map((c) => `${c.name}=${c.value}`).join('; ')}; ${STATE_COOKIE}=mo`;
    const signUpResponse = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie, 'x-csrf-token': csrf, 'x-requested-with': 'XMLHttpRequest' },
      remoteAddress: '198.51.100.251',
      payload: {
        email: `device-${kind}@example.org`,
        password: 'correct horse battery staple',
        display_name: 'D',
      },
    });
    expect(signUpResponse.statusCode).toBe(201);
    expect(signUpResponse.json().user.state).toBe('mo');
  });

  it.skipIf(skip)('a record found by id opens in its own state, whatever the reader follows', async () => {
    const bill = await get(`/api/bill/${mo.billId}?state=ma`);
    expect(bill.statusCode).toBe(200);
    expect(bill.json()).toMatchObject({ state: 'mo', title: 'An Act relative to Missouri river barges' });
    const vote = await get(`/api/votes/${mo.rollCallId}?state=ma`);
    expect(vote.json()).toMatchObject({ state: 'mo', openstates_id: null, source_url: null });
    const committee = await get(`/api/committee/${mo.committeeId}`);
    expect(committee.json()).toMatchObject({ state: 'mo', committee_name: 'Joint Committee on Education' });
  });

  it.skipIf(skip)('names an unknown or repeated state in a 400, and rejects a bad pick', async () => {
    for (const url of [
      '/api/legislator?state=zz',
      '/api/legislator?state=ma&state=mo',
      '/api/states?state=',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'querystring/state must be one of the states this server holds: ma, mo',
      });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/session' });
    const headers = {
      cookie: anonymous.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'x-csrf-token': anonymous.json<{ csrfToken: string }>().csrfToken,
      'x-requested-with': 'XMLHttpRequest',
    };
    const bad = await app.inject({ method: 'PUT', url: '/api/state', headers, payload: { state: 'tx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('body.state must be one of the states this server holds: ma, mo');
    const withoutCsrf = await app.inject({ method: 'PUT', url: '/api/state', payload: { state: 'mo' } });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it.skipIf(skip)("an agenda shows one state's items; its calendar feed has them all", async () => {
    const reader = await signUp(app);
    const add = (meetingId: number, state: string) =>
      app.inject({
        method: 'POST',
        url: `/api/calendar/agenda?state=${state}`,
        headers: reader.headers,
        payload: { meeting_id: meetingId },
      });
    expect((await add(ma.meetingId(1), 'ma')).statusCode).toBe(201);
    expect((await add(mo.meetingId, 'mo')).statusCode).toBe(201);
    const agenda = async (state: string) =>
      JSON.stringify((await get(`/api/calendar/agenda?state=${state}`, reader.headers)).json());
    expect(await agenda('mo')).toContain('Missouri hearing on river barges');
    expect(await agenda('mo')).not.toContain('school libraries');
    expect(await agenda('ma')).toContain('school libraries');
    const feed = await app.inject({
      method: 'POST',
      url: '/api/calendar/agenda/feed',
      headers: reader.headers,
    });
    const calendar = await app.inject({ method: 'GET', url: feed.json<{ url_path: string }>().url_path });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('Missouri hearing on river barges');
    expect(calendar.body).toContain('school libraries');
  });

  it.skipIf(skip)('DEFAULT_STATE answers for a reader who picked none', async () => {
    const withDefault = await buildApp({
      schemaController: sharedSchemaController,
      db: database.db,
      today: TODAY,
      defaultState: 'mo',
    });
    try {
      const res = await withDefault.inject({ method: 'GET', url: '/api/legislator?chamber=house' });
      expect(res.json<LegislatorList>().map((l) => l.full_name)).toContain('Mo Houseman');
      expect(res.headers.vary).toMatch(/Cookie/);
      const states = await withDefault.inject({ method: 'GET', url: '/api/states' });
      expect(states.json<StateList>().current).toBe('mo');
    } finally {
      await withDefault.close();
    }
  });
});
