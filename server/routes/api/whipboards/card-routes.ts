import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import {
  MoveEntryBody,
  MoveEntryResponse,
  UpdateAllBody,
  UpdateAllResponse,
  Whipboard,
} from '../../../schemas/whipboard.js';
import { arrangeCards, countsOf, moveCard, resetCards, writeTime } from './arrangement.js';
import { loadBoard } from './load-board.js';
import { noBoard, presentEntry } from './present-whipboard.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const badRequest = (reply: FastifyReply, message: string) => reply.code(400).send(errorBody(400, message));
const noEntry = (reply: FastifyReply, id: number) =>
  reply.code(404).send(errorBody(404, `No whipboard entry with id ${id}.`));

/**
 * The spec's card calls (§7) under /whipboard, owner-only and CSRF-checked like every write. GET
 * /whipboard/… is never an API route: those are app pages (/whipboard/reset/{id}), served the app shell.
 */
const cardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { whipboards } = app.repos;

  app.patch(
    '/whipboard/:id',
    {
      schema: {
        summary:
          'Moves card `id` to `position` (at `order`, default the end of the column) and renumbers every ' +
          'column; answers the new column counts. Idempotent with operationId; last write per card wins.',
        params: IdParams,
        body: MoveEntryBody,
        response: { 200: MoveEntryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id: entryId } = request.params;
      const { whipboardId, position, order, operationId, movedAt } = request.body;
      if (!(await whipboards.find(user.id, whipboardId))) return noBoard(reply, whipboardId);
      const [entry] = await whipboards.entryBoardIds([entryId]);
      if (!entry) return noEntry(reply, entryId);
      if (entry.whipboard_id !== whipboardId)
        return badRequest(reply, `params.id: entry ${entryId} is not on whipboard ${whipboardId}`);
      const now = app.clock.now();
      const writtenAt = writeTime(movedAt && app.clock.now(Date.parse(movedAt)), Date.parse(now));
      const outcome = await whipboards.update(whipboardId, operationId, now, (cards) =>
        moveCard(cards, { entryId, position, order, writtenAt }),
      );
      return { ...countsOf(await whipboards.entries(whipboardId)), outcome };
    },
  );

  app.put(
    '/whipboard/updateAll',
    {
      schema: {
        summary:
          "Sets the listed cards' positions and orders at once (cards of one board) and renumbers every " +
          'column; answers the counts and the whole board. Idempotent with operationId; last write per card wins.',
        body: UpdateAllBody,
        response: { 200: UpdateAllResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { whipboard: updates, operationId, movedAt } = request.body;
      const boardIds = [...new Set(updates.map((update) => update.whipboardId))];
      if (boardIds.length > 1)
        return badRequest(
          reply,
          `body.whipboard: entries must be on one whipboard, not ${boardIds.join(', ')}`,
        );
      const whipboardId = boardIds[0]!;
      if (!(await whipboards.find(user.id, whipboardId))) return noBoard(reply, whipboardId);
      const ids = updates.map((update) => update.id);
      const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
      if (repeated !== undefined)
        return badRequest(reply, `body.whipboard: entry ${repeated} is listed twice`);
      const found = new Map((await whipboards.entryBoardIds(ids)).map((row) => [row.id, row.whipboard_id]));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) return noEntry(reply, missing);
      const foreign = ids.find((id) => found.get(id) !== whipboardId);
      if (foreign !== undefined)
        return badRequest(reply, `body.whipboard: entry ${foreign} is not on whipboard ${whipboardId}`);
      const now = app.clock.now();
      const writtenAt = writeTime(movedAt && app.clock.now(Date.parse(movedAt)), Date.parse(now));
      const outcome = await whipboards.update(whipboardId, operationId, now, (cards) =>
        arrangeCards(cards, updates, writtenAt),
      );
      const entries = (await whipboards.entries(whipboardId)).map(presentEntry);
      return { ...countsOf(entries), outcome, whipboard: entries };
    },
  );

  app.post(
    '/whipboard/reset/:id',
    {
      schema: {
        summary:
          'Reset Board: every card back to Toss-Up, by name. A write to every card, so moves made ' +
          'earlier and replayed later are superseded. (GET /whipboard/reset/{id} is the confirmation page.)',
        params: IdParams,
        response: { 200: Whipboard, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (!(await whipboards.find(user.id, id))) return noBoard(reply, id);
      const writtenAt = app.clock.now();
      await whipboards.update(id, undefined, writtenAt, (cards) => resetCards(cards, writtenAt));
      return (await loadBoard(whipboards, user.id, id))!;
    },
  );
};

export default cardRoutes;
