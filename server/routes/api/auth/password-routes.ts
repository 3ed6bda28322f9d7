import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PasswordHasher } from '../../../lib/passwords.js';
import { requireUser, startSession } from '../../../plugins/auth.js';
import { presentUser } from './present-user.js';
import { errorBody } from '../../../plugins/errors.js';
import { ChangePasswordBody, SessionState } from '../../../schemas/auth.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { tooManyAttempts, type AuthLimits } from './limits.js';
import { rejectInvalidBody } from './validation-message.js';

const passwordRoutes: FastifyPluginAsyncTypebox<{ limits: AuthLimits; passwords: PasswordHasher }> = async (
  app,
  { limits, passwords },
) => {
  app.post(
    '/api/auth/password',
    {
      attachValidation: true,
      schema: {
        summary:
          'Changes the password; every other session of the account is signed out and this one gets a new id',
        body: ChangePasswordBody,
        response: {
          200: SessionState,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = requireUser(request);
      const invalid = rejectInvalidBody(request, reply);
      if (invalid) return invalid;
      const accountKey = user.email;
      const wait = await limits.account.retryAfterSeconds(accountKey);
      if (wait > 0) return tooManyAttempts(reply, wait, 'password attempts');

      const { current_password: currentPassword, new_password: newPassword } = request.body;
      const account = await app.repos.users.findById(user.id);
      if (!account || !(await passwords.verify(currentPassword, account.password_hash))) {
        // A stolen unlocked phone must not be able to guess its way to a new password.
        await limits.account.record(accountKey);
        return reply.code(400).send(errorBody(400, 'body.current_password is not your current password'));
      }
      if (newPassword === currentPassword)
        return reply
          .code(400)
          .send(errorBody(400, 'body.new_password must differ from your current password'));

      await app.repos.users.updatePassword(user.id, await passwords.hash(newPassword));
      // Whoever knew the old password is signed out everywhere; this browser continues on a new id.
      await app.repos.sessions.deleteAllForUser(user.id);
      request.sessionId = null;
      const csrfToken = await startSession(request, reply, user);
      return { user: await presentUser(app, user), csrfToken };
    },
  );
};

export default passwordRoutes;
