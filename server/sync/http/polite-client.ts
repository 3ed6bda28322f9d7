// The one HTTP client of the sync (server/sync/http): every request to malegislature.gov or Open States
// goes through it. Polite by construction: at most `concurrency` requests in flight (p-limit), a timeout
// per attempt, retries with exponential backoff and jitter on network errors and 5xx, a 429's
// Retry-After honoured by pausing every request of the client (capped: a server asking for longer ends the
// run, which resumes next time), conditional requests where the caller has validators, and nothing new
// started once the sync is stopped. It counts what it did, for the progress line and the benchmark.
import pLimit from 'p-limit';
import { abortableSleep, backoffMs, retryAfterMs } from './retry-timing.js';

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type JsonResponse =
  | { kind: 'fresh'; body: unknown; text: string; validators: Validators }
  | { kind: 'not-modified' }
  | { kind: 'missing' };

/** A response the sync cannot use (4xx other than 404 and 429, or 5xx after every retry). */
export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${status} from ${url}: ${detail}`);
    this.name = 'HttpError';
  }
}

export interface ClientStats {
  /** Every request sent (each retry is one more). */
  requests: number;
  retries: number;
  notModified: number;
  rateLimited: number;
}

export interface PoliteClientOptions {
  /** Requests in flight at once (SYNC_CONCURRENCY). */
  concurrency: number;
  /** Headers sent with every request (the Open States key). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Attempts per request, the first included. */
  maxAttempts?: number;
  /** The longest Retry-After waited out; a server asking for more fails the request. */
  maxRetryAfterMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  /** Stops everything: requests in flight are aborted, waits end, nothing new starts. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

const DEFAULTS = {
  timeoutMs: 30_000,
  maxAttempts: 5,
  maxRetryAfterMs: 120_000,
  backoff: { baseMs: 500, maxMs: 30_000 },
};

const RETRIED_STATUSES = new Set([500, 502, 503, 504]);

type Attempt = { retryInMs: number; reason: string } | { done: JsonResponse };

export function createPoliteClient(options: PoliteClientOptions) {
  const settings = { ...DEFAULTS, ...options };
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const limit = pLimit(Math.max(1, settings.concurrency));
  const stats: ClientStats = { requests: 0, retries: 0, notModified: 0, rateLimited: 0 };
  /** A 429 pauses every request of this client until then. */
  let pausedUntil = 0;

  async function attempt(url: string, validators: Validators | undefined): Promise<Attempt> {
    const headers: Record<string, string> = { accept: 'application/json', ...settings.headers };
    if (validators?.etag) headers['if-none-match'] = validators.etag;
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    stats.requests += 1;
    let response: Response;
    try {
      response = await fetchImpl(url, { headers, signal });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      return { retryInMs: -1, reason: error instanceof Error ? error.message : String(error) };
    }
    if (response.status === 304) {
      stats.notModified += 1;
      return { done: { kind: 'not-modified' } };
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { done: { kind: 'missing' } };
    }
    if (response.status === 429) {
      stats.rateLimited += 1;
      await response.body?.cancel();
      const asked = retryAfterMs(response.headers.get('retry-after'), now());
      if (asked !== null && asked > settings.maxRetryAfterMs) {
        throw new HttpError(url, 429, `asked to wait ${Math.ceil(asked / 1000)} s, longer than we wait`);
      }
      return { retryInMs: asked ?? -1, reason: '429 Too Many Requests' };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The body broke off (a reset connection, the timeout): like a network error, worth another try.
      if (options.signal?.aborted) throw options.signal.reason;
      return { retryInMs: -1, reason: error instanceof Error ? error.message : String(error) };
    }
    if (RETRIED_STATUSES.has(response.status)) return { retryInMs: -1, reason: `${response.status}` };
    if (!response.ok) throw new HttpError(url, response.status, text.slice(0, 200));
    try {
      const body: unknown = JSON.parse(text);
      const fresh = {
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
      return { done: { kind: 'fresh', body, text, validators: fresh } };
    } catch {
      throw new HttpError(url, response.status, `not JSON: ${text.slice(0, 80)}`);
    }
  }

  async function getJson(url: string, validators?: Validators): Promise<JsonResponse> {
    for (let tries = 1; ; tries += 1) {
      if (options.signal?.aborted) throw options.signal.reason;
      const paused = pausedUntil - now();
      if (paused > 0) await sleep(paused, options.signal);
      const result = await attempt(url, validators);
      if ('done' in result) return result.done;
      if (tries >= settings.maxAttempts) {
        throw new HttpError(url, 0, `gave up after ${tries} attempts (last: ${result.reason})`);
      }
      stats.retries += 1;
      // Retry-After speaks for the server as a whole: every request of this client waits it out (at the
      // top of the loop); other failures back off this request only.
      if (result.retryInMs >= 0) pausedUntil = Math.max(pausedUntil, now() + result.retryInMs);
      else await sleep(backoffMs(tries, settings.backoff, random), options.signal);
    }
  }

  return {
    stats,
    /** GET a JSON resource; conditional when validators are given (304 → not-modified), 404 → missing. */
    getJson: (url: string, validators?: Validators) => limit(() => getJson(url, validators)),
  };
}

export type PoliteClient = ReturnType<typeof createPoliteClient>;
