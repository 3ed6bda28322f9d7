import type { FastifyRequest } from 'fastify';
import { hashSessionId } from '../../../lib/session-cookies.js';

/** WebAuthn ceremonies must finish within this time (the spec's recommended default, 5 minutes). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Passkeys per account: one per device and a few spares. */
export const MAX_PASSKEYS = 20;
export const RP_NAME = 'Statehouse';

/**
 * The relying party is whatever host served this request (trustProxy-aware: X-Forwarded-Host/Proto behind
 * a proxy), so one build works on localhost, a staging host and production without configuration.
 * `new URL(...).origin` drops a default port, as browsers do in clientDataJSON.
 */
export function relyingPartyOf(request: FastifyRequest) {
  let origin: string;
  try {
    origin = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // A Host header no browser sends ('[::1', 'a b'): there is no relying party to prove anything to.
    throw new BadHostError('headers.host is not a valid host name: passkeys work only at the site address');
  }
  return { rpID: request.hostname, origin };
}

class BadHostError extends Error {
  statusCode = 400;
}

/** The `sid` cookie's hash: challenges are bound to the browser that asked for them. */
export function challengeKeyOf(request: FastifyRequest): string {
  // The CSRF check already refused mutating requests without a session cookie.
  return hashSessionId(request.sessionId ?? '');
}

/** The WebAuthn user handle: stable per account (so a device replaces its passkey) and not personal data. */
export const userHandleOf = (userId: number) => new TextEncoder().encode(`statehouse-user-${userId}`);

export const challengeExpiry = () => new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS).toISOString();

/** Transports as stored (a JSON array); anything unreadable counts as none. */
export function parseTransports(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export const CEREMONY_EXPIRED =
  'The passkey request expired or was already used. Start again from the passkey button.';
