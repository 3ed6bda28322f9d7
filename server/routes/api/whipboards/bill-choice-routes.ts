import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { BillChoices, BillLookupQuery, type BillChoice } from '../../../schemas/whipboard.js';

/** 'H 100', 'h100', 'S.7', 'HD-1234': the letters, then the number (leading zeros ignored). */
const BILL_NUMBER = /^\s*([A-Za-z]{1,4})[\s.-]*0*(\d{1,6})\s*$/;

/** The new-board form: which bill the user means, and the roll calls it can start from. */
const billChoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { whipboards } = app.repos;

  app.get(
    '/api/whipboards/bills',
    {
      schema: {
        summary:
          'Bills with the given number (newest session first, at most 5) or id, each with its latest roll ' +
          'calls, to start a whipboard from',
        querystring: BillLookupQuery,
        response: { 200: BillChoices, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { number, id } = request.query;
      let filter: Parameters<typeof whipboards.billChoices>[0];
      if (id !== undefined) filter = { billId: id };
      else if (number === undefined)
        return reply.code(400).send(errorBody(400, 'querystring.number or querystring.id is required'));
      else {
        const match = BILL_NUMBER.exec(number);
        if (!match) {
          const message = "querystring.number must be a bill number such as 'H 100': letters, then digits";
          return reply.code(400).send(errorBody(400, message));
        }
        filter = { billType: match[1]!.toUpperCase(), billNumber: Number(match[2]) };
      }
      const bills = await whipboards.billChoices(filter);
      const rollCalls = await whipboards.rollCallsOf(bills.map((bill) => bill.id));
      reply.header('cache-control', 'private, max-age=60');
      return bills.map((bill): BillChoice => ({
        id: bill.id,
        bill_type_number: bill.bill_type_number,
        title: bill.short_title ?? bill.title,
        session_name: bill.session_name,
        roll_calls: rollCalls
          .filter((rollCall) => rollCall.bill_id === bill.id)
          .map(({ bill_id: _billId, ...rollCall }) => rollCall),
      }));
    },
  );
};

export default billChoiceRoutes;
