// The sync's HTTP client against a fake fetch: no network, no real waiting (sleep is recorded).
import { describe, expect, it } from 'vitest';
import { createPoliteClient, HttpError, type PoliteClientOptions } from './polite-client.js';
import { backoffMs, retryAfterMs } from './retry-timing.js';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

function fakeServer(replies: Reply[]) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, headers: init.headers as Record<string, string> });
    const reply = replies.shift() ?? { status: 200, body: { ok: true } };
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 304 ? null : text, { status: reply.status, headers: reply.headers });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

function clientWith(replies: Reply[], options: Partial<PoliteClientOptions> = {}) {
  const server = fakeServer(replies);
  const waits: number[] = [];
  // A clock that moves only when the client waits.
  let clock = Date.parse('2026-03-15T12:00:00Z');
  const client = createPoliteClient({
    concurrency: 2,
    fetch: server.fetch,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    random: () => 0.5,
    now: () => clock,
    ...options,
  });
  return { client, waits, seen: server.seen };
}

describe('the polite HTTP client', () => {
  it('retries 5xx and network errors with growing, jittered backoff, counting every request', async () => {
    const { client, waits } = clientWith([
      { status: 503 },
      new TypeError('fetch failed'),
      { status: 502 },
      { status: 200, body: [1, 2] },
    ]);
    const answer = await client.getJson('http://api.test/a');
    expect(answer).toMatchObject({ kind: 'fresh', body: [1, 2] });
    // Half of 500 ms, 1 s, 2 s: attempt n waits random × min(max, base × 2^(n-1)).
    expect(waits).toEqual([250, 500, 1000]);
    expect(client.stats).toMatchObject({ requests: 4, retries: 3 });
  });

  it('waits out a 429 for as long as Retry-After says, in seconds or as a date', async () => {
    const { client, waits } = clientWith([
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 429, headers: { 'retry-after': 'Sun, 15 Mar 2026 12:00:09 GMT' } },
      { status: 200, body: {} },
    ]);
    await client.getJson('http://api.test/a');
    expect(waits).toEqual([2000, 7000]);
    expect(client.stats).toMatchObject({ requests: 3, rateLimited: 2 });
  });

  it('gives up on a Retry-After longer than it waits, and on 4xx at once', async () => {
    const long = clientWith([{ status: 429, headers: { 'retry-after': '3600' } }]);
    await expect(long.client.getJson('http://api.test/a')).rejects.toThrow(/asked to wait 3600 s/);
    const forbidden = clientWith([{ status: 403, body: { detail: 'bad key' } }]);
    const error = await forbidden.client.getJson('http://api.test/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect(forbidden.client.stats.requests).toBe(1);
  });

  it('stops after its attempts and says why', async () => {
    const { client } = clientWith([{ status: 500 }, { status: 500 }, { status: 500 }], { maxAttempts: 3 });
    await expect(client.getJson('http://api.test/a')).rejects.toThrow(
      /gave up after 3 attempts \(last: 500\)/,
    );
  });

  it('asks conditionally with the validators it is given; 304 and 404 are answers, not errors', async () => {
    const { client, seen } = clientWith([
      { status: 200, body: {}, headers: { etag: '"v1"', 'last-modified': 'Sun, 15 Mar 2026 10:00:00 GMT' } },
      { status: 304 },
      { status: 404, body: { Message: 'not found' } },
    ]);
    const first = await client.getJson('http://api.test/a');
    expect(first).toMatchObject({
      kind: 'fresh',
      validators: { etag: '"v1"', lastModified: 'Sun, 15 Mar 2026 10:00:00 GMT' },
    });
    const validators = first.kind === 'fresh' ? first.validators : undefined;
    expect(await client.getJson('http://api.test/a', validators)).toEqual({ kind: 'not-modified' });
    expect(seen[1]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Sun, 15 Mar 2026 10:00:00 GMT',
    });
    expect(await client.getJson('http://api.test/b')).toEqual({ kind: 'missing' });
    expect(client.stats.notModified).toBe(1);
  });

  it('never has more requests in flight than its concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = (async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response('{}', { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const client = createPoliteClient({ concurrency: 3, fetch });
    await Promise.all(Array.from({ length: 12 }, (_, i) => client.getJson(`http://api.test/${i}`)));
    expect(most).toBe(3);
    expect(client.stats.requests).toBe(12);
  });

  it('starts nothing once stopped, and ends a wait at once', async () => {
    const controller = new AbortController();
    const { client, seen } = clientWith([{ status: 503 }], {
      signal: controller.signal,
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
    });
    const pending = client.getJson('http://api.test/a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('stopped'));
    await expect(pending).rejects.toThrow('stopped');
    await expect(client.getJson('http://api.test/b')).rejects.toThrow('stopped');
    expect(seen).toHaveLength(1);
  });
});

describe('retry timing', () => {
  it('reads Retry-After as seconds or an HTTP date, and ignores what it cannot read', () => {
    const now = Date.parse('2026-03-15T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sun, 15 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 15 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('caps backoff', () => {
    expect(backoffMs(20, { baseMs: 500, maxMs: 30_000 }, () => 0.999)).toBe(29_970);
  });
});
