import type { liteClient } from 'algoliasearch/lite';

/** The algoliasearch transporter's pluggable HTTP layer (its `requester` option). */
export type SearchRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;
type EndRequest = Parameters<SearchRequester['send']>[0];
type TransportResponse = Awaited<ReturnType<SearchRequester['send']>>;

/** What the requester sends with: fetch, or anything answering a URL and init as fetch does. */
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface PhoneRequesterOptions {
  /** Attempts per request, each waiting longer than the last (×1, ×2, …). @default 2 */
  attempts?: number;
  /**
   * Hosts to send the later attempts to, in turn (hosted Algolia's fallback hosts); the request's own
   * host is tried first. @default none: every attempt goes to the request's host
   */
  fallbackHosts?: readonly string[];
  /** Pause before attempt n (1-based after the first) in ms. @default 400–800 ms × n, jittered */
  pauseMs?: (attempt: number) => number;
  /** @default globalThis.fetch */
  fetch?: Fetch;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A failure that another try may get past: no answer in time, no connection, or a server error. */
const isRetryable = (response: TransportResponse) =>
  response.isTimedOut || response.status === 0 || response.status >= 500;

const defaultPause = (attempt: number) => (400 + Math.random() * 400) * attempt;

function withHost(url: string, host: string | undefined): string {
  if (!host) return url;
  const parsed = new URL(url);
  parsed.host = host;
  return parsed.toString();
}

/**
 * One attempt over fetch: `connectTimeout` until the answer's headers arrive, then `responseTimeout`
 * until its body has. A request that hangs (a link that drops mid-request never closes the socket) is
 * aborted when its time is up, so no search waits forever.
 */
async function attemptOnce(
  request: EndRequest,
  url: string,
  scale: number,
  fetchImpl: Fetch,
): Promise<TransportResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const arm = (ms: number) =>
    setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms * scale);
  let timer = arm(request.connectTimeout);
  try {
    const response = await fetchImpl(url, {
      method: request.method,
      headers: request.headers,
      body: request.data as BodyInit | undefined,
      signal: controller.signal,
    });
    clearTimeout(timer);
    timer = arm(request.responseTimeout);
    const content = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    return { content, status: response.status, isTimedOut: false, headers };
  } catch {
    return timedOut
      ? { content: 'Timed out', status: 0, isTimedOut: true }
      : { content: 'Network request failed', status: 0, isTimedOut: false };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The search client's HTTP layer for phones (issue 18): fetch with the configured timeouts, and retries
 * that grow, each attempt allowed twice the time of the one before after a short jittered pause. A
 * phone that knows it is offline is not made to wait for retries. Rate limits (429) are left to the
 * transporter, which waits out their Retry-After.
 */
export function createPhoneRequester(options: PhoneRequesterOptions = {}): SearchRequester {
  const { attempts = 2, fallbackHosts = [], pauseMs = defaultPause } = options;
  return {
    async send(request) {
      const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
      let response: TransportResponse | undefined;
      for (let attempt = 0; attempt < attempts; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs(attempt)));
        const host = attempt === 0 ? undefined : fallbackHosts[(attempt - 1) % fallbackHosts.length];
        response = await attemptOnce(request, withHost(request.url, host), attempt + 1, fetchImpl);
        if (!isRetryable(response) || isOffline()) break;
      }
      return response!;
    },
  };
}
