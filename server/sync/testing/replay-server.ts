// A local stand-in for malegislature.gov's API and the Open States API v3, for testing the sync without
// the internet: it answers each API's routes in its documented format from recordings (README.md here),
// logs every request, injects faults (429 with Retry-After, 500, 503, hangs) and lets a test change
// what the legislature publishes between requests. Plain node:http: no dependency, starts in milliseconds.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultQueue, faultAnswer, type Fault } from './fault-injection.js';
import { JSON_TYPE, jsonAnswer, type Answer } from './http-answers.js';
import { answerMalegislature } from './malegislature-routes.js';
import type { MaHearing } from './malegislature-shapes.js';
import type { OsBill } from './openstates-shapes.js';
import { answerOpenStates } from './openstates-routes.js';
import type { Recordings } from './recordings.js';
import { ReplayState } from './replay-state.js';

export type { Recordings } from './recordings.js';
export type { Fault } from './fault-injection.js';
export { recordingsFromSharedData } from './recordings-from-shared-data.js';
export { syntheticRecordings } from './synthetic-recordings.js';

export const MALEGISLATURE_PREFIX = '/malegislature/api';
export const OPENSTATES_PREFIX = '/openstates';
export const DEFAULT_API_KEY = 'replay-open-states-key';

export interface ReplayRequest {
  method: string;
  /** Path and query as sent ('/openstates/bills?jurisdiction=ma&page=2'). */
  path: string;
  /** The status answered; 0 while the answer is pending, or if the client went away first. */
  status: number;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface ReplayServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `${url}/malegislature/api`, standing for https://malegislature.gov/api */
  malegislatureBaseUrl: string;
  /** `${url}/openstates`, standing for https://v3.openstates.org */
  openStatesBaseUrl: string;
  /** The Open States key it accepts (X-API-KEY header or ?apikey=). */
  apiKey: string;
  /** Every request, in order of arrival. */
  requests(): ReplayRequest[];
  resetRequests(): void;
  /** The next `count` requests (matching `path` if given) answer `status` (429 with Retry-After seconds, 500, 503) or hang `delayMs`. */
  injectFaults(fault: Fault): void;
  /** Drops the faults not yet met. */
  clearFaults(): void;
  /** Mutations a test makes to "what the legislature publishes", visible to the next request. */
  addHistoryAction(
    court: number,
    billNumber: string,
    action: { Date: string; Action: string; Branch: string },
  ): void;
  /** A new or changed bill (merged into the recorded one by BillNumber, else DocketNumber). */
  upsertDocument(court: number, document: Record<string, unknown>): void;
  /** A new or changed hearing (by EventId). */
  upsertHearing(hearing: MaHearing): void;
  /** A new or changed bill (by id, else session + identifier); sets updated_at to now. Returns the bill as stored. */
  upsertOpenStatesBill(bill: Record<string, unknown>): OsBill;
  close(): Promise<void>;
}

export interface ReplayServerOptions {
  recordings: Recordings;
  /** 0 or absent: any free port. */
  port?: number;
  /** Added before every answer, to look like a distant server. */
  latencyMs?: number;
  /** Interface to listen on; 127.0.0.1 unless a manual run wants another. */
  host?: string;
  apiKey?: string;
  /** The clock upsertOpenStatesBill reads (tests pin it for byte-stable answers). */
  now?: () => Date;
  /**
   * Send an ETag with every 200 and answer 304 to a matching If-None-Match. Off by default: neither
   * API documents validators, so a sync must not depend on them; on, it tests the conditional path.
   */
  etags?: boolean;
}

/** A strong validator of the body: the same bytes, the same tag, on every server. */
function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** With ETags on, a 200 whose tag the client already holds becomes a 304 without a body. */
function conditional(answer: Answer, request: IncomingMessage, etags: boolean): Answer {
  if (!etags || answer.status !== 200) return answer;
  const etag = etagOf(answer.body);
  const held = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
  if (held.includes(etag) || held.includes('*')) return { status: 304, body: '', headers: { etag } };
  return { ...answer, headers: { ...answer.headers, etag } };
}

function send(response: ServerResponse, answer: Answer, headOnly: boolean): void {
  const headers: Record<string, string | number> = { ...answer.headers };
  if (answer.status !== 304) {
    headers['content-type'] = answer.headers?.['content-type'] ?? JSON_TYPE;
    headers['content-length'] = Buffer.byteLength(answer.body);
  }
  response.writeHead(answer.status, headers);
  response.end(headOnly || answer.status === 304 ? undefined : answer.body);
}

export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const state = new ReplayState(options.recordings, options.now ?? (() => new Date()));
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const faults = new FaultQueue();
  const waits = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let log: ReplayRequest[] = [];
  let closing = false;

  const wait = (ms: number) =>
    ms <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const entry = { timer: setTimeout(() => (waits.delete(entry), resolve()), ms), resolve };
          waits.add(entry);
        });

  function answerFor(request: IncomingMessage, url: URL, fault: Fault | null): Answer {
    const api = url.pathname.startsWith(MALEGISLATURE_PREFIX)
      ? 'malegislature'
      : url.pathname.startsWith(OPENSTATES_PREFIX)
        ? 'openstates'
        : null;
    if (!api)
      return jsonAnswer(404, {
        detail: 'Not Found',
        malegislature: MALEGISLATURE_PREFIX,
        openStates: OPENSTATES_PREFIX,
      });
    if (fault?.status) return faultAnswer(api, { ...fault, status: fault.status });
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return api === 'malegislature'
        ? jsonAnswer(405, {
            Message: "The requested resource does not support http method '" + request.method + "'.",
          })
        : jsonAnswer(405, { detail: 'Method Not Allowed' });
    const path = decodeURIComponent(
      url.pathname.slice((api === 'malegislature' ? MALEGISLATURE_PREFIX : OPENSTATES_PREFIX).length),
    );
    return api === 'malegislature'
      ? answerMalegislature(state, path || '/')
      : answerOpenStates(state, apiKey, path || '/', url.searchParams, request.headers);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://replay.invalid');
    const entry: ReplayRequest = {
      method: request.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      status: 0,
      at: Date.now(),
    };
    log.push(entry);
    const fault = faults.take(entry.path);
    await wait((options.latencyMs ?? 0) + (fault?.delayMs ?? 0));
    if (closing || response.destroyed) return;
    let answer: Answer;
    try {
      answer = answerFor(request, url, fault);
    } catch (error) {
      // A bug in the replay server: say so plainly, as a 500 the test will see.
      answer = jsonAnswer(500, { replayServerError: (error as Error).stack ?? String(error) });
    }
    answer = conditional(answer, request, options.etags ?? false);
    entry.status = answer.status;
    send(response, answer, request.method === 'HEAD');
  }

  // A failure after the answer started (the client went away) ends that connection, never the process.
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  const url = `http://${host}:${port}`;

  return {
    url,
    malegislatureBaseUrl: `${url}${MALEGISLATURE_PREFIX}`,
    openStatesBaseUrl: `${url}${OPENSTATES_PREFIX}`,
    apiKey,
    requests: () => log.map((entry) => ({ ...entry })),
    resetRequests: () => {
      log = [];
    },
    injectFaults: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    addHistoryAction: (court, billNumber, action) => state.addHistoryAction(court, billNumber, action),
    upsertDocument: (court, document) => state.upsertDocument(court, document),
    upsertHearing: (hearing) => state.upsertHearing(hearing),
    upsertOpenStatesBill: (bill) => state.upsertOpenStatesBill(bill),
    close: async () => {
      closing = true;
      for (const entry of waits) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      waits.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
