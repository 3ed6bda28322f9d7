// The crowd's fast path (issue 17, throughput): a signed-out reader's repeat of a shared /api answer,
// sent from the HTTP server's request handler before Fastify makes a request of it. The answer is one
// the app itself sent moments ago through every hook (http-caching.ts records it with the headers it
// went out with); what is skipped is the per-request machinery around the same bytes (routing, the
// request and reply objects, a dozen hooks' promises): about half of such a request's CPU.
//
// An entry is used only while the data version it was made from is still current by the rule of
// data-version.ts (this process has not written since, and it is at most DATA_VERSION_FRESH_MS old);
// past that the request takes the usual way, which checks the version and records a new entry. So a
// crowd of thousands a second makes a few ordinary requests a second per URL.
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { preferredEncoding } from './compress-text.js';
import { SESSION_COOKIE } from './session-cookies.js';
import { STATE_COOKIE } from './state-cookie.js';
import type { SharedBody } from './shared-body-cache.js';

export interface FrontEntry {
  body: SharedBody;
  /** The headers it went out with, but its length and encoding (set per reader). */
  headers: OutgoingHttpHeaders;
  /** This process's write count when its data version was read, and when (Date.now()). */
  writes: number;
  at: number;
}

/**
 * A crowd reads a few hundred URLs. An entry is only of use for DATA_VERSION_FRESH_MS, but it holds its
 * body (which the shared cache may have let go) until it is looked up again or pushed out: bounded by
 * count and by its text's bytes (a crawler's walk through big lists must not hold them all).
 */
const MAX_ENTRIES = 500;
const MAX_BYTES = 16 * 1024 * 1024;
/** The only cookie a signed-out reader's shared answer depends on. */
const STATE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([^;]*)`);
/** A session cookie: the reader may be signed in; the usual way. */
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export class FrontCache {
  readonly #entries = new Map<string, FrontEntry>();
  #bytes = 0;
  readonly #freshMs: number;
  readonly #writes: () => number | undefined;

  /** `writes`: this process's write count now (write-counter.ts); undefined: unknown, never serve. */
  constructor(options: { freshMs: number; writes: () => number | undefined }) {
    this.#freshMs = options.freshMs;
    this.#writes = options.writes;
  }

  /** The key of a request, or null when it cannot be answered here (not a signed-out GET of /api). */
  static keyOf(
    method: string | undefined,
    url: string | undefined,
    cookie: string | undefined,
  ): string | null {
    if (method !== 'GET' || !url?.startsWith('/api/')) return null;
    if (cookie === undefined) return url;
    if (SESSION_COOKIE_PATTERN.test(cookie)) return null;
    const state = STATE_COOKIE_PATTERN.exec(cookie)?.[1] ?? '';
    return `${url}\n${state.trim().toLowerCase()}`;
  }

  remember(key: string, entry: FrontEntry): void {
    this.#forget(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.text.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES && this.#bytes <= MAX_BYTES) break;
      this.#forget(oldest);
    }
  }

  /** Text bytes held by the entries (their compressed forms are a fraction more). */
  get bytes(): number {
    return this.#bytes;
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.text.length;
  }

  /** Answers the request when a current entry has it; false: the caller takes the usual way. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const key = FrontCache.keyOf(request.method, request.url, request.headers.cookie);
    if (key === null) return false;
    const entry = this.#entries.get(key);
    if (!entry) return false;
    if (entry.writes !== this.#writes() || Date.now() - entry.at >= this.#freshMs) {
      this.#forget(key);
      return false;
    }
    if (request.headers['if-none-match'] === entry.body.etag) {
      const { ['content-type']: _type, ...headers } = entry.headers;
      response.writeHead(304, headers).end();
      return true;
    }
    const { body, encoding } = entry.body.encoded(preferredEncoding(request.headers['accept-encoding']));
    response.writeHead(200, {
      ...entry.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    });
    response.end(body);
    return true;
  }
}

/** Fastify's own server settings, as it applies them to a server it makes (lib/server.js). */
interface ServerSettings {
  http?: ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * A Fastify `serverFactory`: the HTTP server Fastify would make, with the front cache answering first.
 * Settings are applied as Fastify applies them to its own.
 */
export function frontServer(front: FrontCache) {
  return (handler: RequestListener, settings: ServerSettings): Server => {
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!front.serve(request, response)) handler(request, response);
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
