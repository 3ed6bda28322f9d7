import { ApiError } from './api-error';
import { readCsrfToken } from './csrf-token';
import { readDeviceState, STATE_PARAM } from './current-state';

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
}

/** How a request reaches the API: the browser's fetch, or the server itself while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Server rendering (src/app/server-render.tsx) answers the app's API calls in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

const NETWORK_FAILURE = "Can't reach Statehouse. Check your internet connection and try again.";
const TIMED_OUT = "Statehouse didn't answer in time: the connection is too slow or has dropped. Try again.";

/**
 * How long a read may take, headers and body together (issue 18). A phone link that drops mid-request
 * never closes the socket, so without a limit its spinner never ends; 20 s carries the largest answer
 * (a ~80 KB list, ~6 KB compressed) over a 2-second-latency, 400 kbps link several times over. Writes
 * have none: one that reached the server must not be reported as failed (and then sent twice).
 */
export const READ_TIMEOUT_MS = 20_000;

/** The caller's cancellation and the read's time limit as one signal; `dispose` ends the timer. */
function readSignal(signal: AbortSignal | undefined) {
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

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  const csrfToken = readCsrfToken();
  if (csrfToken) headers.set('X-CSRF-Token', csrfToken);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

/** The one fetch wrapper: JSON in and out, CSRF + AJAX headers, and an `ApiError` for every failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, inDeviceState = true } = options;
  // Reads: GETs and the queries' POSTs (TanStack Query passes them a signal).
  const limit = method === 'GET' || signal ? readSignal(signal) : undefined;
  const failed = (cause: unknown) => {
    if (signal?.aborted) return cause; // cancelled by the caller (TanStack Query), not a failure to show
    if (limit?.timedOut()) return new ApiError(0, 'Timeout', TIMED_OUT);
    return new ApiError(0, 'Network Error', NETWORK_FAILURE);
  };
  let response: Response;
  let text: string;
  try {
    response = await transport(buildPath(path, query, inDeviceState), {
      method,
      credentials: 'same-origin',
      headers: buildHeaders(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: limit?.signal ?? signal,
    });
    // The body can stall as well as the headers: a link that drops mid-answer.
    text = await response.text();
  } catch (cause) {
    throw failed(cause);
  } finally {
    limit?.dispose();
  }
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
