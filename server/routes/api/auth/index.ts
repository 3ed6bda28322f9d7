import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PasswordHasher } from '../../../lib/passwords.js';
import { createAuthLimits } from './limits.js';
import passkeyListRoutes from './passkey-list-routes.js';
import passkeyRegistrationRoutes from './passkey-registration-routes.js';
import passkeySignInRoutes from './passkey-sign-in-routes.js';
import passwordRoutes from './password-routes.js';
import sessionRoutes from './session-routes.js';
import signInRoutes from './sign-in-routes.js';

/** /api/auth: session state, sign-up, sign-in (password or passkey), sign-out, password and passkeys (issue 5). */
const authRoutes: FastifyPluginAsyncTypebox<{ passwords: PasswordHasher }> = async (app, { passwords }) => {
  // One set of counters per app, shared by sign-in and password change (both guess at a password).
  const limits = createAuthLimits(app.repos.authAttempts);
  await app.register(sessionRoutes);
  await app.register(signInRoutes, { limits, passwords });
  await app.register(passwordRoutes, { limits, passwords });
  await app.register(passkeySignInRoutes, { limits });
  await app.register(passkeyRegistrationRoutes);
  await app.register(passkeyListRoutes);
};

export default authRoutes;
