import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endSession, issueAnonymousSession } from '../../../plugins/auth.js';
import { ANONYMOUS_COOKIE_MAX_AGE_S, csrfTokenFor, setSessionCookies } from '../../../lib/session-cookies.js';
import { SessionState } from '../../../schemas/auth.js';
import { presentUser } from './present-user.js';
import { ErrorResponse } from '../../../schemas/common.js';

/** Session state and sign-out. The state is per browser and holds a token: never stored by any cache. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/auth/session',
    {
      schema: {
        summary: 'Who is signed in on this browser, and the CSRF token for its mutating requests',
        response: { 200: SessionState },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!request.sessionId) return { user: null, csrfToken: issueAnonymousSession(request, reply) };
      // Re-sent so a page whose csrf_token cookie was cleared gets it back (and an anonymous one lives on).
      const maxAge = request.user ? undefined : ANONYMOUS_COOKIE_MAX_AGE_S;
      setSessionCookies(request, reply, request.sessionId, maxAge);
      return { user: await presentUser(app, request.user), csrfToken: csrfTokenFor(request.sessionId) };
    },
  );

  app.post(
    '/api/auth/signout',
    {
      schema: {
        summary: 'Signs out: the session is deleted on the server and the browser gets a fresh anonymous one',
        response: { 200: SessionState, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { user: null, csrfToken: await endSession(request, reply) };
    },
  );
};

export default sessionRoutes;
