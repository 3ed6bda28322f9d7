import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import agendaRoutes from './agenda-routes.js';
import calendarFileRoutes from './calendar-file-routes.js';
import scheduleRoutes from './schedule-routes.js';

/** /api/calendar: Today's Schedule, the personal agenda and its calendar files (issues 4 and 5). */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(scheduleRoutes);
  await app.register(agendaRoutes);
  await app.register(calendarFileRoutes);
};

export default calendarRoutes;
