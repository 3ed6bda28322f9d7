import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AmendmentList, AmendmentsQuery, BillTextSection } from '../../../schemas/bill-text.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { legislatorUrl } from '../../../lib/urls.js';
import { errorBody } from '../../../plugins/errors.js';
import { amendmentUrl, presentBill } from './present-bill.js';

/** Published text and amendments change rarely; five minutes of reuse spares phones a round trip. */
const TEXT_CACHE_CONTROL = 'public, max-age=300';

const billTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/text/:id',
    {
      schema: {
        summary: 'A section of a bill text (spec §2 /app/text/{bill_text__id}) with its bill and neighbours',
        params: IdParams,
        response: { 200: BillTextSection, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const section = await app.repos.billText.sectionById(id);
      const bill = section && (await app.repos.bills.findById(section.bill_id));
      if (!section || !bill)
        return reply.status(404).send(errorBody(404, `No bill text section with id ${id}`));
      reply.header('cache-control', TEXT_CACHE_CONTROL);
      return {
        bill_text__id: section.id,
        heading: section.heading,
        text: section.body,
        position: section.position,
        version: section.version,
        previous_id: section.previous_id,
        next_id: section.next_id,
        bill: presentBill(bill),
      };
    },
  );

  app.get(
    '/api/amendments',
    {
      schema: {
        summary:
          "A bill's amendments (spec §3 Amendment), or only the one numbered amendment_number " +
          '(the /app/amendments/?id=&amendment_number= page)',
        querystring: AmendmentsQuery,
        response: { 200: AmendmentList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id, amendment_number: amendmentNumber } = request.query;
      const bill = await app.repos.bills.findById(id);
      if (!bill) return reply.status(404).send(errorBody(404, `No bill with id ${id}`));
      const rows = await app.repos.billText.amendmentsOf(id, amendmentNumber);
      if (amendmentNumber !== undefined && rows.length === 0) {
        return reply
          .status(404)
          .send(errorBody(404, `${bill.bill_type_number} has no amendment numbered ${amendmentNumber}`));
      }
      reply.header('cache-control', TEXT_CACHE_CONTROL);
      return {
        bill: presentBill(bill),
        amendments: rows.map((row) => ({
          id: row.id,
          bill_id: row.bill_id,
          amendment_number: row.amendment_number,
          url: amendmentUrl(row.bill_id, row.amendment_number),
          title: row.title,
          amendment_text: row.amendment_text,
          legislator:
            row.sponsor_id === null || row.sponsor_short_full_name === null
              ? null
              : {
                  id: row.sponsor_id,
                  short_full_name: row.sponsor_short_full_name,
                  url: legislatorUrl(row.sponsor_id),
                },
          amending: bill.bill_type_number,
          status: row.status,
          filed_date: row.filed_date,
          pdf_file_name: row.pdf_file_name,
        })),
      };
    },
  );
};

export default billTextRoutes;
