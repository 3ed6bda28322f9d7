// For API tests of login-protected routes: a "browser" is the cookie + CSRF headers inject() must send,
// obtained through the real endpoints so tests exercise the same path as the client.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';
import { scryptHasher } from '../lib/passwords.js';
import type { SessionState, SessionUser } from '../schemas/auth.js';

// A type alias, not an interface, so it fits inject()'s header map (interfaces have no index signature).
export type BrowserHeaders = {
  cookie: string;
  'x-csrf-token': string;
  'x-requested-with': 'XMLHttpRequest';
};

export interface SignedInBrowser {
  user: SessionUser;
  email: string;
  password: string;
  /** Spread into inject(): `headers: browser.headers`. */
  headers: BrowserHeaders;
}

export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * scrypt at 1/96 of the app's work (N=2^10, r=8, p=1; the app's is 2^15/8/3), through the app's own hashing
 * and verifying code, so every sign-up and sign-in is still a real check: the test apps' hasher
 * (createTestApp's default; a test that calls buildApp itself passes it). At the app's cost each check took
 * 0.1-0.3 s of CPU, seconds on a busy machine, and API suites sign up and in dozens of times (issue 19).
 * passwords.test.ts covers the app's cost, auth.test.ts the app built without this option.
 */
export const CHEAP_PASSWORDS = scryptHasher({ N: 2 ** 10, r: 8, p: 1 });
let accountCounter = 0;

/**
 * Each sign-up comes from its own test-net address (RFC 5737), so suites that create many accounts never
 * trip the per-IP sign-up limit meant for real clients.
 */
const nextAddress = () => `198.51.100.${(accountCounter % 250) + 1}`;

/** `name=value` pairs from a response's Set-Cookie headers, merged over `previous`. */
export function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const cookie of response.cookies) jar.set(cookie.name, `${cookie.name}=${cookie.value}`);
  return [...jar.values()].join('; ');
}

function browserFrom(response: LightMyRequestResponse, previousCookies = ''): BrowserHeaders {
  const state = response.json<SessionState>();
  return {
    cookie: cookiesFrom(response, previousCookies),
    'x-csrf-token': state.csrfToken,
    'x-requested-with': 'XMLHttpRequest',
  };
}

/** An anonymous visitor that has loaded the page: a pre-session cookie and its CSRF token. */
export async function anonymousBrowser(app: App): Promise<BrowserHeaders> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/session' });
  if (response.statusCode !== 200) throw new Error(`GET /api/auth/session answered ${response.statusCode}`);
  return browserFrom(response);
}

/** Signs up a new account (unique email per call) and returns its signed-in browser. */
export async function signUp(
  app: App,
  account: { email?: string; password?: string; display_name?: string } = {},
): Promise<SignedInBrowser> {
  accountCounter += 1;
  const email = account.email ?? `tester${accountCounter}@example.org`;
  const password = account.password ?? TEST_PASSWORD;
  const anonymous = await anonymousBrowser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: anonymous,
    remoteAddress: nextAddress(),
    payload: { email, password, display_name: account.display_name ?? `Tester ${accountCounter}` },
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  return {
    user: response.json<SessionState>().user!,
    email,
    password,
    headers: browserFrom(response, anonymous.cookie),
  };
}

/** Signs an existing account in on a fresh browser. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<SignedInBrowser> {
  const anonymous = await anonymousBrowser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: anonymous,
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return {
    user: response.json<SessionState>().user!,
    email,
    password,
    headers: browserFrom(response, anonymous.cookie),
  };
}
