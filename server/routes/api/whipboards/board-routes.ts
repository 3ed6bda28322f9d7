import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import {
  CreateWhipboardBody,
  MAX_WHIPBOARDS,
  RenameWhipboardBody,
  START_POSITION,
  Whipboard,
  WhipboardList,
  WhipboardSummary,
} from '../../../schemas/whipboard.js';
import { resolveBoardSource } from './board-source.js';
import { loadBoard, loadSummaries } from './load-board.js';
import { noBoard } from './present-whipboard.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** List, create, open, rename and delete the signed-in user's whipboards (issue 7). */
const boardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { whipboards } = app.repos;

  app.get(
    '/api/whipboards',
    {
      schema: {
        summary: `Your whipboards, most recently changed first, with column counts (at most ${MAX_WHIPBOARDS})`,
        response: { 200: WhipboardList, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      return loadSummaries(whipboards, user.id);
    },
  );

  app.post(
    '/api/whipboards',
    {
      schema: {
        summary:
          'Creates a board for a bill or a named question: every serving member of the chamber starts in ' +
          'Toss-Up, or where they voted on rollCallId (yes → Yes, no → No, others Toss-Up)',
        body: CreateWhipboardBody,
        response: { 201: Whipboard, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if ((await whipboards.count(user.id)) >= MAX_WHIPBOARDS) {
        const message = `You already have ${MAX_WHIPBOARDS} whipboards, the most there can be: delete one first.`;
        return reply.code(409).send(errorBody(409, message));
      }
      const source = await resolveBoardSource(whipboards, request.body);
      if (!source.ok) return reply.code(source.statusCode).send(errorBody(source.statusCode, source.message));
      const id = await whipboards.create(
        user.id,
        source.board,
        source.positions,
        START_POSITION,
        app.clock.now(),
      );
      return reply.code(201).send((await loadBoard(whipboards, user.id, id))!);
    },
  );

  app.get(
    '/api/whipboards/:id',
    {
      schema: {
        summary: 'One of your boards with every card (any other id is 404)',
        params: IdParams,
        response: { 200: Whipboard, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const board = await loadBoard(whipboards, user.id, request.params.id);
      if (!board) return noBoard(reply, request.params.id);
      markPersonal(reply);
      return board;
    },
  );

  app.patch(
    '/api/whipboards/:id',
    {
      schema: {
        summary: 'Renames a board (owner only; any other id is 404)',
        params: IdParams,
        body: RenameWhipboardBody,
        response: { 200: WhipboardSummary, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const question = request.body.question.trim();
      if (!question) return reply.code(400).send(errorBody(400, 'body.question is required'));
      if (!(await whipboards.rename(user.id, id, question, app.clock.now()))) return noBoard(reply, id);
      const { entries: _entries, ...summary } = (await loadBoard(whipboards, user.id, id))!;
      return summary;
    },
  );

  app.delete(
    '/api/whipboards/:id',
    {
      schema: {
        summary: 'Deletes a board and its cards (owner only; any other id is 404)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await whipboards.remove(user.id, request.params.id))) return noBoard(reply, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default boardRoutes;
