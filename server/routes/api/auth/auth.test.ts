import { scryptSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { sharedSchemaController } from '../../../testing/schema-compilers.js';
import type { SessionState } from '../../../schemas/auth.js';
import {
  anonymousBrowser,
  cookiesFrom,
  signIn,
  signUp,
  TEST_PASSWORD,
} from '../../../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = (cookie: string) =>
  t.app
    .inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })
    .then((r) => r.json<SessionState>());
const userCount = async () => (await t.database.db.selectFrom('users').select('id').execute()).length;

describe('GET /api/auth/session', () => {
  it('gives an anonymous visitor an HttpOnly pre-session cookie and a readable CSRF token bound to it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    const state = res.json<SessionState>();
    expect(state.user).toBeNull();
    expect(state.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 31_536_000 });
    expect(sid.secure).toBeUndefined();
    const csrf = res.cookies.find((c) => c.name === 'csrf_token')!;
    expect(csrf.httpOnly).toBeUndefined();
    expect(csrf.value).toBe(state.csrfToken);
    // The same browser keeps its token.
    expect((await session(cookiesFrom(res))).csrfToken).toBe(state.csrfToken);
  });
});

describe('POST /api/auth/signup', () => {
  it('creates the account, signs it in on a new session id and never stores the password', async () => {
    const anonymous = await anonymousBrowser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: anonymous,
      payload: { email: 'New.Person@Example.org', password: 'a long enough secret', display_name: ' Pat ' },
    });
    expect(res.statusCode).toBe(201);
    const state = res.json<SessionState>();
    expect(state.user).toMatchObject({ email: 'new.person@example.org', display_name: 'Pat' });
    expect(state.csrfToken).not.toBe(anonymous['x-csrf-token']);
    // A signed-in session lasts 30 days from its last use (the anonymous one a year).
    expect(res.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(2_592_000);
    const cookie = cookiesFrom(res, anonymous.cookie);
    expect(cookie).not.toContain(anonymous.cookie.split('; ')[0]);
    expect((await session(cookie)).user).toEqual(state.user);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'new.person@example.org')
      .executeTakeFirstOrThrow();
    // At the test app's low cost (its cost at the app's own is checked below).
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row.password_hash).not.toContain('a long enough secret');
  });

  it('refuses a second account for the same email in any case, naming the field', async () => {
    const { email } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: await anonymousBrowser(t.app),
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD, display_name: 'Twin' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^body\.email already has an account/);
  });

  it.each([
    [
      { email: 'a@b.org', password: 'short', display_name: 'X' },
      'body.password must be at least 10 characters',
    ],
    [
      { email: 'a@b.org', password: 'x'.repeat(257), display_name: 'X' },
      'body.password must be at most 256 characters',
    ],
    [
      { email: 'not-an-email', password: TEST_PASSWORD, display_name: 'X' },
      'body.email must be an email address, like name@example.org',
    ],
    [{ email: 'a@b.org', password: TEST_PASSWORD }, 'body.display_name is required'],
    [{ email: 'a@b.org', password: TEST_PASSWORD, display_name: '   ' }, 'body.display_name is required'],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: await anonymousBrowser(t.app),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await userCount()).toBe(before);
  });
});

describe('CSRF protection', () => {
  const signupPayload = { email: 'csrf@example.org', password: TEST_PASSWORD, display_name: 'C' };

  it('refuses a mutating request without a token, or with another session’s token, and changes nothing', async () => {
    const mine = await anonymousBrowser(t.app);
    const theirs = await anonymousBrowser(t.app);
    const attempts = [
      { cookie: mine.cookie },
      { cookie: mine.cookie, 'x-csrf-token': theirs['x-csrf-token'] },
      { cookie: mine.cookie, 'x-csrf-token': 'x' },
      { 'x-csrf-token': mine['x-csrf-token'] },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers,
        payload: signupPayload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'This page’s security token is missing or out of date. Reload the page and try again.',
      });
    }
    expect(await t.app.repos.users.findByEmail(signupPayload.email)).toBeUndefined();
  });

  it('checks every mutating route, before its handler, and lets safe methods and unknown routes through', async () => {
    const anonymous = await anonymousBrowser(t.app);
    const { 'x-csrf-token': _token, ...noToken } = anonymous;
    for (const [method, url] of [
      ['POST', '/api/auth/signout'],
      ['POST', '/api/calendar/agenda'],
      ['DELETE', '/api/calendar/agenda/1'],
      ['POST', '/api/calendar/agenda/feed'],
      ['POST', '/api/tracking/lists'],
      ['PATCH', '/api/tracking/lists/1'],
      ['DELETE', '/api/tracking/lists/1'],
      ['POST', '/api/tracking/lists/1/bills'],
      ['DELETE', '/api/tracking/lists/1/bills'],
      ['POST', '/api/bills/isTracked/'],
      ['POST', '/api/loadBillTracking'],
      ['POST', '/api/generateReport'],
      ['DELETE', '/api/reports/1'],
      ['PUT', '/api/news/categories/mine'],
      ['POST', '/api/auth/passkeys/registration/options'],
      ['POST', '/api/auth/passkeys/registration'],
      ['POST', '/api/auth/passkeys/authentication/options'],
      ['POST', '/api/auth/passkeys/authentication'],
      ['DELETE', '/api/auth/passkeys/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: noToken });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/legislator' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/legislator' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/no-such-route' })).statusCode).toBe(404);
  });

  it('exempts the Algolia-compatible API, which authenticates with API keys', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/1/indexes/bills/query', payload: {} });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('security token');
  });
});

describe('POST /api/auth/signin and /api/auth/signout', () => {
  it('rotates the session id at sign-in, so the pre-session token stops working', async () => {
    const { email } = await signUp(t.app);
    const anonymous = await anonymousBrowser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous,
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookiesFrom(res, anonymous.cookie);
    expect((await session(cookie)).user?.email).toBe(email);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie, 'x-csrf-token': anonymous['x-csrf-token'] },
    });
    expect(stale.statusCode).toBe(403);
  });

  it('gives one generic answer for a wrong password and for an unknown email', async () => {
    const { email } = await signUp(t.app);
    for (const payload of [
      { email, password: 'not the password' },
      { email: 'nobody@example.org', password: TEST_PASSWORD },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: await anonymousBrowser(t.app),
        payload,
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The email or password is incorrect.');
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  it('sign-out deletes the session on the server: the old cookie no longer signs anyone in', async () => {
    const browser = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: browser.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionState>().user).toBeNull();
    expect((await session(browser.headers.cookie)).user).toBeNull();
    expect((await session(cookiesFrom(res, browser.headers.cookie))).user).toBeNull();
    expect(await t.app.repos.sessions.countForUser(browser.user.id)).toBe(0);
    // Signing in again works and sees the same account.
    expect((await signIn(t.app, browser.email)).user).toEqual(browser.user);
  });
});

describe('the app as production builds it', () => {
  // No passwords option and a client folder, on the same database: the other tests' app hashes at a low
  // cost (createTestApp), so the password tests here are the ones that check the app's own.
  let app: App;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'statehouse-shell-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await buildApp({ schemaController: sharedSchemaController, db: t.database.db, clientDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true });
  });

  it("hashes a new account's password with scrypt at N=2^15, r=8, p=3, never storing it", async () => {
    const { user, password } = await signUp(app);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('rehashes a password hash of an older cost at the current one when its owner signs in', async () => {
    const { email, user } = await signUp(app);
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync(TEST_PASSWORD, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await t.database.db.updateTable('users').set({ password_hash: old }).where('id', '=', user.id).execute();
    expect((await signIn(app, email)).user.id).toBe(user.id);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it('sends the app shell with the CSRF cookie already set, not cached by shared caches', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/me' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['csrf_token', 'sid']);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await app.inject({ method: 'GET', url: '/app/me', headers: { cookie: cookiesFrom(res) } });
    expect(again.cookies).toEqual([]);
  });
});
