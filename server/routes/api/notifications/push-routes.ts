import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { markPersonal } from '../../../lib/personal-response.js';
import type { AppSecrets } from '../../../notifications/app-secrets.js';
import { pushEndpointProblem } from '../../../notifications/push-endpoints.js';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import {
  PushDeviceList,
  PushKey,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '../../../schemas/notifications.js';

/** Browsers a reader can have pushes on at once; a new one past this replaces the oldest. */
export const MAX_PUSH_DEVICES = 20;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Web Push: the server's public key, and the reader's subscribed browsers (seen and deleted on Me). */
const pushRoutes: FastifyPluginAsyncTypebox<{ secrets: AppSecrets; allowLocalEndpoints: boolean }> = async (
  app,
  { secrets, allowLocalEndpoints },
) => {
  const devices = (userId: number) =>
    app.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'user_agent', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(MAX_PUSH_DEVICES)
      .execute();
  /** Deletes one of the reader's subscriptions (by endpoint or id); false when they have no such one. */
  const deleteOwnSubscription = async (userId: number, by: 'endpoint' | 'id', value: string | number) => {
    const result = await app.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(by, '=', value as never)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  };
  const present = (rows: Awaited<ReturnType<typeof devices>>) => ({
    items: rows.map((row) => ({
      id: row.id,
      service: new URL(row.endpoint).origin,
      user_agent: row.user_agent,
      created_at: row.created_at,
    })),
  });

  app.get(
    '/api/push/key',
    {
      schema: {
        summary: "The server's VAPID public key (base64url), PushManager.subscribe's applicationServerKey",
        response: { 200: PushKey },
      },
    },
    async () => ({ public_key: (await secrets.vapidKeys()).publicKey }),
  );

  app.get(
    '/api/push/subscriptions',
    {
      schema: {
        summary: 'The browsers that get your pushes',
        response: { 200: PushDeviceList, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      return present(await devices(user.id));
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        summary:
          "Saves this browser's push subscription (the same endpoint again is updated, and becomes yours)",
        body: PushSubscriptionBody,
        response: { 201: PushDeviceList, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { endpoint, keys } = request.body;
      const problem = pushEndpointProblem(endpoint, allowLocalEndpoints);
      if (problem) return reply.code(400).send(errorBody(400, problem));
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      const values = { user_id: user.id, p256dh: keys.p256dh, auth: keys.auth, user_agent: userAgent };
      await app.db
        .insertInto('push_subscriptions')
        .values({ ...values, endpoint, created_at: app.clock.now() })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
        .execute();
      // Bounded per reader: the oldest browsers past the limit stop getting pushes.
      const kept = await devices(user.id);
      if (kept.length === MAX_PUSH_DEVICES)
        await app.db
          .deleteFrom('push_subscriptions')
          .where('user_id', '=', user.id)
          .where('id', '<', kept.at(-1)!.id)
          .execute();
      markPersonal(reply);
      return reply.code(201).send(present(await devices(user.id)));
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        summary: "Stops pushes to this browser, named by its subscription's endpoint",
        body: PushUnsubscribeBody,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteOwnSubscription(requireUser(request).id, 'endpoint', request.body.endpoint);
      if (!deleted)
        return reply
          .code(404)
          .send(errorBody(404, 'body.endpoint: this browser gets no pushes from your account.'));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions/:id',
    {
      schema: {
        summary: 'Stops pushes to one of your browsers (owner only; any other id is 404)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteOwnSubscription(requireUser(request).id, 'id', request.params.id);
      if (!deleted)
        return reply
          .code(404)
          .send(errorBody(404, `No browser with id ${request.params.id} gets your pushes.`));
      return reply.code(204).send(null);
    },
  );
};

export default pushRoutes;
