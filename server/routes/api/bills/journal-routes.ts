import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  JOURNAL_SECTION_LIMIT,
  Journal,
  JournalBody,
  JournalLatestDate,
  JournalQuery,
  type JournalBill,
  type JournalSection,
} from '../../../schemas/journal.js';
import type { Repositories } from '../../../db/repositories/index.js';
import { presentAction, presentBill } from './present-bill.js';

type Listing = { count: number; billIds: number[] };

/** The four sections of spec §2's journal, each bill with that day's actions, in bill-number order. */
async function journalOf(repos: Repositories, date: string): Promise<Journal> {
  const { journal } = repos;
  const listings = await Promise.all([
    journal.actedOnBills(date, 'house', JOURNAL_SECTION_LIMIT),
    journal.actedOnBills(date, 'senate', JOURNAL_SECTION_LIMIT),
    journal.filedBills(date, 'house', JOURNAL_SECTION_LIMIT),
    journal.filedBills(date, 'senate', JOURNAL_SECTION_LIMIT),
  ]);
  const { bills, actions } = await journal.billsWithActions(
    date,
    listings.flatMap((listing) => listing.billIds),
  );
  const billsById = new Map(bills.map((bill) => [bill.id, bill]));
  const section = ({ count, billIds }: Listing): JournalSection => ({
    count,
    bills: billIds.flatMap((id): JournalBill[] => {
      const bill = billsById.get(id);
      if (!bill) return [];
      return [{ ...presentBill(bill), actions: actions.filter((a) => a.bill_id === id).map(presentAction) }];
    }),
  });
  const [houseActions, senateActions, houseNew, senateNew] = listings as [Listing, Listing, Listing, Listing];
  return {
    date,
    house_actions: section(houseActions),
    senate_actions: section(senateActions),
    house_new: section(houseNew),
    senate_new: section(senateNew),
  };
}

const journalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/bills/journal',
    {
      schema: {
        summary:
          'The daily journal for body.date (spec §7 sends the date in the body, hence POST; it changes nothing). ' +
          'GET /api/bills/journal?date= returns the same journal',
        body: JournalBody,
        response: { 200: Journal, 400: ErrorResponse },
      },
    },
    async (request) => journalOf(app.repos, request.body.date),
  );

  app.get(
    '/api/bills/journal',
    {
      schema: {
        summary: 'The daily journal for ?date=, for caches that keep only GET responses (same as the POST)',
        querystring: JournalQuery,
        response: { 200: Journal, 400: ErrorResponse },
      },
    },
    async (request) => journalOf(app.repos, request.query.date),
  );

  app.get(
    '/api/bills/journal/latest-date',
    {
      schema: {
        summary: "The journal's default day: the latest day with a recorded bill action",
        response: { 200: JournalLatestDate },
      },
    },
    async () => ({ date: await app.repos.journal.latestActionDate() }),
  );
};

export default journalRoutes;
