import { markPersonal } from '../../../lib/personal-response.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BILL_DISPLAY_LIMIT,
  BILLS_PAGE_SIZE,
  BillDisplayList,
  BillDisplayParams,
  BillListQuery,
  BillPage,
  type BillDisplay,
  type BillListItem,
} from '../../../schemas/bills.js';
import { ErrorResponse } from '../../../schemas/common.js';
import type { SessionUser } from '../../../plugins/auth.js';
import type { Repositories } from '../../../db/repositories/index.js';
import { presentBill } from './present-bill.js';

type BillRow = Parameters<typeof presentBill>[0] & { filed_date: string | null; viewed_at?: string };

async function billsFor(repos: Repositories, display: BillDisplay, user: SessionUser | null) {
  if (display === 'new') return repos.bills.newest(BILL_DISPLAY_LIMIT);
  if (display === 'law') return repos.bills.recentLaws(BILL_DISPLAY_LIMIT);
  // Viewed bills are per user (spec §1); a visitor who is not signed in has none.
  return user ? repos.bills.viewedBy(user.id, BILL_DISPLAY_LIMIT) : [];
}

function presentListItem(row: BillRow): BillListItem {
  return {
    ...presentBill(row),
    filed_date: row.filed_date,
    last_viewed: row.viewed_at ? { created_at: row.viewed_at } : null,
  };
}

const billListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bills',
    {
      // Public data only: signed-out readers share one copy (plugins/http-caching.ts).
      config: { sharedCache: true },
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
    '/api/bills/:display',
    {
      schema: {
        summary: `Dashboard bill lists (spec §7): viewed, law or new, at most ${BILL_DISPLAY_LIMIT}`,
        params: BillDisplayParams,
        response: { 200: BillDisplayList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { display } = request.params;
      const rows: BillRow[] = await billsFor(app.repos, display, request.user);
      // One user's list must never be served to another from a shared cache.
      if (display === 'viewed') markPersonal(reply);
      return rows.map(presentListItem);
    },
  );
};

export default billListRoutes;
