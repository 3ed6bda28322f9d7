import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { legislatorUrl } from '../../../lib/urls.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { PressReleaseDetail } from '../../../schemas/press.js';
import { presentLinkedBill, presentPressRelease } from '../news/present-news.js';

const pressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/press/:id',
    {
      schema: {
        summary: 'A press release with its author, session and the bills it is about',
        params: IdParams,
        response: { 200: PressReleaseDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await app.repos.pressReleases.findById(id);
      if (!row) return reply.status(404).send(errorBody(404, `No press release with id ${id}`));
      const bills = await app.repos.pressReleases.billsOf(id);
      // A published release is not edited; five minutes of freshness keeps re-reads off the network.
      reply.header('cache-control', 'public, max-age=300');
      return {
        ...presentPressRelease(row),
        session_name: row.session_name,
        content: row.content,
        legislator:
          row.legislator_id === null || row.legislator_short_full_name === null
            ? null
            : {
                id: row.legislator_id,
                url: legislatorUrl(row.legislator_id),
                short_full_name: row.legislator_short_full_name,
              },
        bills: bills.map(presentLinkedBill),
      };
    },
  );
};

export default pressRoutes;
