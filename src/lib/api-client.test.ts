import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiGet,
  apiRequest,
  buildPath,
  READ_TIMEOUT_MS,
  WRITE_ATTEMPTS,
  WRITE_RETRY_DELAYS_MS,
} from './api-client';
import { ApiError } from './api-error';
import { setDeviceStateCookie } from '../testing/state-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  setDeviceStateCookie(null);
});

describe('the state followed (issue 15)', () => {
  it("names the device's state on every request, reads and writes alike", async () => {
    setDeviceStateCookie('mo');
    fetchMock.mockImplementation(async () => json({}));
    await apiGet('/api/legislator', { chamber: 'house' });
    expect(lastRequest().url).toBe('/api/legislator?chamber=house&state=mo');
    await apiGet('/api/bills');
    expect(lastRequest().url).toBe('/api/bills?state=mo');
    await apiRequest('/api/tracking', { method: 'POST', body: {} });
    expect(lastRequest().url).toBe('/api/tracking?state=mo');
  });

  it('names none before the device has picked one, and none for the calls that read or pick it', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await apiGet('/api/bills');
    expect(lastRequest().url).toBe('/api/bills');
    setDeviceStateCookie('mo');
    await apiRequest('/api/states', { inDeviceState: false });
    expect(lastRequest().url).toBe('/api/states');
  });

  it('keeps a state the query names itself', () => {
    setDeviceStateCookie('mo');
    expect(buildPath('/api/bills', { state: 'ma' })).toBe('/api/bills?state=ma');
  });
});

describe('apiRequest', () => {
  it('sends a same-origin request with the AJAX marker and parses JSON', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }]));
    await expect(apiGet('/api/legislator', { chamber: 'house' })).resolves.toEqual([{ id: 1 }]);
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/legislator?chamber=house');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-CSRF-Token')).toBeNull();
  });

  it('sends the CSRF token from the meta tag', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'from-meta' });
    document.head.append(meta);
    fetchMock.mockResolvedValue(json({}));
    await apiGet('/api/bills');
    expect(lastRequest().headers.get('X-CSRF-Token')).toBe('from-meta');
  });

  it('sends the CSRF token from the csrf_token cookie', async () => {
    document.cookie = 'csrf_token=from%20cookie';
    fetchMock.mockResolvedValue(json({}));
    await apiGet('/api/bills');
    expect(lastRequest().headers.get('X-CSRF-Token')).toBe('from cookie');
  });

  it('serialises a JSON body', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await apiRequest('/api/thing', { method: 'POST', body: { a: 1 } });
    const { init, headers } = lastRequest();
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it("throws an ApiError carrying the server's status, error and message", async () => {
    fetchMock.mockResolvedValue(
      json({ statusCode: 404, error: 'Not Found', message: 'No legislator with id 9.' }, 404),
    );
    const error = await apiGet('/api/legislator/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, error: 'Not Found', message: 'No legislator with id 9.' });
    expect((error as ApiError).isPermanent).toBe(true);
  });

  it('describes a non-JSON error response by its status', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiGet('/api/bills')).rejects.toMatchObject({
      status: 502,
      error: 'Bad Gateway',
      message: 'The server answered with status 502. Try again in a moment.',
    });
  });

  it('turns a network failure into an actionable ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/bills')).rejects.toMatchObject({
      status: 0,
      message: "Can't reach Statehouse. Check your internet connection and try again.",
    });
  });

  it('rethrows a cancellation instead of reporting it as a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(apiGet('/api/bills', undefined, controller.signal)).rejects.toBe(abort);
  });

  it('rejects a success response that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(apiGet('/api/bills')).rejects.toMatchObject({ error: 'Invalid Response' });
  });
});

describe('buildPath', () => {
  it('leaves out undefined parameters', () => {
    expect(buildPath('/api/bills', { chamber: 'all', page: 2, session: undefined })).toBe(
      '/api/bills?chamber=all&page=2',
    );
    expect(buildPath('/api/bills')).toBe('/api/bills');
  });
});

describe('a link that drops mid-request (issue 18)', () => {
  afterEach(() => vi.useRealTimers());

  /** A fetch that never answers until it is aborted, as on a link that dropped without closing. */
  const hang = (_url: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

  it('gives up a read after READ_TIMEOUT_MS with our words', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    const read = apiGet('/api/legislator');
    const outcome = expect(read).rejects.toMatchObject({ status: 0, error: 'Timeout' });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await outcome;
    await expect(read).rejects.toThrow("Statehouse didn't answer in time");
  });

  it("still reports the caller's cancellation as a cancellation", async () => {
    fetchMock.mockImplementation(hang);
    const controller = new AbortController();
    const read = apiGet('/api/legislator', {}, controller.signal);
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a body that stops arriving is a failure, not an empty answer', async () => {
    fetchMock.mockImplementation(async () => {
      const body = new ReadableStream({
        start(controller) {
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200 });
    });
    await expect(apiGet('/api/legislator')).rejects.toMatchObject({ status: 0, error: 'Network Error' });
  });

  const keyOf = (call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Idempotency-Key');

  it('sends a write again with the same Idempotency-Key when its answer does not come, and takes the answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(hang).mockImplementationOnce(async () => json({ id: 5 }, 201));
    const write = apiRequest('/api/generateReport', { method: 'POST', body: { ids: '1', title: 'x' } });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS + WRITE_RETRY_DELAYS_MS[0]);
    await expect(write).resolves.toEqual({ id: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(0)).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('gives every write its own key, and reads none', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await apiRequest('/api/tracking/lists', { method: 'POST', body: { name: 'a' } });
    await apiRequest('/api/tracking/lists', { method: 'POST', body: { name: 'a' } });
    await apiGet('/api/tracking/lists');
    expect(keyOf(0)).toBeTruthy();
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBeNull();
  });

  it('waits while the server says the first sending is still running, then takes its answer', async () => {
    vi.useFakeTimers();
    const conflict = new Response(JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'x' }), {
      status: 409,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
    });
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(conflict)
      .mockResolvedValueOnce(json({ id: 7 }, 201));
    const write = apiRequest('/api/generateReport', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[0] + WRITE_RETRY_DELAYS_MS[1]);
    await expect(write).resolves.toEqual({ id: 7 });
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(1);
  });

  it(`stops after ${WRITE_ATTEMPTS} sendings and says the change is unconfirmed`, async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const write = apiRequest('/api/tracking/lists', { method: 'POST', body: { name: 'a' } });
    const outcome = expect(write).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/^Statehouse couldn't confirm your change/),
    });
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[0] + WRITE_RETRY_DELAYS_MS[1]);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(WRITE_ATTEMPTS);
  });

  it("sends a write the server answered with an error once: the answer is the server's", async () => {
    fetchMock.mockResolvedValue(
      json({ statusCode: 400, error: 'Bad Request', message: 'body/name is required' }, 400),
    );
    await expect(apiRequest('/api/tracking/lists', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      message: 'body/name is required',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
