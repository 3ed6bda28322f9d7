import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { TRACKED_BILLS_PAGE_SIZE, TrackedBillsPage, TrackedBillsQuery } from '../../../schemas/tracking.js';
import { presentBill } from '../bills/present-bill.js';
import { noList } from './present-tracking.js';

/** "My bills": the tracked bills with their latest action, 20 a page (spec §4 infinite list). */
const trackedBillsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tracking } = app.repos;

  app.get(
    '/api/tracking/bills',
    {
      schema: {
        summary:
          'Bills on your tracking lists (or one list), most recently active first, each with its latest ' +
          'action and the lists it is on; an empty page ends the list',
        querystring: TrackedBillsQuery,
        response: { 200: TrackedBillsPage, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { page, list } = request.query;
      if (list !== undefined && !(await tracking.findList(user.id, list))) return noList(reply, list);
      markPersonal(reply);
      const rows = await tracking.trackedBills(user.id, list, {
        limit: TRACKED_BILLS_PAGE_SIZE,
        offset: (page - 1) * TRACKED_BILLS_PAGE_SIZE,
      });
      const billIds = rows.map((row) => row.id);
      const [latest, memberships] = await Promise.all([
        tracking.latestActions(billIds),
        tracking.listsOfBills(user.id, billIds),
      ]);
      return {
        data: rows.map((row) => ({
          ...presentBill(row),
          last_action: latest.get(row.id) ?? null,
          lists: memberships
            .filter((membership) => membership.bill_id === row.id)
            .map(({ id, name }) => ({ id, name })),
        })),
      };
    },
  );
};

export default trackedBillsRoutes;
