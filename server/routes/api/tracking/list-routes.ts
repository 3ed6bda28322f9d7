import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  CreateTrackingListBody,
  MAX_TRACKING_LISTS,
  RenameTrackingListBody,
  TrackingList,
  TrackingListParams,
  TrackingLists,
} from '../../../schemas/tracking.js';
import { noList, presentList, uniqueIds, unknownBills } from './present-tracking.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const nameRequired = (reply: FastifyReply) => reply.code(400).send(errorBody(400, 'body.name is required'));
const nameTaken = (reply: FastifyReply, name: string) =>
  reply.code(409).send(errorBody(409, `body.name: you already have a list named “${name}”`));

/** Create, list, rename and delete tracking lists (spec §2 'Manage tracking lists'). */
const trackingListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tracking } = app.repos;

  app.get(
    '/api/tracking/lists',
    {
      schema: {
        summary: "The signed-in user's tracking lists by name, with how many bills each holds",
        response: { 200: TrackingLists, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      return (await tracking.lists(user.id, MAX_TRACKING_LISTS)).map(presentList);
    },
  );

  app.post(
    '/api/tracking/lists',
    {
      schema: {
        summary: 'Creates a list, optionally holding bills at once (the dialog’s "New list")',
        body: CreateTrackingListBody,
        response: { 201: TrackingList, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const name = request.body.name.trim();
      if (!name) return nameRequired(reply);
      if ((await tracking.countLists(user.id)) >= MAX_TRACKING_LISTS) {
        const message = `You already have ${MAX_TRACKING_LISTS} tracking lists, the most there can be: delete one first.`;
        return reply.code(409).send(errorBody(409, message));
      }
      if (await tracking.nameTaken(user.id, name)) return nameTaken(reply, name);
      const billIds = uniqueIds(request.body.billIds ?? []);
      const existing = await tracking.existingBillIds(billIds);
      const missing = billIds.filter((id) => !existing.has(id));
      if (missing.length > 0) return unknownBills(reply, missing);
      let listId: number;
      try {
        listId = await tracking.createList(user.id, name);
      } catch (error) {
        // Two taps racing: the unique (user, name) index let one in.
        if (await tracking.nameTaken(user.id, name)) return nameTaken(reply, name);
        throw error;
      }
      await tracking.addBills(listId, billIds);
      return reply.code(201).send(presentList((await tracking.findList(user.id, listId))!));
    },
  );

  app.patch(
    '/api/tracking/lists/:id',
    {
      schema: {
        summary: 'Renames a list (owner only; any other id is 404)',
        params: TrackingListParams,
        body: RenameTrackingListBody,
        response: { 200: TrackingList, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const name = request.body.name.trim();
      if (!name) return nameRequired(reply);
      if (!(await tracking.findList(user.id, id))) return noList(reply, id);
      if (await tracking.nameTaken(user.id, name, id)) return nameTaken(reply, name);
      try {
        await tracking.renameList(user.id, id, name);
      } catch (error) {
        if (await tracking.nameTaken(user.id, name, id)) return nameTaken(reply, name);
        throw error;
      }
      return presentList((await tracking.findList(user.id, id))!);
    },
  );

  app.delete(
    '/api/tracking/lists/:id',
    {
      schema: {
        summary: 'Deletes a list; its bills stay on any other list (owner only; any other id is 404)',
        params: TrackingListParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await tracking.deleteList(user.id, request.params.id))) return noList(reply, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default trackingListRoutes;
