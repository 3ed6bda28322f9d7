import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  BillIdsBody,
  LoadBillTrackingBody,
  MAX_TRACKING_LISTS,
  TrackedBillMap,
  TrackingDialog,
} from '../../../schemas/tracking.js';
import { presentList, uniqueIds } from './present-tracking.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The spec's own tracking calls (§7), answered for the search page and the 'Manage tracking lists' dialog. */
const trackingSpecRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tracking } = app.repos;

  // The spec writes the path with a trailing slash; clients that drop it are answered the same.
  for (const url of ['/api/bills/isTracked/', '/api/bills/isTracked']) {
    app.post(
      url,
      {
        schema: {
          summary:
            'Which of the given bills are on any of your tracking lists: a map whose keys and values are ' +
            'the tracked ids (POST so a 1,000-bill page fits; it changes nothing)',
          body: BillIdsBody,
          response: { 200: TrackedBillMap, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'private, no-store');
        const tracked = await tracking.trackedAmong(user.id, uniqueIds(request.body.billIds));
        return Object.fromEntries(tracked.sort((a, b) => a - b).map((id) => [String(id), id]));
      },
    );
  }

  app.post(
    '/api/loadBillTracking',
    {
      schema: {
        summary:
          "The 'Manage tracking lists' dialog for the chosen bills (form fields billIds[] and sessionId, " +
          'or JSON): every list with how many of the bills it holds; the client renders it',
        body: LoadBillTrackingBody,
        response: { 200: TrackingDialog, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const billIds = uniqueIds(request.body.billIds);
      const { sessionId } = request.body;
      let session = null;
      if (sessionId !== undefined) {
        session = (await tracking.legislativeSession(sessionId)) ?? null;
        if (!session)
          return reply.code(404).send(errorBody(404, `No legislative session with id ${sessionId}.`));
      }
      const [lists, membership] = await Promise.all([
        tracking.lists(user.id, MAX_TRACKING_LISTS),
        tracking.membership(user.id, billIds),
      ]);
      const selected = new Map(membership.map((row) => [row.tracking_list_id, Number(row.n)]));
      return {
        bill_ids: billIds,
        session,
        lists: lists.map((row) => ({ ...presentList(row), selected_count: selected.get(row.id) ?? 0 })),
      };
    },
  );
};

export default trackingSpecRoutes;
