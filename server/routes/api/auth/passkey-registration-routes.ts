import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { Passkey, PasskeyCreationOptions, PasskeyRegistrationBody } from '../../../schemas/passkeys.js';
import { presentPasskey } from './passkey-list-routes.js';
import {
  CEREMONY_EXPIRED,
  challengeExpiry,
  challengeKeyOf,
  MAX_PASSKEYS,
  parseTransports,
  PASSKEY_CHALLENGE_TTL_MS,
  relyingPartyOf,
  RP_NAME,
  userHandleOf,
} from './relying-party.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Adding a passkey to the signed-in account (under Me): challenge, then the authenticator's answer. */
const passkeyRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { passkeys } = app.repos;
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post(
    '/api/auth/passkeys/registration/options',
    {
      schema: {
        summary: 'Starts adding a passkey: options for navigator.credentials.create(), valid for 5 minutes',
        response: { 200: PasskeyCreationOptions, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const existing = await passkeys.listForUser(user.id, MAX_PASSKEYS);
      if (existing.length >= MAX_PASSKEYS) {
        const message = `You already have ${MAX_PASSKEYS} passkeys, the most there can be: remove one first.`;
        return reply.code(409).send(errorBody(409, message));
      }
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: relyingPartyOf(request).rpID,
        userName: user.email,
        userDisplayName: user.display_name,
        userID: userHandleOf(user.id),
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        attestationType: 'none',
        // The same device is not registered twice.
        excludeCredentials: existing.map((row) => ({
          id: row.credential_id,
          transports: parseTransports(row.transports) as AuthenticatorTransportFuture[],
        })),
        // A discoverable credential, so signing in needs no email typed first (issue 5: phones at the capitol).
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await passkeys.saveChallenge({
        session_hash: challengeKeyOf(request),
        purpose: 'registration',
        challenge: options.challenge,
        user_id: user.id,
        expires_at: challengeExpiry(),
      });
      return options;
    },
  );

  app.post(
    '/api/auth/passkeys/registration',
    {
      schema: {
        summary: "Finishes adding a passkey: verifies the authenticator's answer to this browser's challenge",
        body: PasskeyRegistrationBody,
        response: { 201: Passkey, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const pending = await passkeys.takeChallenge(
        challengeKeyOf(request),
        'registration',
        new Date().toISOString(),
      );
      if (!pending || pending.user_id !== user.id)
        return reply.code(400).send(errorBody(400, CEREMONY_EXPIRED));
      const { rpID, origin } = relyingPartyOf(request);
      const verification = await verifyRegistrationResponse({
        // The schema checked the shape; the verifier checks every byte and the signature.
        response: request.body.response as RegistrationResponseJSON,
        expectedChallenge: pending.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch((error: unknown) => {
        request.log.info({ err: error }, 'passkey registration rejected');
        return { verified: false as const };
      });
      if (!verification.verified) {
        const message = 'body.response could not be verified as a passkey for this site. Try again.';
        return reply.code(400).send(errorBody(400, message));
      }
      const { credential } = verification.registrationInfo;
      if (await passkeys.findByCredentialId(credential.id))
        return reply.code(409).send(errorBody(409, 'This passkey is already registered.'));
      const id = await passkeys.create({
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
      });
      const created = (await passkeys.listForUser(user.id, MAX_PASSKEYS)).find((row) => row.id === id)!;
      return reply.code(201).send(presentPasskey(created));
    },
  );
};

export default passkeyRegistrationRoutes;
