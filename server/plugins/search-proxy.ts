// Several API processes, one search engine (issue 17, scale-out): a process started with SEARCH_URL holds
// no engine of its own and forwards what needs it to the one process that does. The browser keeps talking
// to its own origin (no CORS, the same CSP), and the secured keys it is handed are checked where they were
// made, by the engine's own keyring.
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorBody } from './errors.js';

export interface SearchProxyOptions {
  /** The search service's origin, e.g. http://127.0.0.1:8081 (config.ts SEARCH_URL). */
  url: string;
}

/** What the engine's process answers: the Algolia-compatible API and the overview of cached results. */
const FORWARDED = ['/1/*', '/api/search_insights'];

const UNAVAILABLE = 'Search is unavailable for a moment. Please try again.';

/**
 * Forwards /1/* and /api/search_insights to the search service, bodies and answers as streams (an
 * overview's events arrive as they are written). Registered instead of the search plugin and its routes.
 */
export default async function searchProxy(app: FastifyInstance, options: SearchProxyOptions) {
  await app.register(replyFrom, {
    base: options.url,
    // Loopback or a private network: keep connections open for the next request.
    undici: { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 },
    disableRequestLogging: true,
    // A search service restarting answers nothing for a moment; the browser's client retries itself.
    retryMethods: [],
  });
  // Bodies go on as they came (compressed or not); the search service parses and limits them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(request.url, {
      // The engine's process sees the reader's address as this process does.
      rewriteRequestHeaders: (_original, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      onError: (failed, { error }) => {
        request.log.warn({ err: error }, 'search service unreachable');
        const body = request.url.startsWith('/1/')
          ? { message: UNAVAILABLE, status: 503 }
          : errorBody(503, UNAVAILABLE);
        failed.code(503).header('retry-after', '1').send(body);
      },
    });
  for (const url of FORWARDED)
    app.all(
      url,
      { schema: { summary: 'Answered by the search service (SEARCH_URL)', response: { 503: Type.Any() } } },
      forward,
    );
}
