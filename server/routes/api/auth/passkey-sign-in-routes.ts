import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { sessionUserOf, startSession } from '../../../plugins/auth.js';
import { presentUser } from './present-user.js';
import { errorBody } from '../../../plugins/errors.js';
import { SessionState } from '../../../schemas/auth.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { PasskeyAuthenticationBody, PasskeyRequestOptions } from '../../../schemas/passkeys.js';
import { tooManyAttempts, type AuthLimits } from './limits.js';
import {
  CEREMONY_EXPIRED,
  challengeExpiry,
  challengeKeyOf,
  parseTransports,
  PASSKEY_CHALLENGE_TTL_MS,
  relyingPartyOf,
  userHandleOf,
} from './relying-party.js';

/** One answer for every passkey that does not sign anyone in, like the password form's. */
export const PASSKEY_SIGN_IN_FAILED =
  'That passkey did not sign you in. Use your password, then add this passkey under Me.';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/** Signing in with a passkey (issue 5): no typed password for phones at the capitol. */
const passkeySignInRoutes: FastifyPluginAsyncTypebox<{ limits: AuthLimits }> = async (app, { limits }) => {
  const { passkeys } = app.repos;

  app.post(
    '/api/auth/passkeys/authentication/options',
    {
      schema: {
        summary: 'Starts a passkey sign-in: options for navigator.credentials.get(), valid for 5 minutes',
        response: { 200: PasskeyRequestOptions, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // No allowCredentials: the browser offers every passkey it holds for this site (discoverable).
      const options = await generateAuthenticationOptions({
        rpID: relyingPartyOf(request).rpID,
        userVerification: 'preferred',
        timeout: PASSKEY_CHALLENGE_TTL_MS,
      });
      await passkeys.saveChallenge({
        session_hash: challengeKeyOf(request),
        purpose: 'authentication',
        challenge: options.challenge,
        user_id: null,
        expires_at: challengeExpiry(),
      });
      return options;
    },
  );

  app.post(
    '/api/auth/passkeys/authentication',
    {
      schema: {
        summary: 'Signs in with a passkey: verifies the assertion, then starts a new session on this browser',
        body: PasskeyAuthenticationBody,
        response: { 200: SessionState, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const wait = await limits.ip.retryAfterSeconds(request.ip);
      if (wait > 0) return tooManyAttempts(reply, wait, 'sign-in attempts');
      const pending = await passkeys.takeChallenge(
        challengeKeyOf(request),
        'authentication',
        new Date().toISOString(),
      );
      if (!pending) return reply.code(400).send(errorBody(400, CEREMONY_EXPIRED));

      const assertion = request.body.response as AuthenticationResponseJSON;
      const stored = await passkeys.findByCredentialId(assertion.id);
      const expectedHandle = stored && Buffer.from(userHandleOf(stored.user_id)).toString('base64url');
      const handleMatches =
        !assertion.response.userHandle || assertion.response.userHandle === expectedHandle;
      const { rpID, origin } = relyingPartyOf(request);
      const verification =
        stored && handleMatches
          ? await verifyAuthenticationResponse({
              response: assertion,
              expectedChallenge: pending.challenge,
              expectedOrigin: origin,
              expectedRPID: rpID,
              credential: {
                id: stored.credential_id,
                publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
                counter: Number(stored.counter),
                transports: parseTransports(stored.transports) as AuthenticatorTransportFuture[],
              },
              requireUserVerification: false,
            }).catch((error: unknown) => {
              // A counter that went backwards (a cloned authenticator) lands here too.
              request.log.info({ err: error }, 'passkey sign-in rejected');
              return undefined;
            })
          : undefined;
      if (!stored || !verification?.verified) {
        await limits.ip.record(request.ip);
        return reply.code(401).send(errorBody(401, PASSKEY_SIGN_IN_FAILED));
      }
      await passkeys.recordUse(stored.id, verification.authenticationInfo.newCounter);
      const account = await app.repos.users.findById(stored.user_id);
      if (!account) return reply.code(401).send(errorBody(401, PASSKEY_SIGN_IN_FAILED));
      const user = sessionUserOf(account);
      const csrfToken = await startSession(request, reply, user);
      return { user: await presentUser(app, user), csrfToken };
    },
  );
};

export default passkeySignInRoutes;
