import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../schemas/common.js';
import { LiveCalendar, LiveCalendarQuery, type LiveCalendarAction } from '../../../schemas/live-calendar.js';
import { billUrl } from '../../../lib/urls.js';

const liveCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/live_calendar',
    {
      schema: {
        summary:
          "The latest days' recorded actions of a chamber (the bills' histories), grouped by date, newest " +
          'day first and the newest action first within a day (spec §7)',
        querystring: LiveCalendarQuery,
        response: { 200: LiveCalendar, 400: ErrorResponse },
      },
    },
    async (request) => {
      const rows = await app.repos.liveCalendar.latestActions(request.query.chamber);
      const days = new Map<string, LiveCalendarAction[]>();
      for (const row of rows) {
        const action: LiveCalendarAction = {
          id: row.id,
          action_date: row.action_date,
          abbreviation: row.abbreviation,
          real_action: row.real_action,
          bill: {
            id: row.bill_id,
            url: billUrl(row.bill_id),
            bill_type: row.bill_type,
            bill_number: row.bill_number,
            short_title: row.short_title ?? row.title,
            // No source records floor notes: the calendar is the bills' recorded actions and nothing else.
            floor_notes: null,
            primary_sponsor: row.sponsor_short_full_name
              ? { legislator: { short_full_name: row.sponsor_short_full_name } }
              : null,
          },
        };
        const day = days.get(row.action_date);
        if (day) day.push(action);
        else days.set(row.action_date, [action]);
      }
      return [...days].map(([date, actions]) => ({ date, actions }));
    },
  );
};

export default liveCalendarRoutes;
