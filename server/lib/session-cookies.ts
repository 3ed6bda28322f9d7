// The two cookies of a browser's session (issue 5): `sid`, HttpOnly, the random session id; and
// `csrf_token`, readable by the page, an HMAC of that id which the client echoes in X-CSRF-Token.
// A cross-site page can make the browser send the cookies but can neither read the token nor derive it.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from './cookies.js';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf_token';
/** Sessions live 30 days after their last use (sliding), then the user signs in again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * An anonymous pre-session only binds the CSRF token and grants nothing, so it may outlive many visits:
 * an installed app served from its cache then still has a token on its first request.
 */
export const ANONYMOUS_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const SESSION_ID_BYTES = 32;
const WELL_FORMED_ID = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits: unguessable, so the id itself is the credential. */
export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

export function isWellFormedSessionId(value: string | undefined): value is string {
  return value !== undefined && WELL_FORMED_ID.test(value);
}

/** What the database keeps: a leaked table cannot be replayed as cookies. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * The CSRF token bound to a session id, keyed by the id itself: no server secret to configure or rotate,
 * valid across restarts, and it changes whenever the session id is rotated (sign-in, sign-out).
 */
export function csrfTokenFor(sessionId: string): string {
  return createHmac('sha256', sessionId).update('statehouse csrf v1').digest('base64url');
}

/**
 * Replaces any session cookies already set on this reply (a sliding refresh, then a rotation).
 * `maxAge` defaults to a signed-in session's lifetime.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  maxAge = SESSION_TTL_MS / 1000,
): void {
  // Behind a TLS-terminating proxy `request.protocol` reads X-Forwarded-Proto when trustProxy is on.
  const secure = request.protocol === 'https';
  const cookies = [
    serializeCookie(SESSION_COOKIE, sessionId, { maxAge, httpOnly: true, secure, sameSite: 'Lax' }),
    serializeCookie(CSRF_COOKIE, csrfTokenFor(sessionId), { maxAge, secure, sameSite: 'Lax' }),
  ];
  const existing = reply.getHeader('set-cookie');
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
    (cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${CSRF_COOKIE}=`),
  );
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, ...cookies]);
}
