// The shared page cache (issue 17): signed-out visitors of a URL in a state share one rendered page,
// made again once public data changes; nobody signed in, and nobody of another state, ever gets it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureJurisdiction } from '../db/repositories/jurisdictions-repository.js';
import { signUp } from '../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { STATE_COOKIE } from '../lib/state-cookie.js';

const SHELL = '<!doctype html><title>Statehouse</title><div id="root"></div><script src="/a.js"></script>';
const clientDir = mkdtempSync(join(tmpdir(), 'statehouse-page-cache-'));
writeFileSync(join(clientDir, 'index.html'), SHELL);
// A stand-in bundle that numbers its renders and shows the state and the House's first member it was given.
const entry = join(clientDir, 'counting-render.mjs');
writeFileSync(
  entry,
  `let transport;
let renders = 0;
export const setApiTransport = (next) => { transport = next; };
export const isServerRendered = (path) => path === '/';
export const searchesOnServer = () => false;
export async function renderPage(url) {
  const { current } = await (await transport('/api/states', {})).json();
  const house = await (await transport('/api/legislator?chamber=house', {})).json();
  renders += 1;
  const names = house.map((member) => member.full_name).join(', ') || 'nobody';
  // Long enough to be worth compressing.
  const filler = '<!--' + ' '.repeat(2000) + '-->';
  return { html: '<p>render ' + renders + ' of ' + current + ': ' + names + '</p>' + filler, state: '', complete: true };
}`,
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const renderOf = (html: string) => /<p>(.*)<\/p>/.exec(html)?.[1];
/** A visitor who picked Massachusetts on this device (the server holds two states). */
const inMassachusetts = { cookie: `${STATE_COOKIE}=ma` };

describe('the shared page cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir, serverRenderEntry: entry });
    await ensureJurisdiction(t.database.db, 'mo');
  });
  afterAll(() => t.close());

  it('renders once for signed-out visitors, each still getting a session of their own', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/', headers: inMassachusetts });
    const second = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...inMassachusetts, 'accept-encoding': 'br' },
    });
    expect(renderOf(first.body)).toBe('render 1 of ma: Cal Adams, Ada Baker');
    expect(second.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(renderOf(brotliDecompressSync(second.rawPayload).toString())).toBe(renderOf(first.body));
    const sid = (res: typeof first) => /sid=([\w-]+)/.exec([res.headers['set-cookie']].flat().join(';'))?.[1];
    expect(sid(first)).toBeDefined();
    expect(sid(first)).not.toBe(sid(second));
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers.vary).toBe('accept-encoding, cookie');
  });

  it('renders again once public data has changed', async () => {
    const page = async () =>
      renderOf((await t.app.inject({ method: 'GET', url: '/', headers: inMassachusetts })).body);
    const before = await page();
    await t.database.db
      .updateTable('legislators')
      .set({ full_name: 'Ada Baker-Lovelace' })
      .where('full_name', '=', 'Ada Baker')
      .execute();
    const after = await page();
    expect(after).not.toBe(before);
    expect(after).toMatch(/^render \d+ of ma: Cal Adams, Ada Baker-Lovelace$/);
    expect(await page()).toBe(after);
  });

  it('never gives a signed-in reader the shared page', async () => {
    await t.app.inject({ method: 'GET', url: '/', headers: inMassachusetts });
    const { cookie } = (await signUp(t.app)).headers;
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `${cookie}; ${inMassachusetts.cookie}` },
    });
    expect(signedIn.body).toBe(SHELL);
  });

  it('gives a reader whose state cookie names another state that state’s page, never the first one’s', async () => {
    const ma = renderOf((await t.app.inject({ method: 'GET', url: '/', headers: inMassachusetts })).body);
    // With two states a first-time visitor must pick one (the shell asks); the cookie tells which.
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(SHELL);
    const mo = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: `${STATE_COOKIE}=mo` } });
    expect(renderOf(mo.body)).toMatch(/^render \d+ of mo: nobody$/);
    const maAgain = await t.app.inject({ method: 'GET', url: '/', headers: inMassachusetts });
    expect(renderOf(maAgain.body)).toBe(ma);
  });
});

// A stand-in bundle whose data is late at its first render ('/') or fails ('/app/bills'), numbering its
// renders and saying how long each was given to wait.
const lateEntry = join(clientDir, 'late-render.mjs');
writeFileSync(
  lateEntry,
  `let renders = 0;
export const setApiTransport = () => {};
export const isServerRendered = (path) => path === '/' || path === '/app/bills';
export const searchesOnServer = () => false;
export async function renderPage(url, { timeoutMs }) {
  renders += 1;
  const html = '<p>render ' + renders + ' given ' + timeoutMs + ' ms</p>';
  if (url.startsWith('/app/bills')) return { html, state: '', complete: false, late: false };
  // Late the first time only.
  return { html, state: '', complete: renders > 1, late: renders === 1 };
}`,
);

describe('a page whose data came late (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir, serverRenderEntry: lateEntry });
  });
  afterAll(() => t.close());
  const page = async (url: string) =>
    renderOf((await t.app.inject({ method: 'GET', url, headers: inMassachusetts })).body);

  it('is sent as it is, rendered again in the background with more time, and that one kept for the next', async () => {
    // Test apps wait up to a minute for data (machine speed must not matter); twice that in the background.
    expect(await page('/')).toBe('render 1 given 60000 ms');
    // The background render is the second; every visitor after it gets the kept page.
    await vi.waitFor(async () => expect(await page('/')).toBe('render 2 given 120000 ms'), {
      timeout: 30_000,
    });
    expect(await page('/')).toBe('render 2 given 120000 ms');
  });

  it('is not rendered again when an answer failed: the next visitor gets a render of their own', async () => {
    expect(await page('/app/bills')).toMatch(/^render (\d+) given 60000 ms$/);
    const first = Number(/render (\d+)/.exec((await page('/app/bills'))!)![1]);
    const second = Number(/render (\d+)/.exec((await page('/app/bills'))!)![1]);
    expect(second).toBe(first + 1);
  });
});
