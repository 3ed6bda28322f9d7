import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams, MAX_ID } from '../../../schemas/common.js';
import {
  GeneratedReport,
  GenerateReportBody,
  MAX_REPORT_BILLS,
  REPORT_LIST_LIMIT,
  ReportDetail,
  ReportList,
} from '../../../schemas/reports.js';
import { acceptFormBodies } from '../tracking/form-body.js';
import { uniqueIds, unknownBills } from '../tracking/present-tracking.js';
import { presentReportBills, presentReportListItem } from './present-report.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const noReport = (id: number) => errorBody(404, `No report with id ${id}.`);

/** Reports (spec §7 generateReport, /app/report/{id}): each belongs to its owner only. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reports } = app.repos;
  acceptFormBodies(app);
  // Signed out is 401 before the body is read (see routes/api/tracking/index.ts).
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/api/generateReport',
    {
      schema: {
        summary:
          'Makes a report of the given bills, in the given order; answers its id (open /app/report/{id})',
        body: GenerateReportBody,
        response: { 201: GeneratedReport, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const title = request.body.title.trim();
      if (!title) return reply.code(400).send(errorBody(400, 'body.title is required'));
      const billIds = uniqueIds(request.body.ids.split(',').map((id) => Number(id.trim())));
      const notAnId = billIds.find((id) => !Number.isSafeInteger(id) || id > MAX_ID);
      if (notAnId !== undefined) {
        return reply
          .code(400)
          .send(errorBody(400, `body.ids: ${notAnId} is not a bill id (at most ${MAX_ID})`));
      }
      if (billIds.length > MAX_REPORT_BILLS || billIds.includes(0)) {
        const message = `body.ids must name 1 to ${MAX_REPORT_BILLS} bills by id (got ${billIds.length})`;
        return reply.code(400).send(errorBody(400, message));
      }
      const existing = await reports.existingBillIds(billIds);
      const missing = billIds.filter((id) => !existing.has(id));
      if (missing.length > 0) return unknownBills(reply, missing);
      return reply.code(201).send({ id: await reports.create(user.id, title, billIds, app.clock.now()) });
    },
  );

  app.get(
    '/api/reports',
    {
      schema: {
        summary: `Your reports, newest first (at most ${REPORT_LIST_LIMIT})`,
        response: { 200: ReportList, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      return (await reports.list(user.id, REPORT_LIST_LIMIT)).map(presentReportListItem);
    },
  );

  app.get(
    '/api/reports/:id',
    {
      schema: {
        summary:
          'A report with each bill’s number, title, sponsor, status, last action, summary, history and votes',
        params: IdParams,
        response: { 200: ReportDetail, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const report = await reports.find(user.id, request.params.id);
      if (!report) return reply.code(404).send(noReport(request.params.id));
      markPersonal(reply);
      return {
        id: report.id,
        title: report.title,
        created_at: report.created_at,
        bills: await presentReportBills(reports, report.id),
      };
    },
  );

  app.delete(
    '/api/reports/:id',
    {
      schema: {
        summary: 'Deletes a report (owner only; any other id is 404)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await reports.delete(user.id, request.params.id)))
        return reply.code(404).send(noReport(request.params.id));
      return reply.code(204).send(null);
    },
  );
};

export default reportRoutes;
