import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  BillIdsBody,
  MAX_BILLS_PER_LIST,
  TrackingList,
  TrackingListParams,
} from '../../../schemas/tracking.js';
import { noList, presentList, uniqueIds, unknownBills } from './present-tracking.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Puts bills on a list and takes them off (the dialog's checkboxes, "Remove" on My bills). */
const trackingListBillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tracking } = app.repos;

  app.post(
    '/api/tracking/lists/:id/bills',
    {
      schema: {
        summary: 'Adds bills to a list; bills already on it are left as they are (owner only)',
        params: TrackingListParams,
        body: BillIdsBody,
        response: { 200: TrackingList, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const list = await tracking.findList(user.id, id);
      if (!list) return noList(reply, id);
      const billIds = uniqueIds(request.body.billIds);
      const existing = await tracking.existingBillIds(billIds);
      const missing = billIds.filter((billId) => !existing.has(billId));
      if (missing.length > 0) return unknownBills(reply, missing);
      const membership = await tracking.membership(user.id, billIds);
      const alreadyOn = Number(membership.find((row) => row.tracking_list_id === id)?.n ?? 0);
      if (Number(list.bill_count) + billIds.length - alreadyOn > MAX_BILLS_PER_LIST) {
        const message = `A list holds at most ${MAX_BILLS_PER_LIST} bills; “${list.name}” has ${list.bill_count}. Start another list.`;
        return reply.code(409).send(errorBody(409, message));
      }
      await tracking.addBills(id, billIds);
      return presentList((await tracking.findList(user.id, id))!);
    },
  );

  app.delete(
    '/api/tracking/lists/:id/bills',
    {
      schema: {
        summary: 'Takes bills off a list (owner only); ids not on it are ignored',
        params: TrackingListParams,
        body: BillIdsBody,
        response: { 200: TrackingList, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (!(await tracking.findList(user.id, id))) return noList(reply, id);
      await tracking.removeBills(id, uniqueIds(request.body.billIds));
      return presentList((await tracking.findList(user.id, id))!);
    },
  );
};

export default trackingListBillRoutes;
