import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createAuthLimits } from './limits.js';
import passwordRoutes from './password-routes.js';
import sessionRoutes from './session-routes.js';
import signInRoutes from './sign-in-routes.js';

/** /api/auth: session state, sign-up, sign-in, sign-out and password change (issue 5). */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One set of counters per app, shared by sign-in and password change (both guess at a password).
  const limits = createAuthLimits();
  await app.register(sessionRoutes);
  await app.register(signInRoutes, { limits });
  await app.register(passwordRoutes, { limits });
};

export default authRoutes;
