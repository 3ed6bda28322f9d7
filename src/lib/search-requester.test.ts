// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPhoneRequester } from './search-requester';

const request = {
  method: 'POST' as const,
  url: 'http://statehouse.test/1/indexes/*/queries?x-algolia-api-key=k',
  headers: { 'content-type': 'text/plain' },
  data: '{"requests":[]}',
  connectTimeout: 1000,
  responseTimeout: 2000,
};

/** A fetch whose answers the test gives one by one; each call is recorded with the time it was made. */
function scriptedFetch(...answers: ('hang' | 'hang-body' | 'fail' | number)[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init, at: Date.now() });
    const answer = answers.shift() ?? 200;
    const aborted = () =>
      new Promise<never>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (answer === 'hang') return aborted();
    if (answer === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang-body') {
      return Promise.resolve({
        status: 200,
        headers: new Headers(),
        text: aborted,
      } as unknown as Response);
    }
    return Promise.resolve(new Response(`{"status":${answer}}`, { status: answer }));
  });
  return { fetchMock: fetchMock as unknown as typeof fetch, calls };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const noPause = () => 500;

describe('createPhoneRequester', () => {
  it('sends the request as the transporter made it and hands back the answer', async () => {
    const { fetchMock, calls } = scriptedFetch(200);
    const answer = await createPhoneRequester({ fetch: fetchMock }).send(request);
    expect(answer).toMatchObject({ status: 200, isTimedOut: false, content: '{"status":200}' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(request.url);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: request.data, headers: request.headers });
  });

  it('gives up on a request that hangs when its time is up, and tries again with twice the time', async () => {
    const { fetchMock, calls } = scriptedFetch('hang', 'hang');
    const sent = createPhoneRequester({ fetch: fetchMock, pauseMs: noPause }).send(request);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 500);
    // Aborted at 1 s, paused 0.5 s: the second attempt may wait 2 s.
    expect(calls.map((call) => call.at)).toEqual([0, 1500]);
    await vi.advanceTimersByTimeAsync(1999);
    let settled = false;
    void sent.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toMatchObject({ status: 0, isTimedOut: true });
  });

  it('times out an answer whose body stops arriving (a link that drops mid-request)', async () => {
    const { fetchMock } = scriptedFetch('hang-body', 200);
    const sent = createPhoneRequester({ fetch: fetchMock, pauseMs: noPause }).send(request);
    await vi.advanceTimersByTimeAsync(2000 + 500);
    expect(await sent).toMatchObject({ status: 200, isTimedOut: false });
  });

  it('tries a server error or a lost connection again, but not an answer the service refused', async () => {
    const busy = scriptedFetch(503, 200);
    const retried = createPhoneRequester({ fetch: busy.fetchMock, pauseMs: noPause }).send(request);
    await vi.advanceTimersByTimeAsync(500);
    expect(await retried).toMatchObject({ status: 200 });
    expect(busy.calls).toHaveLength(2);

    const dropped = scriptedFetch('fail', 'fail');
    const failed = createPhoneRequester({ fetch: dropped.fetchMock, pauseMs: noPause }).send(request);
    await vi.advanceTimersByTimeAsync(500);
    expect(await failed).toMatchObject({ status: 0, isTimedOut: false });
    expect(dropped.calls).toHaveLength(2);

    const refused = scriptedFetch(400);
    expect(await createPhoneRequester({ fetch: refused.fetchMock }).send(request)).toMatchObject({
      status: 400,
    });
    expect(refused.calls).toHaveLength(1);
  });

  it('does not make a phone that knows it is offline wait for retries', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { fetchMock, calls } = scriptedFetch('fail');
    expect(await createPhoneRequester({ fetch: fetchMock }).send(request)).toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1);
  });

  it("sends a retry to the next fallback host (hosted Algolia's)", async () => {
    const { fetchMock, calls } = scriptedFetch(502, 200);
    const sent = createPhoneRequester({
      fetch: fetchMock,
      pauseMs: noPause,
      fallbackHosts: ['app-1.algolianet.com'],
    }).send({ ...request, url: 'https://app-dsn.algolia.net/1/indexes/*/queries?a=1' });
    await vi.advanceTimersByTimeAsync(500);
    await sent;
    expect(calls.map((call) => call.url)).toEqual([
      'https://app-dsn.algolia.net/1/indexes/*/queries?a=1',
      'https://app-1.algolianet.com/1/indexes/*/queries?a=1',
    ]);
  });
});
