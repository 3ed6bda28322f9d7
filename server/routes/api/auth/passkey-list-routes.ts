import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { PasskeyList } from '../../../schemas/passkeys.js';
import { MAX_PASSKEYS, parseTransports } from './relying-party.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const presentPasskey = (row: {
  id: number;
  created_at: string;
  last_used_at: string | null;
  transports: string;
}) => ({
  id: row.id,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  transports: parseTransports(row.transports),
});

/** Listing and removing the signed-in user's passkeys (under Me). */
const passkeyListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { passkeys } = app.repos;
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/api/auth/passkeys',
    {
      schema: { summary: 'Your passkeys, oldest first', response: { 200: PasskeyList, 401: ErrorResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return (await passkeys.listForUser(user.id, MAX_PASSKEYS)).map(presentPasskey);
    },
  );

  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: {
        summary: 'Removes a passkey: it can no longer sign in (owner only; any other id is 404)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await passkeys.delete(user.id, request.params.id)))
        return reply.code(404).send(errorBody(404, `No passkey with id ${request.params.id}.`));
      return reply.code(204).send(null);
    },
  );
};

export default passkeyListRoutes;
