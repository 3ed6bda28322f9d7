import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { markPersonal } from '../../../lib/personal-response.js';
import { requestJurisdictionId } from '../../../jurisdictions/jurisdiction-context.js';
import { followsRepository, MAX_FOLLOWS } from '../../../notifications/follows-repository.js';
import { searchKey } from '../../../notifications/saved-searches.js';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import {
  Follow,
  FollowBody,
  FollowList,
  FollowPatch,
  FollowStatus,
  FollowStatusQuery,
} from '../../../schemas/notifications.js';
import { presentFollows } from './present-follow.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const noFollow = (reply: FastifyReply, id: number) =>
  reply.code(404).send(errorBody(404, `You follow nothing with id ${id}.`));

const RECORD_TABLES = { bill: 'bills', legislator: 'legislators', committee: 'committees' } as const;

/** Follow and unfollow bills, legislators, committees and searches; the Follow buttons' status. */
const followsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const follows = followsRepository(app.db);
  const one = async (row: Parameters<typeof presentFollows>[1][number]) =>
    (await presentFollows(app.db, [row]))[0]!;

  app.get(
    '/api/follows',
    {
      schema: {
        summary: 'What you follow, newest first: your own follows and the bills on your tracking lists',
        response: { 200: FollowList, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      await follows.materializeTracked(user.id, app.clock.now());
      return { items: await presentFollows(app.db, await follows.list(user.id)) };
    },
  );

  app.get(
    '/api/follows/status',
    {
      schema: {
        summary: 'Whether you follow this bill, legislator or committee (null when you do not)',
        querystring: FollowStatusQuery,
        response: { 200: FollowStatus, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      const { kind, target } = request.query;
      if (kind === 'bill') await follows.materializeTracked(user.id, app.clock.now());
      const row = await follows.findByTarget(user.id, kind, target);
      return { follow: row ? await one(row) : null };
    },
  );

  app.put(
    '/api/follows',
    {
      schema: {
        summary:
          'Follows a bill, legislator or committee (by target) or a search (by search); the same thing again updates its channels',
        body: FollowBody,
        response: { 200: Follow, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { kind, target, search, channels = {} } = request.body;
      let key: string;
      let jurisdictionId: number | null = null;
      if (kind === 'search') {
        if (!search)
          return reply.code(400).send(errorBody(400, 'body.search is required to follow a search'));
        if (target !== undefined)
          return reply
            .code(400)
            .send(errorBody(400, 'body.target: a search is followed by body.search, not a target'));
        jurisdictionId = requestJurisdictionId();
        if (jurisdictionId === 0)
          return reply
            .code(400)
            .send(errorBody(400, 'This server holds no state yet: there is nothing to search.'));
        key = searchKey(search);
      } else {
        if (target === undefined)
          return reply.code(400).send(errorBody(400, `body.target is required to follow a ${kind}`));
        if (search !== undefined)
          return reply.code(400).send(errorBody(400, `body.search is only for kind 'search', not '${kind}'`));
        const found = await app.db
          .selectFrom(RECORD_TABLES[kind])
          .select('id')
          .where('id', '=', Number(target))
          .executeTakeFirst();
        if (!found) return reply.code(404).send(errorBody(404, `body.target: no ${kind} with id ${target}.`));
        key = target;
      }
      const existing = await follows.findByTarget(user.id, kind, key);
      if (!existing && (await follows.count(user.id)) >= MAX_FOLLOWS)
        return reply
          .code(409)
          .send(
            errorBody(
              409,
              `You already follow ${MAX_FOLLOWS} things, the most there can be: unfollow one first.`,
            ),
          );
      const id = await follows.upsert(
        user.id,
        { kind, target: key, jurisdictionId, search: search ?? null, channels },
        app.clock.now(),
      );
      markPersonal(reply);
      return one((await follows.find(user.id, id))!);
    },
  );

  app.patch(
    '/api/follows/:id',
    {
      schema: {
        summary: 'Changes where the news of one follow goes (owner only; any other id is 404)',
        params: IdParams,
        body: FollowPatch,
        response: { 200: Follow, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (!(await follows.find(user.id, id))) return noFollow(reply, id);
      await follows.setChannels(user.id, id, request.body.channels);
      markPersonal(reply);
      return one((await follows.find(user.id, id))!);
    },
  );

  app.delete(
    '/api/follows/:id',
    {
      schema: {
        summary: 'Unfollows (owner only; any other id is 404); a tracked bill stays unfollowed',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await follows.find(user.id, request.params.id);
      if (!row) return noFollow(reply, request.params.id);
      await follows.remove(user.id, row);
      return reply.code(204).send(null);
    },
  );
};

export default followsRoutes;
