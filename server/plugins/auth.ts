import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseCookies } from '../lib/cookies.js';
import {
  ANONYMOUS_COOKIE_MAX_AGE_S,
  csrfTokenFor,
  hashSessionId,
  isWellFormedSessionId,
  newSessionId,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  setSessionCookies,
} from '../lib/session-cookies.js';

/** The signed-in user as routes see it; `null` for anonymous visitors. */
export interface SessionUser {
  id: number;
  email: string;
  display_name: string;
  /** The state the reader picked on their account (issue 15); null until they pick one. */
  jurisdictionId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /**
     * The `sid` cookie when well formed: a signed-in session's id, or an anonymous visitor's pre-session
     * id that only binds the CSRF token. Read by the CSRF check and the auth routes; other routes use `user`.
     */
    sessionId: string | null;
  }
}

export class UnauthorizedError extends Error {
  statusCode = 401;
  constructor(message = 'Sign in to use this feature.') {
    super(message);
  }
}

/** For login-protected routes (spec §6): the signed-in user, or a 401 JSON error through the error handler. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** Writing `last_seen_at` on every request would be a write per read; once an hour is enough to slide. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Signs `user` in on this browser with a brand-new session id (rotation: an id planted before sign-in, or
 * the previous session, never becomes or stays valid). Returns the new CSRF token.
 */
/** The signed-in user of an account row. */
export function sessionUserOf(account: {
  id: number;
  email: string;
  display_name: string;
  jurisdiction_id: number | null;
}): SessionUser {
  return {
    id: account.id,
    email: account.email,
    display_name: account.display_name,
    jurisdictionId: account.jurisdiction_id,
  };
}

export async function startSession(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
  const sessions = request.server.repos.sessions;
  const now = new Date();
  if (request.sessionId) await sessions.delete(hashSessionId(request.sessionId));
  await sessions.deleteExpired(now.toISOString());
  const sessionId = newSessionId();
  await sessions.create({
    id_hash: hashSessionId(sessionId),
    user_id: user.id,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  setSessionCookies(request, reply, sessionId);
  request.sessionId = sessionId;
  // An account that has no state yet takes the one this device has open (issue 15: remembered on both).
  if (user.jurisdictionId === null && request.jurisdiction) {
    await request.server.repos.users.setJurisdiction(user.id, request.jurisdiction.id);
    user.jurisdictionId = request.jurisdiction.id;
  }
  request.user = user;
  return csrfTokenFor(sessionId);
}

/** Revokes the current session (if any) and gives the browser a fresh anonymous one. Returns its CSRF token. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId) await request.server.repos.sessions.delete(hashSessionId(request.sessionId));
  request.user = null;
  return issueAnonymousSession(request, reply);
}

/** A pre-session id for a visitor without one, so sign-in and sign-up are CSRF-protected too. */
export function issueAnonymousSession(request: FastifyRequest, reply: FastifyReply) {
  const sessionId = newSessionId();
  setSessionCookies(request, reply, sessionId, ANONYMOUS_COOKIE_MAX_AGE_S);
  request.sessionId = sessionId;
  return csrfTokenFor(sessionId);
}

/**
 * Resolves `request.user` from the session cookie before any route runs.
 * CONTRACT for feature routes: read `request.user` (optional user) or call `requireUser(request)`.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = parseCookies(request.headers.cookie)[SESSION_COOKIE];
    if (!isWellFormedSessionId(cookie)) return;
    request.sessionId = cookie;
    // The Algolia-compatible API authenticates with API keys, never with the session; hashed bundles
    // are the same for everyone. Neither needs a database lookup.
    if (request.url.startsWith('/1/') || request.url.startsWith('/assets/')) return;
    const now = new Date();
    const idHash = hashSessionId(cookie);
    const session = await app.repos.sessions.findActive(idHash, now.toISOString());
    if (!session) return;
    request.user = {
      id: session.id,
      email: session.email,
      display_name: session.display_name,
      jurisdictionId: session.jurisdiction_id,
    };
    if (now.getTime() - Date.parse(session.last_seen_at) >= TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
      await app.repos.sessions.touch(idHash, now.toISOString(), expiresAt);
      setSessionCookies(request, reply, cookie);
    }
  });

  // Page bootstrap: the first visit's app shell already carries the CSRF cookie, so the dashboard's
  // first requests (some are POSTs, e.g. the journal) need not wait for GET /api/auth/session.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionId || request.method !== 'GET') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    issueAnonymousSession(request, reply);
    // A shared cache must never hand one visitor's cookie to another.
    reply.header('cache-control', 'private, no-cache');
    return payload;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
