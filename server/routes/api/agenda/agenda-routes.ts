import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { agendaValuesFor } from '../../../db/repositories/agenda-repository.js';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { AddAgendaItemBody, AgendaEvent, AgendaList } from '../../../schemas/agenda.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { byStartTime, presentAgendaEvent } from './present-agenda.js';
import { originOf } from './request-origin.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The signed-in user's agenda (spec §2 agenda widget, §7 GET /api/calendar/agenda). */
const agendaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/calendar/agenda',
    {
      schema: {
        summary: "The signed-in user's agenda items, soonest first (401 when signed out)",
        response: { 200: AgendaList, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      const rows = await app.repos.agenda.list(user.id);
      const origin = originOf(request);
      return rows.sort(byStartTime).map((row) => presentAgendaEvent(row, origin));
    },
  );

  app.post(
    '/api/calendar/agenda',
    {
      schema: {
        summary:
          "Adds a meeting from Today's Schedule to the agenda: 201 with the new item, or 200 with the item " +
          'already there (adding twice is harmless)',
        body: AddAgendaItemBody,
        response: { 200: AgendaEvent, 201: AgendaEvent, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { meeting_id: meetingId } = request.body;
      const meeting = await app.repos.agenda.meeting(meetingId);
      if (!meeting) return reply.code(404).send(errorBody(404, `No meeting with id ${meetingId}.`));
      const existing = await app.repos.agenda.findByMeeting(user.id, meetingId);
      if (existing) return presentAgendaEvent(existing, originOf(request));
      try {
        await app.repos.agenda.insert(user.id, agendaValuesFor(meeting));
      } catch (error) {
        // Two taps racing: the unique (user, meeting) index let one in; answer with that one.
        if (!(await app.repos.agenda.findByMeeting(user.id, meetingId))) throw error;
      }
      const created = await app.repos.agenda.findByMeeting(user.id, meetingId);
      return reply.code(201).send(presentAgendaEvent(created!, originOf(request)));
    },
  );

  app.delete(
    '/api/calendar/agenda/:id',
    {
      schema: {
        summary: 'Removes an item from the agenda (only its owner can; any other id is 404)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const removed = await app.repos.agenda.remove(user.id, request.params.id);
      if (!removed)
        return reply.code(404).send(errorBody(404, `No agenda item with id ${request.params.id}.`));
      return reply.code(204).send(null);
    },
  );
};

export default agendaRoutes;
