import { markPersonal, PRIVATE_CACHE } from '../../../lib/personal-response.js';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { buildCalendar } from '../../../lib/ics.js';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { AgendaFeed, FeedParams, IcsParams } from '../../../schemas/agenda.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { agendaFeedPath, byStartTime, toCalendarEvent } from './present-agenda.js';
import { originOf } from './request-origin.js';

const ICS_TYPE = 'text/calendar; charset=utf-8';
const IcsBody = Type.String({ description: 'an RFC 5545 iCalendar file' });
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const noFeed = { active: false, created_at: null, url_path: null };

/** iCalendar files of the agenda: one item for Apple / Outlook, and the private subscription feed. */
const calendarFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/calendar/agenda/:id.ics',
    {
      schema: {
        summary: 'One agenda item as an .ics file (owner only; any other id is 404)',
        params: IcsParams,
        response: { 200: IcsBody, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await app.repos.agenda.findOwned(user.id, request.params.id);
      if (!row) return reply.code(404).send(errorBody(404, `No agenda item with id ${request.params.id}.`));
      return reply
        .type(ICS_TYPE)
        .header('cache-control', PRIVATE_CACHE)
        .header('content-disposition', `attachment; filename="statehouse-agenda-${row.id}.ics"`)
        .send(buildCalendar([toCalendarEvent(row, originOf(request))]));
    },
  );

  app.get(
    '/api/calendar/agenda/feed',
    {
      schema: {
        summary: 'Whether the signed-in user has a calendar subscription (its URL is shown only at creation)',
        response: { 200: AgendaFeed, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      const createdAt = await app.repos.agenda.feedCreatedAt(user.id);
      return createdAt ? { active: true, created_at: createdAt, url_path: null } : noFeed;
    },
  );

  app.post(
    '/api/calendar/agenda/feed',
    {
      schema: {
        summary: 'Creates the subscription URL, or replaces it (the old URL stops working at once)',
        response: { 201: AgendaFeed, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const token = randomBytes(32).toString('hex');
      const createdAt = await app.repos.agenda.replaceFeed(user.id, hashToken(token));
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send({ active: true, created_at: createdAt, url_path: agendaFeedPath(token) });
    },
  );

  app.delete(
    '/api/calendar/agenda/feed',
    {
      schema: {
        summary: 'Revokes the subscription URL',
        response: { 200: AgendaFeed, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.repos.agenda.deleteFeed(user.id);
      return noFeed;
    },
  );

  app.get(
    '/api/calendar/feed/:token.ics',
    {
      schema: {
        summary: 'The whole agenda as a subscribed calendar; the secret in the URL is the only credential',
        params: FeedParams,
        response: { 200: IcsBody, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const userId = await app.repos.agenda.feedOwner(hashToken(request.params.token));
      if (userId === null) return reply.code(404).send(errorBody(404, 'No calendar feed at this address.'));
      const origin = originOf(request);
      // A calendar app subscribes once, with no state: the feed is the reader's whole agenda.
      const rows = (await app.repos.agenda.list(userId, { everyState: true })).sort(byStartTime);
      return reply
        .type(ICS_TYPE)
        .header('cache-control', PRIVATE_CACHE)
        .send(
          buildCalendar(
            rows.map((row) => toCalendarEvent(row, origin)),
            'Statehouse agenda',
          ),
        );
    },
  );
};

export default calendarFileRoutes;
