import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLS_PAGE_SIZE, BillDetail, BillListQuery, BillPage } from '../../../schemas/bills.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { legislatorUrl } from '../../../lib/urls.js';
import { errorBody } from '../../../plugins/errors.js';
import { presentBill } from './present-bill.js';

const billRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bills',
    {
      schema: {
        summary: 'Bills of a session, most recently active first, 20 a page; an empty page ends the list',
        querystring: BillListQuery,
        response: { 200: BillPage, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { session, chamber, page } = request.query;
      const sessionName = session ?? (await app.repos.bills.currentSessionName());
      const rows = await app.repos.bills.list({
        sessionName,
        chamber,
        limit: BILLS_PAGE_SIZE,
        offset: (page - 1) * BILLS_PAGE_SIZE,
      });
      return { data: rows.map(presentBill) };
    },
  );

  app.get(
    '/api/bill/:id',
    {
      schema: {
        summary: 'A bill with its sponsors, categories, citations, summary and history',
        params: IdParams,
        response: { 200: BillDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repos.bills.findById(request.params.id);
      if (!row) return reply.status(404).send(errorBody(404, `No bill with id ${request.params.id}`));
      const details = await app.repos.bills.detailsOf(row.id);
      return {
        ...presentBill(row),
        filed_date: row.filed_date,
        cosponsors: details.cosponsors.map((c) => ({ ...c, url: legislatorUrl(c.id) })),
        categories: details.categories,
        citations: details.citations,
        summary: details.summary,
        actions: details.actions.map((a) => ({
          id: a.id,
          action_date: a.action_date,
          branch: a.branch,
          action: { action_text: a.action_text },
        })),
      };
    },
  );
};

export default billRoutes;
