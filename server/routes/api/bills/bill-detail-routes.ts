import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillDetail, type BillTextSectionLink } from '../../../schemas/bills.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { legislatorUrl } from '../../../lib/urls.js';
import { presentProvenance } from '../../../lib/provenance.js';
import { errorBody } from '../../../plugins/errors.js';
import { amendmentUrl, billTextUrl, presentAction, presentBill, rollCallUrl } from './present-bill.js';
import { sanitizeHtml } from './sanitize-html.js';

/** Spec §9 long-text threshold: longer sections are cut here and read whole on /app/text/{id}. */
export const SECTION_EXCERPT_CHARS = 500;
/** A bill page is read on a phone; an omnibus bill's thousand sections belong on their own pages. */
export const BILL_PAGE_SECTION_LIMIT = 300;

export function excerpt(text: string, max = SECTION_EXCERPT_CHARS): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return { text: `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`, truncated: true };
}

const billDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bill/:id',
    {
      // Public data only: signed-out readers share one copy (plugins/http-caching.ts).
      config: { sharedCache: true },
      schema: {
        summary:
          'A bill with sponsors, status, summary, history, text sections, votes, citations, categories ' +
          'and amendments; records the view for a signed-in user (spec §2 recently viewed)',
        params: IdParams,
        response: { 200: BillDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { bills, billText } = app.repos;
      const row = await bills.findById(request.params.id);
      if (!row) return reply.status(404).send(errorBody(404, `No bill with id ${request.params.id}`));
      if (request.user) {
        // Recording the view must never stop the bill from being shown.
        await bills
          .recordView(request.user.id, row.id, new Date().toISOString())
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not record bill view'));
        markPersonal(reply);
      }
      const [details, text, votes, amendments, provenance] = await Promise.all([
        bills.detailsOf(row.id),
        billText.latestSectionsOf(row.id, BILL_PAGE_SECTION_LIMIT),
        bills.votesOf(row.id),
        billText.amendmentsOf(row.id),
        presentProvenance(app, row),
      ]);
      return {
        ...presentBill(row),
        ...provenance,
        filed_date: row.filed_date,
        cosponsors: details.cosponsors.map((c) => ({ ...c, url: legislatorUrl(c.id) })),
        categories: details.categories,
        citations: details.citations,
        summary: details.summary === null ? null : sanitizeHtml(details.summary),
        actions: details.actions.map(presentAction),
        text_version: text.version,
        text_sections: text.sections.map((section): BillTextSectionLink => ({
          bill_text__id: section.id,
          heading: section.heading,
          ...excerpt(section.body),
          url: billTextUrl(section.id),
        })),
        votes: votes.map((vote) => ({ ...vote, url: rollCallUrl(vote.id) })),
        amendments: amendments.map((amendment) => ({
          id: amendment.id,
          amendment_number: amendment.amendment_number,
          title: amendment.title,
          status: amendment.status,
          url: amendmentUrl(row.id, amendment.amendment_number),
        })),
      };
    },
  );
};

export default billDetailRoutes;
