import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { csrfTokenFor } from '../lib/session-cookies.js';
import { errorBody } from './errors.js';

/** Methods that must not change anything (RFC 9110 safe methods) pass without a token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose request carries its own authority (a signed unsubscribe link), so no CSRF token. */
    csrfExempt?: boolean;
  }
}

export const CSRF_REJECTED_MESSAGE =
  'This page’s security token is missing or out of date. Reload the page and try again.';

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every mutating request must carry `X-CSRF-Token` equal to the token bound to its `sid` cookie (spec §6,
 * issue 5); otherwise 403 before the body is even parsed, so nothing changes. This covers every route,
 * not only /api (the whipboard's PATCH/PUT live under /whipboard). Exempt: the Algolia-compatible API under
 * /1/, which authenticates each request with an API key and carries no cookies, and routes marked
 * `csrfExempt` (unsubscribe links: their signed token is their authority).
 */
async function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    // An unknown route changes nothing and answers 404 as before; there is nothing to protect.
    if (SAFE_METHODS.has(request.method) || request.is404 || request.url.startsWith('/1/')) return;
    if (request.routeOptions.config.csrfExempt) return;
    const sent = request.headers['x-csrf-token'];
    if (typeof sent === 'string' && request.sessionId && sameToken(sent, csrfTokenFor(request.sessionId)))
      return;
    return reply.code(403).send(errorBody(403, CSRF_REJECTED_MESSAGE));
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['auth'] });
