import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The signed-in user as routes see it; `null` for anonymous visitors. */
export interface SessionUser {
  id: number;
  email: string;
  display_name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
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

/**
 * Resolves `request.user` from the session cookie before any route runs.
 * CONTRACT for feature routes: read `request.user` (optional user) or call `requireUser(request)`.
 * Sessions, sign-in and CSRF checks are implemented behind this contract (issue 5).
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
}

export default fp(authPlugin, { name: 'auth' });
