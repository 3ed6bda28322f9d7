import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorBody } from '../../../../plugins/errors.js';
import {
  BILL_SEARCH_RESULT_TABS,
  BillSearchResultHtml,
  type BillSearchResultTab,
} from '../../../../schemas/bill-search-results.js';
import { ErrorResponse, IdParams } from '../../../../schemas/common.js';
import { historyFragment, listFragment, pptFragment } from './fragments.js';
import type { SafeHtml } from './html.js';

/**
 * The bill search hit's History, P.P.T., Citations and Categories tabs (spec §2, §7): HTML fragments,
 * loaded when a tab is first opened. Unknown bill → 404 JSON like every other API error.
 */
const billSearchResultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bills, relatedBills } = app.repos;
  const render: Record<BillSearchResultTab, (id: number) => Promise<SafeHtml | undefined>> = {
    async History(id) {
      const bill = await bills.findById(id);
      if (!bill) return undefined;
      return historyFragment(await bills.actionsOf(id), bill.actions_known === 1);
    },
    async Ppt(id) {
      const found = await relatedBills.sameTitleAs(id);
      if (!found) return undefined;
      const related = found.related.map((bill) => ({
        ...bill,
        url: `/app/bill/${bill.id}`,
        sponsor: bill.sponsor_short_full_name ?? bill.sponsor_name,
      }));
      return pptFragment(related, found.sessionStartDate);
    },
    async Citations(id) {
      if (!(await bills.findById(id))) return undefined;
      return listFragment(await bills.citationsOf(id), 'This bill cites no statutes.', 'bill-citations');
    },
    async Categories(id) {
      if (!(await bills.findById(id))) return undefined;
      const categories = (await bills.categoriesOf(id)).map((c) => c.name);
      return listFragment(categories, 'This bill has no categories.', 'bill-categories');
    },
  };

  for (const tab of BILL_SEARCH_RESULT_TABS) {
    app.get(
      `/api/bills/getSearchResults${tab}/:id`,
      {
        schema: {
          summary: `The ${tab === 'Ppt' ? 'P.P.T.' : tab} tab of a bill search hit, as an HTML fragment`,
          params: IdParams,
          response: {
            200: { content: { 'text/html': { schema: BillSearchResultHtml } } },
            400: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const fragment = await render[tab](id);
        if (!fragment) return reply.status(404).send(errorBody(404, `No bill with id ${id}`));
        // no-cache + the ETag hook: revalidated on each open, a 304 when the bill has not changed.
        return reply.type('text/html; charset=utf-8').send(fragment.value);
      },
    );
  }
};

export default billSearchResultRoutes;
