import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sendSharedBody } from '../lib/send-shared-body.js';
import { runInJurisdiction } from '../jurisdictions/jurisdiction-context.js';
import { etagOf, SharedBodyCache, type SharedBody } from '../lib/shared-body-cache.js';
import { FrontCache } from '../lib/front-cache.js';
import { writesThrough } from '../db/write-counter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on nothing but the URL, the state, the day at its capitol and public data (no
     * cookie, no account): signed-out readers share one copy, kept until the data changes.
     */
    sharedCache?: boolean;
  }
  interface FastifyRequest {
    /** Where a signed-out reader's answer of a sharedCache route is kept, once it is made. */
    sharedCacheSlot: { key: string; version: number } | null;
    /** A shared answer being sent that the front cache may repeat (lib/front-cache.ts). */
    frontCandidate: { key: string; body: SharedBody; writes: number; at: number } | null;
  }
}

/** A crowd reads a few hundred URLs; a crawler's thousands push out the least recently read. */
const SHARED_LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/**
 * Public GET /api responses carry a strong ETag and `no-cache`, so the browser and the service worker
 * revalidate on every use and get a body-less 304 when nothing changed (cheap on a poor connection).
 * Routes marked `sharedCache` answer signed-out readers from one copy per URL, state and day, made
 * once per data version and compressed once per encoding (issue 17: a floor vote's crowd all reads
 * the same lists); signed-in readers always get an answer made for them.
 */
async function httpCachingPlugin(app: FastifyInstance, options: { frontCache?: FrontCache }) {
  const shared = new SharedBodyCache(SHARED_LIMITS);
  const { frontCache } = options;
  app.decorateRequest('sharedCacheSlot', null);
  app.decorateRequest('frontCandidate', null);

  /** Answers from the shared copy of this version (null), or gives where to keep the answer made. */
  async function sendShared(request: FastifyRequest, reply: FastifyReply, code: string | undefined) {
    const key = `${code ?? ''} ${app.clock.today()} ${request.url}`;
    // Taken before the version is read: an entry made from it is never newer than the version.
    const at = Date.now();
    const writes = writesThrough(app.db);
    // Read before the answer's data, so a kept answer is never older than its version says.
    const version = await app.dataVersion();
    const body = shared.get(key, version);
    if (!body) return { key, version };
    const frontKey = FrontCache.keyOf(request.method, request.url, request.headers.cookie);
    if (frontCache && frontKey !== null && writes !== undefined)
      request.frontCandidate = { key: frontKey, body, writes, at };
    reply.header('etag', body.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === body.etag) {
      reply.type(body.contentType).code(304).send();
      return null;
    }
    void sendSharedBody(reply, body, request.headers['accept-encoding']);
    return null;
  }

  async function serveShared(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' || request.user) return;
    request.sharedCacheSlot = await sendShared(request, reply, request.jurisdiction?.code);
    if (!request.sharedCacheSlot) return reply;
  }

  // A crowd's repeat reads are answered here, before the rest of the request's hooks (the state's
  // scope, the checks of parameters): about a fifth of such a request's CPU. After every onRequest
  // hook, where the reader is known (auth). The state is resolved as the jurisdiction plugin will;
  // anything unusual (an unknown ?state=) takes the usual way.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.method !== 'GET' || request.user || !request.routeOptions.config?.sharedCache) return payload;
    const resolved = await app.resolveJurisdiction(request).catch(() => undefined);
    if (!resolved) return payload;
    const { state, all } = resolved;
    const codes = all.map((s) => s.code);
    const sent = await runInJurisdiction(state, () => sendShared(request, reply, state?.code), codes);
    return sent === null ? reply : payload;
  });

  // Once sent, with every header the hooks added: what the front cache repeats. Never an answer that
  // set a cookie (that is the reader's own).
  app.addHook('onResponse', (request, reply, done) => {
    const candidate = request.frontCandidate;
    if (candidate && frontCache && reply.statusCode === 200 && !reply.hasHeader('set-cookie')) {
      const {
        ['content-length']: _length,
        ['content-encoding']: _encoding,
        ...headers
      } = reply.raw.getHeaders();
      frontCache.remember(candidate.key, {
        body: candidate.body,
        headers,
        writes: candidate.writes,
        at: candidate.at,
      });
    }
    done();
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.sharedCache) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), serveShared];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || reply.statusCode !== 200)
      return payload;
    // A shared answer came with its own.
    if (reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    const slot = request.sharedCacheSlot;
    // Marked personal after all (markPersonal): not shared.
    if (
      slot &&
      typeof payload === 'string' &&
      !/\bprivate\b/.test(String(reply.getHeader('cache-control') ?? ''))
    )
      shared.set(slot.key, slot.version, payload, String(reply.getHeader('content-type')), etag);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

export default fp(httpCachingPlugin, {
  name: 'http-caching',
  dependencies: ['data-version', 'clock', 'jurisdiction'],
});
