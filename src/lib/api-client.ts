import { ApiError } from './api-error';
import { readCsrfToken } from './csrf-token';
import { readDeviceState, STATE_PARAM } from './current-state';
import { newIdempotencyKey } from './idempotency-key';

export type QueryParams = Record<string, string | number | undefined>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Name the device's state as `?state=` (issue 15). Off only for the calls that read or pick the state
   * itself, which must work whatever the device remembers. @default true
   */
  inDeviceState?: boolean;
  /**
   * The write's Idempotency-Key, for a write replayed from storage; a new one per call otherwise. Every
   * sending of one write carries the same key, so the server runs it once (issue 18).
   */
  idempotencyKey?: string;
}

/** How a request reaches the API: the browser's fetch, or the server itself while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Server rendering (src/app/server-render.tsx) answers the app's API calls in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * fetch through the same transport: the embedded search engine's requests (src/lib/search-client.ts) are
 * the browser's fetch in the browser, and answered in-process while the server renders the bill search.
 */
export const fetchThroughApiTransport = (url: string, init: RequestInit = {}): Promise<Response> =>
  transport(url, init);

const NETWORK_FAILURE = "Can't reach Statehouse. Check your internet connection and try again.";
const TIMED_OUT = "Statehouse didn't answer in time: the connection is too slow or has dropped. Try again.";

/**
 * How long one sending of a request may take, headers and body together (issue 18). A phone link that
 * drops mid-request never closes the socket, so without a limit its spinner never ends; 20 s carries the
 * largest answer (a ~80 KB list, ~6 KB compressed) over a 2-second-latency, 400 kbps link several times
 * over.
 */
export const READ_TIMEOUT_MS = 20_000;
/**
 * A write is sent up to this many times when its answer does not arrive (the link dropped, or the limit
 * passed). Each sending carries the write's Idempotency-Key, so one that reached the server is not made
 * twice: the repeat gets the first answer.
 */
export const WRITE_ATTEMPTS = 3;
/** The waits before the second and third sending (a 409 from the server means "still running"). */
export const WRITE_RETRY_DELAYS_MS = [1_000, 3_000] as const;
const WRITE_UNCONFIRMED =
  "Statehouse couldn't confirm your change: the connection is too slow or has dropped. Check your connection and try again.";

/** The caller's cancellation and one sending's time limit as one signal; `dispose` ends the timer. */
function timeLimit(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, READ_TIMEOUT_MS);
  const follow = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', follow);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}
const UNREADABLE = "The server sent a response Statehouse couldn't read. Try again in a moment.";

/**
 * Same-origin path with its query string; undefined values are left out. Every API request names the
 * state the device follows (when it has picked one), so each answer is that state's whatever the server
 * would otherwise assume; a query that names a state itself keeps it.
 */
export function buildPath(path: string, query: QueryParams = {}, inDeviceState = true): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const state = inDeviceState ? readDeviceState() : null;
  if (state && !params.has(STATE_PARAM)) params.set(STATE_PARAM, state);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(hasBody: boolean, idempotencyKey?: string): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  const csrfToken = readCsrfToken();
  if (csrfToken) headers.set('X-CSRF-Token', csrfToken);
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return headers;
}

type Sent = { response: Response; text: string } | { failure: ApiError | unknown };

/** One sending, within its time limit; a failure to reach the server or to hear back is a value. */
async function send(path: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Sent> {
  const limit = timeLimit(signal);
  try {
    const response = await transport(path, { ...init, signal: limit.signal });
    // The body can stall as well as the headers: a link that drops mid-answer.
    return { response, text: await response.text() };
  } catch (cause) {
    if (signal?.aborted) return { failure: cause }; // cancelled by the caller, not a failure to show
    if (limit.timedOut()) return { failure: new ApiError(0, 'Timeout', TIMED_OUT) };
    return { failure: new ApiError(0, 'Network Error', NETWORK_FAILURE) };
  } finally {
    limit.dispose();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's "the first sending of this write is still running" (plugins/idempotency.ts). */
const stillRunning = (sent: Sent) =>
  'response' in sent && sent.response.status === 409 && sent.response.headers.has('Retry-After');

/**
 * A write, sent again with its Idempotency-Key while no answer arrives (or the server says the first is
 * still running), up to WRITE_ATTEMPTS times; then a failure that says the change is unconfirmed.
 */
async function sendWrite(path: string, init: RequestInit, signal: AbortSignal | undefined) {
  let sent = await send(path, init, signal);
  for (const delay of WRITE_RETRY_DELAYS_MS.slice(0, WRITE_ATTEMPTS - 1)) {
    const unanswered = 'failure' in sent && sent.failure instanceof ApiError;
    if (!unanswered && !stillRunning(sent)) break;
    await pause(delay);
    if (signal?.aborted) break;
    sent = await send(path, init, signal);
  }
  if ('failure' in sent && sent.failure instanceof ApiError)
    return { failure: new ApiError(0, sent.failure.error, WRITE_UNCONFIRMED) };
  return sent;
}

/** The one fetch wrapper: JSON in and out, CSRF + AJAX headers, and an `ApiError` for every failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, inDeviceState = true } = options;
  // Reads: GETs and the queries' POSTs (TanStack Query passes them a signal); the rest are writes.
  const isWrite = method !== 'GET' && !signal;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: buildHeaders(
      body !== undefined,
      isWrite ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined,
    ),
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const url = buildPath(path, query, inDeviceState);
  const sent = isWrite ? await sendWrite(url, init, signal) : await send(url, init, signal);
  if ('failure' in sent) throw sent.failure;
  const { response, text } = sent;
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    if (response.ok) throw new ApiError(response.status, 'Invalid Response', UNREADABLE);
  }
  if (!response.ok) throw ApiError.fromBody(response.status, response.statusText, parsed);
  return parsed as T;
}

export function apiGet<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { query, signal });
}
