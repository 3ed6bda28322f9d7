import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BillActionList,
  BillCategoryList,
  BillCitationList,
  BillSummaryText,
} from '../../../schemas/bills.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { errorBody } from '../../../plugins/errors.js';
import { presentAction } from './present-bill.js';
import { sanitizeHtml } from './sanitize-html.js';

const notFound = (id: number) => errorBody(404, `No bill with id ${id}`);

/** The four tabs of the bill detail row (spec §2), each loaded when its tab is first opened. */
const billTabRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tab = <T>(summary: string, response: T) => ({
    schema: {
      summary,
      params: IdParams,
      response: { 200: response, 400: ErrorResponse, 404: ErrorResponse },
    },
  });
  const billExists = async (id: number) => (await app.repos.bills.findById(id)) !== undefined;

  app.get(
    '/api/bill/:id/actions',
    tab('The bill history, oldest first (spec §3 Bill action)', BillActionList),
    async (request, reply) => {
      const { id } = request.params;
      if (!(await billExists(id))) return reply.status(404).send(notFound(id));
      return (await app.repos.bills.actionsOf(id)).map(presentAction);
    },
  );

  app.get(
    '/api/bill/:id/summary',
    tab('The bill summary as sanitized HTML (spec §3 Bill summary)', BillSummaryText),
    async (request, reply) => {
      const { id } = request.params;
      if (!(await billExists(id))) return reply.status(404).send(notFound(id));
      const description = await app.repos.bills.summaryOf(id);
      return { description: description === null ? null : sanitizeHtml(description) };
    },
  );

  app.get(
    '/api/bill/:id/citations',
    tab('Statutes the bill amends (spec §3 Bill citation)', BillCitationList),
    async (request, reply) => {
      const { id } = request.params;
      if (!(await billExists(id))) return reply.status(404).send(notFound(id));
      return (await app.repos.bills.citationsOf(id)).map((citation) => ({ citation }));
    },
  );

  app.get(
    '/api/bill/:id/categories',
    tab('Subject categories of the bill, by name', BillCategoryList),
    async (request, reply) => {
      const { id } = request.params;
      if (!(await billExists(id))) return reply.status(404).send(notFound(id));
      return app.repos.bills.categoriesOf(id);
    },
  );
};

export default billTabRoutes;
