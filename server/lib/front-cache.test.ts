// The crowd's fast path (issue 17): a signed-out reader's repeat of a shared /api answer is sent before
// Fastify, byte for byte what the app sent, and only while the data it was made from is current.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp } from '../testing/auth-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FrontCache } from './front-cache.js';

describe('FrontCache.keyOf', () => {
  it('takes signed-out GETs of /api only, keyed by the URL and the state cookie', () => {
    expect(FrontCache.keyOf('GET', '/api/bills', undefined)).toBe('/api/bills');
    expect(FrontCache.keyOf('GET', '/api/bills', 'statehouse_state=MA; theme=dark')).toBe('/api/bills\nma');
    expect(FrontCache.keyOf('GET', '/api/bills', 'theme=dark')).toBe('/api/bills\n');
    expect(FrontCache.keyOf('GET', '/api/bills', 'theme=dark; sid=abc')).toBeNull();
    expect(FrontCache.keyOf('POST', '/api/bills', undefined)).toBeNull();
    expect(FrontCache.keyOf('GET', '/1/indexes/bills', undefined)).toBeNull();
    expect(FrontCache.keyOf('GET', '/', undefined)).toBeNull();
  });
});

describe('answers repeated before Fastify', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  // An entry serves for 200 ms: the clock stands still unless a test moves it, so a busy machine's slow
  // requests never outlive it (issue 19). Timers stay real: HTTP needs them.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const url = '/api/legislator?chamber=house';
  const get = (headers: Record<string, string> = {}) => fetch(`${origin}${url}`, { headers });
  /**
   * Watches serve() on this suite's server. `answered()`: whether each call since answered the request
   * itself. Only calls on its own port count: servers of other suites may share the worker process.
   */
  const spyServe = () => {
    const spy = vi.spyOn(FrontCache.prototype, 'serve');
    const port = Number(new URL(origin).port);
    return {
      answered: () =>
        spy.mock.calls.flatMap(([request], i) =>
          request.socket.localPort === port ? [spy.mock.results[i]?.value] : [],
        ),
      mockRestore: () => spy.mockRestore(),
    };
  };
  const headersOf = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));

  it('sends the same bytes and headers as the app did, in each encoding, and 304 on a match', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asked = { 'accept-encoding': encoding };
      // The first makes the shared answer, the second is sent from it by the app and recorded.
      await get(asked).then((r) => r.arrayBuffer());
      const byApp = await get(asked);
      const serve = spyServe();
      const byFront = await get(asked);
      expect(serve.answered()).toEqual([true]);
      serve.mockRestore();
      expect(headersOf(byFront)).toEqual(headersOf(byApp));
      const bytes = Buffer.from(await byFront.arrayBuffer());
      expect(bytes).toEqual(Buffer.from(await byApp.arrayBuffer()));
      // fetch has undone any compression; the headers say which was sent.
      expect(JSON.parse(bytes.toString())).toEqual(
        expect.arrayContaining([expect.objectContaining({ chamber: 'house' })]),
      );
    }
    const etag = (await get()).headers.get('etag')!;
    const serve = spyServe();
    const revalidated = await get({ 'if-none-match': etag });
    expect(serve.answered()).toEqual([true]);
    serve.mockRestore();
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
  });

  it('never answers from data this process has changed since', async () => {
    await get();
    await get();
    await t.database.db
      .updateTable('legislators')
      .set({ full_name: 'Cal Adams Sr.' })
      .where('full_name', '=', 'Cal Adams')
      .execute();
    const serve = spyServe();
    const after = (await (await get()).json()) as { full_name: string }[];
    expect(serve.answered()).toEqual([false]);
    serve.mockRestore();
    expect(after.map((l) => l.full_name)).toContain('Cal Adams Sr.');
  });

  it('lets an answer go once it is older than the data version is trusted', async () => {
    await get();
    await get();
    vi.setSystemTime(Date.now() + 250);
    const serve = spyServe();
    await get();
    expect(serve.answered()).toEqual([false]);
    serve.mockRestore();
  });

  it('never answers a signed-in reader, nor records what was made for one', async () => {
    const { cookie } = (await signUp(t.app)).headers;
    await get();
    await get();
    const serve = spyServe();
    const mine = await get({ cookie: String(cookie) });
    expect(serve.answered()).toEqual([false]);
    expect(mine.status).toBe(200);
    serve.mockRestore();
  });
});

describe('FrontCache bounds', () => {
  it('holds at most 500 entries and 16 MB of their text, the least recent out first', async () => {
    const { sharedBody } = await import('./shared-body-cache.js');
    const cache = new FrontCache({ freshMs: 200, writes: () => 0 });
    const entry = (text: string) => ({
      body: sharedBody(text, 'application/json'),
      headers: {},
      writes: 0,
      at: 0,
    });
    for (let i = 0; i < 600; i++) cache.remember(`/api/${i}`, entry('x'));
    expect(cache.bytes).toBe(500);
    const big = 'y'.repeat(4 * 1024 * 1024);
    for (let i = 0; i < 5; i++) cache.remember(`/api/big/${i}`, entry(big));
    expect(cache.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(cache.bytes).toBeGreaterThan(12 * 1024 * 1024);
  });
});
