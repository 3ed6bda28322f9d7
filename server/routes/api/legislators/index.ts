import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { LegislatorDetail, LegislatorList, LegislatorListQuery } from '../../../schemas/legislators.js';
import { committeeUrl } from '../../../lib/urls.js';
import { stripCommitteePrefix } from '../../../lib/committee-names.js';
import { errorBody } from '../../../plugins/errors.js';
import { presentLegislator } from './present-legislator.js';

const legislatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/legislator',
    {
      schema: {
        summary: 'Legislators of a chamber, or former legislators (spec §7)',
        querystring: LegislatorListQuery,
        response: { 200: LegislatorList, 400: ErrorResponse },
      },
    },
    async (request) => {
      const rows = await app.repos.legislators.list(request.query.chamber);
      return rows.map(presentLegislator);
    },
  );

  app.get(
    '/api/legislator/:id',
    {
      schema: {
        summary: 'A legislator with contact details and committee roles',
        params: IdParams,
        response: { 200: LegislatorDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repos.legislators.findById(request.params.id);
      if (!row) return reply.status(404).send(errorBody(404, `No legislator with id ${request.params.id}`));
      const committees = await app.repos.legislators.committeesOf(row.id);
      return {
        ...presentLegislator(row),
        email: row.email,
        phone: row.phone,
        address: row.address,
        profile_url: row.profile_url,
        committees: committees.map((c) => ({
          id: c.id,
          url: committeeUrl(c.id),
          committee_name: c.name,
          short_name: stripCommitteePrefix(c.name),
          role: c.role,
        })),
      };
    },
  );
};

export default legislatorRoutes;
