import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stripCommitteePrefix } from '../../../lib/committee-names.js';
import { committeeUrl } from '../../../lib/urls.js';
import { Schedule, ScheduleQuery, type ScheduleMeeting } from '../../../schemas/agenda.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { parseClockTime } from '../../../lib/ics.js';

/** Today's Schedule (issue 5): one day's hearings and floor sessions, each addable to the agenda. */
const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/calendar/schedule',
    {
      schema: {
        summary:
          "A day's hearings and formal sessions by start time (default today in Boston), with the nearest " +
          'earlier and later days that have meetings; agenda_id marks those on the signed-in user’s agenda',
        querystring: ScheduleQuery,
        response: { 200: Schedule, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? app.clock.today();
      // agenda_id depends on who asks.
      markPersonal(reply);
      const [rows, adjacent] = await Promise.all([
        app.repos.agenda.meetingsOn(date, request.user?.id ?? null),
        app.repos.agenda.adjacentMeetingDates(date),
      ]);
      const meetings: ScheduleMeeting[] = rows.map((row) => ({
        id: row.id,
        meeting_type: row.meeting_type,
        chamber: row.chamber,
        title: row.title,
        committee:
          row.committee_id && row.committee_name
            ? { id: row.committee_id, short_name: stripCommitteePrefix(row.committee_name) }
            : null,
        date: row.meeting_date,
        time: row.meeting_time,
        location: row.location,
        link: row.url ?? (row.committee_id ? committeeUrl(row.committee_id) : null),
        billCount: Number(row.bill_count ?? 0),
        agenda_id: row.agenda_id ?? null,
      }));
      const startOf = (meeting: ScheduleMeeting) => parseClockTime(meeting.time) ?? -1;
      meetings.sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
      return { date, previous_date: adjacent.previous, next_date: adjacent.next, meetings };
    },
  );
};

export default scheduleRoutes;
