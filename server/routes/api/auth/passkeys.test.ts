// Passkeys end to end through the API with a software authenticator (server/testing/passkey-authenticator.ts):
// real keys, attestation and signatures; @simplewebauthn/server is not mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { sharedSchemaController } from '../../../testing/schema-compilers.js';
import type { SessionState } from '../../../schemas/auth.js';
import type { Passkey, PasskeyList } from '../../../schemas/passkeys.js';
import {
  anonymousBrowser,
  CHEAP_PASSWORDS,
  cookiesFrom,
  signUp,
  type BrowserHeaders,
  type SignedInBrowser,
} from '../../../testing/auth-helpers.js';
import { SoftwareAuthenticator, type Ceremony } from '../../../testing/passkey-authenticator.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { PASSKEY_SIGN_IN_FAILED } from './passkey-sign-in-routes.js';
import { CEREMONY_EXPIRED } from './relying-party.js';

let t: TestApp;
let owner: SignedInBrowser;
let stranger: SignedInBrowser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const options = async (kind: 'registration' | 'authentication', headers: Headers) => {
  const res = await post(`/api/auth/passkeys/${kind}/options`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<Ceremony & Record<string, unknown>>();
};
const passkeysOf = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/passkeys', headers })).json<PasskeyList>();

async function register(browser: SignedInBrowser, device = new SoftwareAuthenticator()) {
  const res = await post('/api/auth/passkeys/registration', browser.headers, {
    response: device.register(await options('registration', browser.headers)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { device, passkey: res.json<Passkey>() };
}

async function signInWith(device: SoftwareAuthenticator, browser?: BrowserHeaders) {
  const anonymous = browser ?? (await anonymousBrowser(t.app));
  const response = device.assert(await options('authentication', anonymous));
  return { anonymous, res: await post('/api/auth/passkeys/authentication', anonymous, { response }) };
}

describe('adding a passkey', () => {
  it('offers discoverable-credential options for this host, then stores the verified passkey', async () => {
    const creation = await options('registration', owner.headers);
    expect(creation).toMatchObject({
      rp: { name: 'Statehouse', id: 'localhost' },
      user: { name: owner.email, displayName: owner.user.display_name },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
      timeout: 300_000,
    });
    const device = new SoftwareAuthenticator();
    const res = await post('/api/auth/passkeys/registration', owner.headers, {
      response: device.register(creation),
    });
    expect(res.statusCode).toBe(201);
    const passkey = res.json<Passkey>();
    expect(passkey).toMatchObject({ last_used_at: null, transports: ['internal'] });
    expect(await passkeysOf(owner.headers)).toEqual([passkey]);
    expect(await passkeysOf(stranger.headers)).toEqual([]);
    // The device is not offered for registration twice.
    expect((await options('registration', owner.headers)).excludeCredentials).toEqual([
      { id: device.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('uses each challenge once and only for the right site', async () => {
    const creation = await options('registration', owner.headers);
    const wrongSite = new SoftwareAuthenticator('https://evil.example');
    const rejected = await post('/api/auth/passkeys/registration', owner.headers, {
      response: wrongSite.register(creation),
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().message).toMatch(/^body\.response could not be verified/);
    // That attempt used the challenge up.
    const replay = await post('/api/auth/passkeys/registration', owner.headers, {
      response: new SoftwareAuthenticator().register(creation),
    });
    expect(replay.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: CEREMONY_EXPIRED });
    expect(await passkeysOf(owner.headers)).toHaveLength(1);
  });

  it('is 401 signed out, 403 without a token, and 400 for a malformed answer, storing nothing', async () => {
    const anonymous = await anonymousBrowser(t.app);
    expect((await post('/api/auth/passkeys/registration/options', anonymous)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: anonymous })).statusCode,
    ).toBe(401);
    const response = new SoftwareAuthenticator().register(await options('registration', owner.headers));
    expect((await post('/api/auth/passkeys/registration', anonymous, { response })).statusCode).toBe(401);
    const { 'x-csrf-token': _token, ...noToken } = owner.headers;
    expect((await post('/api/auth/passkeys/registration/options', noToken)).statusCode).toBe(403);
    expect((await post('/api/auth/passkeys/registration', noToken, { response })).statusCode).toBe(403);
    const malformed = await post('/api/auth/passkeys/registration', owner.headers, {
      response: { ...response, type: 'password' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^body\.response\.type /);
    expect(await passkeysOf(owner.headers)).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it('signs the owner in on a new session, and records the use', async () => {
    const browser = await signUp(t.app);
    const { device, passkey } = await register(browser);
    const request = await options('authentication', await anonymousBrowser(t.app));
    expect(request).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(request.allowCredentials ?? []).toEqual([]);
    const { anonymous, res } = await signInWith(device);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json<SessionState>();
    expect(state.user).toEqual(browser.user);
    expect(state.csrfToken).not.toBe(anonymous['x-csrf-token']);
    const cookie = cookiesFrom(res, anonymous.cookie);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json<SessionState>().user).toEqual(browser.user);
    const [used] = await passkeysOf(browser.headers);
    expect(used!.id).toBe(passkey.id);
    expect(used!.last_used_at).not.toBeNull();
    const row = await t.database.db
      .selectFrom('passkey_credentials')
      .select('counter')
      .where('id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(device.counter);
  });

  it('gives one generic 401 for an unknown passkey or a bad signature, and 400 for a spent challenge', async () => {
    const { device } = await register(await signUp(t.app));
    const unknown = await signInWith(new SoftwareAuthenticator());
    expect(unknown.res.statusCode).toBe(401);
    expect(unknown.res.json().message).toBe(PASSKEY_SIGN_IN_FAILED);
    expect(unknown.res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const anonymous = await anonymousBrowser(t.app);
    const forged = device.assert(await options('authentication', anonymous), {
      signWith: new SoftwareAuthenticator(),
    });
    const res = await post('/api/auth/passkeys/authentication', anonymous, { response: forged });
    expect(res.statusCode).toBe(401);
    // The challenge was used by that attempt: a genuine answer to it no longer works either.
    const replay = await post('/api/auth/passkeys/authentication', anonymous, {
      response: device.assert({ challenge: 'x' }),
    });
    expect(replay.json().message).toBe(CEREMONY_EXPIRED);
  });

  it("binds the challenge to the browser that asked for it: another browser's is no use", async () => {
    const { device } = await register(await signUp(t.app));
    const mine = await anonymousBrowser(t.app);
    const theirs = await anonymousBrowser(t.app);
    const answer = device.assert(await options('authentication', mine));
    const res = await post('/api/auth/passkeys/authentication', theirs, { response: answer });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CEREMONY_EXPIRED);
    const { 'x-csrf-token': _token, ...noToken } = mine;
    expect((await post('/api/auth/passkeys/authentication', noToken, { response: answer })).statusCode).toBe(
      403,
    );
    expect((await post('/api/auth/passkeys/authentication/options', noToken)).statusCode).toBe(403);
  });

  it('rejects a counter that goes backwards (a cloned authenticator)', async () => {
    const { device } = await register(await signUp(t.app));
    expect((await signInWith(device)).res.statusCode).toBe(200);
    device.counter = 0;
    expect((await signInWith(device)).res.statusCode).toBe(401);
  });
});

describe('passkey sign-in rate limit', () => {
  it('counts failed passkey sign-ins per IP address with the password form, then answers 429', async () => {
    const attempt = async () => {
      const anonymous = await anonymousBrowser(t.app);
      const response = new SoftwareAuthenticator().assert(await options('authentication', anonymous));
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/authentication',
        headers: anonymous,
        payload: { response },
        remoteAddress: '192.0.2.77',
      });
    };
    for (let failure = 1; failure <= 20; failure++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });
});

describe('removing a passkey', () => {
  it("is the owner's alone; once removed it no longer signs in", async () => {
    const browser = await signUp(t.app);
    const { device, passkey } = await register(browser);
    const url = `/api/auth/passkeys/${passkey.id}`;
    const remove = (headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });
    expect((await remove(stranger.headers)).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No passkey with id ${passkey.id}.`,
    });
    const { 'x-csrf-token': _token, ...noToken } = browser.headers;
    expect((await remove(noToken)).statusCode).toBe(403);
    expect((await remove(await anonymousBrowser(t.app))).statusCode).toBe(401);
    expect(await passkeysOf(browser.headers)).toHaveLength(1);
    expect((await remove(browser.headers)).statusCode).toBe(204);
    expect(await passkeysOf(browser.headers)).toEqual([]);
    expect((await signInWith(device)).res.statusCode).toBe(401);
  });
});

describe('behind a TLS-terminating proxy', () => {
  it('takes the relying party from the forwarded host and scheme', async () => {
    const app = await buildApp({
      schemaController: sharedSchemaController,
      db: t.database.db,
      trustProxy: true,
      passwords: CHEAP_PASSWORDS,
    });
    try {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'statehouse.example' };
      const browser = await signUp(app);
      const headers = { ...browser.headers, ...forwarded };
      const creation = (
        await app.inject({ method: 'POST', url: '/api/auth/passkeys/registration/options', headers })
      ).json<Ceremony & { rp: { id: string } }>();
      expect(creation.rp.id).toBe('statehouse.example');
      const device = new SoftwareAuthenticator('https://statehouse.example');
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/registration',
        headers,
        payload: { response: device.register(creation) },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await app.close();
    }
  });
});
