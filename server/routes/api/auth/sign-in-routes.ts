import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '../../../db/repositories/users-repository.js';
import type { PasswordHasher } from '../../../lib/passwords.js';
import { sessionUserOf, startSession } from '../../../plugins/auth.js';
import { presentUser } from './present-user.js';
import { errorBody } from '../../../plugins/errors.js';
import { SessionState, SignInBody, SignUpBody } from '../../../schemas/auth.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { setTimeout } from 'node:timers/promises';
import { accountAddressKey, tooManyAttempts, type AuthLimits } from './limits.js';
import { rejectInvalidBody } from './validation-message.js';

/** The one answer to every failed sign-in: it never says whether the account exists (issue 5). */
export const SIGN_IN_FAILED = 'The email or password is incorrect.';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

const signInRoutes: FastifyPluginAsyncTypebox<{ limits: AuthLimits; passwords: PasswordHasher }> = async (
  app,
  { limits, passwords },
) => {
  app.post(
    '/api/auth/signup',
    {
      // Validation failures are answered below in words for the form, instead of AJV's.
      attachValidation: true,
      schema: {
        summary: 'Creates an account and signs it in on this browser',
        body: SignUpBody,
        response: { 201: SessionState, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const invalid = rejectInvalidBody(request, reply);
      if (invalid) return invalid;
      const displayName = request.body.display_name.trim();
      if (!displayName) return reply.code(400).send(errorBody(400, 'body.display_name is required'));
      const wait = await limits.signUp.retryAfterSeconds(request.ip);
      if (wait > 0) return tooManyAttempts(reply, wait, 'new accounts from this network');
      await limits.signUp.record(request.ip);

      const user = await app.repos.users.create({
        email: request.body.email,
        display_name: displayName,
        password_hash: await passwords.hash(request.body.password),
      });
      if (!user) {
        return reply
          .code(409)
          .send(errorBody(409, 'body.email already has an account: sign in instead, or use another address'));
      }
      const sessionUser = sessionUserOf(user);
      const csrfToken = await startSession(request, reply, sessionUser);
      return reply.code(201).send({ user: await presentUser(app, sessionUser), csrfToken });
    },
  );

  app.post(
    '/api/auth/signin',
    {
      attachValidation: true,
      schema: {
        summary: 'Signs in with email and password (rate-limited per account and per IP address)',
        body: SignInBody,
        response: { 200: SessionState, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const invalid = rejectInvalidBody(request, reply);
      if (invalid) return invalid;
      const accountKey = normalizeEmail(request.body.email);
      const fromHere = accountAddressKey(accountKey, request.ip);
      const [fromHereWait, ipWait, delayMs] = await Promise.all([
        limits.accountAddress.retryAfterSeconds(fromHere),
        limits.ip.retryAfterSeconds(request.ip),
        // Many failures of this account from anywhere: slowed, never refused (limits.ts).
        limits.accountDelay.delayMs(accountKey),
      ]);
      const wait = Math.max(fromHereWait, ipWait);
      if (wait > 0) return tooManyAttempts(reply, wait, 'sign-in attempts');
      if (delayMs > 0) await setTimeout(delayMs);

      const account = await app.repos.users.findByEmail(accountKey);
      // An unknown email costs the same scrypt work as a known one, so timing does not tell them apart.
      const passwordHash = account?.password_hash ?? (await passwords.hashForUnknownAccount());
      const valid = await passwords.verify(request.body.password, passwordHash);
      if (!account || !valid) {
        await Promise.all([
          limits.accountAddress.record(fromHere),
          limits.accountDelay.record(accountKey),
          limits.ip.record(request.ip),
        ]);
        return reply.code(401).send(errorBody(401, SIGN_IN_FAILED));
      }
      await Promise.all([limits.accountAddress.reset(fromHere), limits.accountDelay.reset(accountKey)]);
      if (passwords.needsRehash(account.password_hash)) {
        // Raised costs reach old accounts as their owners sign in; a failure only postpones it.
        await passwords
          .hash(request.body.password)
          .then((hash) => app.repos.users.updatePassword(account.id, hash))
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not rehash a password'));
      }
      const user = sessionUserOf(account);
      const csrfToken = await startSession(request, reply, user);
      return { user: await presentUser(app, user), csrfToken };
    },
  );
};

export default signInRoutes;
