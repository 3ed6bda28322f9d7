import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { markPersonal } from '../../../lib/personal-response.js';
import type { Db } from '../../../db/database.js';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  InboxPage,
  InboxQuery,
  MarkReadBody,
  UnreadCount,
  type InboxItem,
} from '../../../schemas/notifications.js';

const DEFAULT_PAGE = 30;

async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('inbox_items')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('shown', '=', 1)
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The in-app inbox: newest first, a page at a time, and marking items read. */
const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        summary: 'Your notices, newest first; `before` (an item id) pages back; with your unread count',
        querystring: InboxQuery,
        response: { 200: InboxPage, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      const limit = request.query.limit ?? DEFAULT_PAGE;
      let query = app.db
        .selectFrom('inbox_items as i')
        .innerJoin('notice_events as e', 'e.id', 'i.event_id')
        .select([
          'i.id',
          'e.kind',
          'e.title',
          'e.body',
          'e.url',
          'e.occurred_at',
          'i.created_at',
          'i.read',
          'i.follow_id',
        ])
        .where('i.user_id', '=', user.id)
        .where('i.shown', '=', 1)
        .orderBy('i.id', 'desc')
        .limit(limit + 1);
      if (request.query.before !== undefined) query = query.where('i.id', '<', request.query.before);
      const rows = await query.execute();
      const items: InboxItem[] = rows.slice(0, limit).map((row) => ({ ...row, read: row.read === 1 }));
      return {
        items,
        unread: await unreadCount(app.db, user.id),
        next_before: rows.length > limit ? items.at(-1)!.id : null,
      };
    },
  );

  app.get(
    '/api/notifications/unread',
    {
      schema: {
        summary: 'How many of your notices are unread (the Me tab badge)',
        response: { 200: UnreadCount, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      return { unread: await unreadCount(app.db, user.id) };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        summary: 'Marks these notices (ids) or all of them read; answers the unread count',
        body: MarkReadBody,
        response: { 200: UnreadCount, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { ids, all } = request.body;
      if (!all && (ids === undefined || ids.length === 0))
        return reply
          .code(400)
          .send(errorBody(400, 'body.ids (up to 100 item ids) or body.all: true is required'));
      let update = app.db
        .updateTable('inbox_items')
        .set({ read: 1 })
        .where('user_id', '=', user.id)
        .where('read', '=', 0);
      if (!all) update = update.where('id', 'in', ids!);
      await update.execute();
      markPersonal(reply);
      return { unread: await unreadCount(app.db, user.id) };
    },
  );
};

export default inboxRoutes;
