import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import { VOTES_PAGE_SIZE, VoteDetail, VoteListQuery, VotePage } from '../../../schemas/votes.js';
import { legislatorUrl } from '../../../lib/urls.js';
import { errorBody } from '../../../plugins/errors.js';
import { presentProvenance } from '../../../lib/provenance.js';
import { presentVote } from './present-vote.js';

// `private`: the session may refresh its cookie on any response, and no shared cache may replay that.
/** New roll calls arrive a few times a sitting day: a minute of reuse, like the client's stale time. */
const VOTE_LIST_CACHE_CONTROL = 'private, max-age=60';
/** A recorded roll call does not change; an hour of reuse still lets a corrected import show the same day. */
const VOTE_DETAIL_CACHE_CONTROL = 'private, max-age=3600';

const voteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/votes/list',
    {
      schema: {
        summary: 'Roll calls of a chamber, newest first, 20 a page; an empty page ends the list (spec §7)',
        querystring: VoteListQuery,
        response: { 200: VotePage, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { chamber, page } = request.query;
      const rows = await app.repos.votes.list(chamber, {
        limit: VOTES_PAGE_SIZE,
        offset: (page - 1) * VOTES_PAGE_SIZE,
      });
      reply.header('cache-control', VOTE_LIST_CACHE_CONTROL);
      return { data: rows.map(presentVote) };
    },
  );

  app.get(
    '/api/votes/:id',
    {
      schema: {
        summary: 'One roll call: its question, bill, tallies and how each member voted',
        params: IdParams,
        response: { 200: VoteDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repos.votes.findById(request.params.id);
      if (!row) return reply.status(404).send(errorBody(404, `No roll call with id ${request.params.id}`));
      const [positions, provenance] = await Promise.all([
        app.repos.votes.positionsOf(row.id),
        presentProvenance(app, row),
      ]);
      reply.header('cache-control', VOTE_DETAIL_CACHE_CONTROL);
      return {
        ...presentVote(row),
        ...provenance,
        session_name: row.session_name,
        members: positions.map((p) => ({
          legislator_id: p.legislator_id,
          name: p.short_full_name ?? p.voter_name,
          url: p.legislator_id === null ? null : legislatorUrl(p.legislator_id),
          party: p.party,
          position: p.position,
        })),
      };
    },
  );
};

export default voteRoutes;
