import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import {
  LEGISLATOR_BILLS_SHOWN,
  LEGISLATOR_VOTES_SHOWN,
  LegislatorDetail,
  LegislatorList,
  LegislatorListQuery,
} from '../../../schemas/legislators.js';
import { committeeUrl, safeWebUrl } from '../../../lib/urls.js';
import { stripCommitteePrefix } from '../../../lib/committee-names.js';
import { errorBody } from '../../../plugins/errors.js';
import { presentBillLink } from '../bills/present-bill.js';
import { presentVote } from '../votes/present-vote.js';
import { presentLegislator } from './present-legislator.js';
import { presentProvenance } from '../../../lib/provenance.js';

/** other_names is a JSON array; anything else (a hand-edited row) reads as none. */
function parseNames(json: string): string[] {
  try {
    const names: unknown = JSON.parse(json);
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

const legislatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/legislator',
    {
      // Public data only: signed-out readers share one copy (plugins/http-caching.ts).
      config: { sharedCache: true },
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
      // Public data only: signed-out readers share one copy (plugins/http-caching.ts).
      config: { sharedCache: true },
      schema: {
        summary: 'A legislator with contact details, committee roles, latest sponsored bills and votes',
        params: IdParams,
        response: { 200: LegislatorDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repos.legislators.findById(request.params.id);
      if (!row) return reply.status(404).send(errorBody(404, `No legislator with id ${request.params.id}`));
      const [committees, sponsored, votes, roles, provenance] = await Promise.all([
        app.repos.legislators.committeesOf(row.id),
        app.repos.legislators.sponsoredBills(row.id, LEGISLATOR_BILLS_SHOWN),
        app.repos.votes.ofLegislator(row.id, LEGISLATOR_VOTES_SHOWN),
        app.repos.legislators.rolesOf(row.id),
        // The legislature's profile page is the person's official source.
        presentProvenance(app, { ...row, source_url: row.profile_url }),
      ]);
      return {
        ...presentLegislator(row),
        ...provenance,
        other_names: parseNames(row.other_names),
        leadership: row.leadership,
        roles,
        email: row.email,
        phone: row.phone,
        address: row.address,
        profile_url: safeWebUrl(row.profile_url),
        committees: committees.map((c) => ({
          id: c.id,
          url: committeeUrl(c.id),
          committee_name: c.name,
          short_name: stripCommitteePrefix(c.name),
          role: c.role,
        })),
        sponsored_bills: sponsored.bills.map((bill) => ({
          ...presentBillLink(bill),
          status: bill.status,
          session_name: bill.session_name,
          last_action_date: bill.last_action_date,
        })),
        sponsored_bill_count: sponsored.total,
        recent_votes: votes.map(({ position, ...rollCall }) => ({
          position,
          roll_call: presentVote(rollCall),
        })),
      };
    },
  );
};

export default legislatorRoutes;
