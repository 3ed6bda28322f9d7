import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRecords } from '../search/indexer/build-records.js';
import type { WriteOperation } from '../search/types.js';
import { signUp } from '../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// The real rendering entry, compiled on the fly by Vitest as `vite build --ssr` compiles it for the server.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.0.0-test';
const REAL_ENTRY = resolve('src/app/server-render.tsx');
const SHELL = '<!doctype html><title>Statehouse</title><div id="root"></div><script src="/a.js"></script>';

const clientDir = mkdtempSync(join(tmpdir(), 'statehouse-ssr-'));
writeFileSync(join(clientDir, 'index.html'), SHELL);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const serverState = (html: string) => {
  const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { queries: { queries: { queryKey: unknown[] }[] } });
};

describe('server rendering with the app itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir, serverRenderEntry: REAL_ENTRY });
  });
  afterAll(() => t.close());

  it('sends the Latest bills screen with its bills, and the answers the browser hydrates from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/bills?chamber=all' });
    expect(res.statusCode).toBe(200);
    const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(res.body)?.[1] ?? '';
    expect(root).toContain('Latest bills');
    expect(root).toContain('H 100');
    expect(root).toContain('Track Bill'); // signed out: the button leads to sign-in, no second render
    const keys = serverState(res.body)?.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['session', 'bills']));
    // The visitor's session and CSRF token come as cookies; the page, shared by every signed-out
    // visitor, holds no token (the browser's api-client reads the cookie).
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/sid=[\w-]+;.*HttpOnly/);
    expect(cookies).toMatch(/csrf_token=[\w-]+/);
    expect(res.body).toContain('"csrfToken":""');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/app/live-calendar',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('id="server-state"');
    expect(res.rawPayload.length).toBeLessThan(html.length / 3);
  });

  it('leaves signed-in readers, personal screens and unknown pages to the browser', async () => {
    const { cookie } = (await signUp(t.app)).headers;
    const signedIn = await t.app.inject({ method: 'GET', url: '/app/bills', headers: { cookie } });
    expect(signedIn.body).toBe(SHELL);
    for (const url of ['/app/agenda', '/app/me', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(SHELL);
    }
  });

  describe('the bill search (issue 20)', () => {
    beforeAll(async () => {
      // The indexer's records of the fixtures, written straight to the engine: this app never listens,
      // so the page's search can only have been answered in-process.
      const content = await buildRecords(t.database.db);
      const writes = [...content].flatMap(([index, { settings, records }]): WriteOperation[] => [
        { type: 'setSettings', index, settings: settings as Record<string, never> },
        { type: 'saveObjects', index, objects: records },
      ]);
      await t.app.searchService.write(writes);
    });

    /** The page's text as a reader without JavaScript reads it, and the results it hydrates from. */
    const searchPage = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(res.body)?.[1] ?? '';
      const text = root
        .replace(/<style.*?<\/style>/gs, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      const state = serverState(res.body) as { search?: { url: string; initialResults: object } };
      return { text, search: state.search };
    };

    it("arrives with the first results and each tab's count, for the query in the address", async () => {
      const { text, search } = await searchPage('/app/bills/search?q=libraries');
      expect(text).toContain('H 100: School libraries');
      expect(text).not.toContain('H 101');
      expect(text).toContain('1 result');
      // The tab bar's counts, which the browser would otherwise fill in only after its own search.
      expect(text).toMatch(/Bills 1 Amendments 0 News 0 /);
      expect(search?.url).toBe('/app/bills/search?q=libraries');
      expect(Object.keys(search?.initialResults ?? {})).toEqual(expect.arrayContaining(['bills', 'news']));
    });

    it('honours the refinements in the address', async () => {
      const house = await searchPage('/app/bills/search?q=libraries&chamber=house');
      expect(house.text).toContain('H 100: School libraries');
      expect(house.text).toContain('2 active'); // the chamber and the default session
      const senate = await searchPage('/app/bills/search?q=libraries&chamber=senate');
      expect(senate.text).not.toContain('H 100');
      expect(senate.text).toMatch(/Bills 0 /);
    });
  });

  it('escapes text in the state so a title cannot end the data block early', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const block = /id="server-state">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(serverState(res.body)).toBeDefined();
  });
});

describe('the rendering plumbing', () => {
  // A stand-in bundle: it reads the session and a public answer for the page's URL, slowly and out of
  // order, so pages rendering at the same time would mix their answers if calls were not kept apart.
  const entry = join(clientDir, 'fake-render.mjs');
  writeFileSync(
    entry,
    `let transport;
export const setApiTransport = (next) => { transport = next; };
export const isServerRendered = (path) => path === '/' || path === '/app/bills';
export const searchesOnServer = () => false;
let renders = 0;
export async function renderPage(url) {
  if (url.includes('boom')) throw new Error('rendering bug');
  if (url.includes('counted')) return { html: '<p>render ' + ++renders + '</p>', state: '', complete: true };
  const session = await (await transport('/api/auth/session', {})).json();
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
  const legislators = await (await transport('/api/legislator?chamber=' + new URL(url, 'http://x').searchParams.get('c'), {})).json();
  return { html: '<p>' + url + ' ' + legislators.length + ' ' + JSON.stringify(session) + '</p>', state: '', complete: true };
}`,
  );
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir, serverRenderEntry: entry });
  });
  afterAll(() => t.close());

  it('keeps the API calls of pages rendering at the same time apart', async () => {
    const urls = Array.from({ length: 12 }, (_, i) => `/app/bills?c=${i % 2 ? 'house' : 'senate'}&n=${i}`);
    const pages = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
    pages.forEach((res, i) => {
      const count = urls[i]!.includes('house') ? 2 : 1;
      expect(res.body).toContain(`<p>${urls[i]} ${count} {"user":null,"csrfToken":""}</p>`);
    });
    // Each visitor still gets a session of their own, with the page.
    const sessions = pages.map(
      (res) => /sid=([\w-]+)/.exec([res.headers['set-cookie']].flat().join(';'))?.[1],
    );
    expect(new Set(sessions).size).toBe(urls.length);
  });

  // Issue 20: the browser asks again, as it starts, for every answer older than a minute (STALE_TIME_MS):
  // a page kept longer would have each visitor's browser fetch and draw it all a second time.
  it('serves a kept page for half a minute, then renders it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-16T10:00:00Z'));
      const page = async () => (await t.app.inject({ method: 'GET', url: '/?counted=1' })).body;
      const first = await page();
      vi.setSystemTime(new Date('2026-03-16T10:00:20Z'));
      expect(await page()).toBe(first);
      vi.setSystemTime(new Date('2026-03-16T10:00:31Z'));
      const next = await page();
      expect(next).not.toBe(first);
      expect(next).toMatch(/<p>render \d+<\/p>/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the plain app shell when rendering fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?boom=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});

describe('a rendering bundle slow to load (issue 17)', () => {
  it('does not hold start-up: pages are the app shell until it has loaded, then rendered', async () => {
    const slowEntry = join(clientDir, 'slow-render.mjs');
    writeFileSync(
      slowEntry,
      `await new Promise((resolve) => setTimeout(resolve, 300));
export const setApiTransport = () => {};
export const isServerRendered = () => true;
export const searchesOnServer = () => false;
export async function renderPage() { return { html: '<p>rendered</p>', state: '' }; }`,
    );
    const { buildApp } = await import('../app.js');
    const { createTestDatabase } = await import('../testing/test-database.js');
    const { insertFixtures } = await import('../testing/fixtures.js');
    const { sharedSchemaController } = await import('../testing/schema-compilers.js');
    const database = await createTestDatabase('sqlite');
    // A state to render the page for.
    await insertFixtures(database.db);
    const app = await buildApp({
      schemaController: sharedSchemaController,
      db: database.db,
      clientDir,
      serverRenderEntry: slowEntry,
    });
    try {
      await app.ready();
      expect(app.readiness.pending()).toEqual(['server rendering']);
      const early = await app.inject({ method: 'GET', url: '/' });
      expect(early.statusCode).toBe(200);
      expect(early.body).not.toContain('<p>rendered</p>');
      await app.readiness.whenReady();
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<p>rendered</p>');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
