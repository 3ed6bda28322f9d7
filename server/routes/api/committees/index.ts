import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import {
  COMMITTEE_HEARINGS_SHOWN,
  CommitteeDetail,
  CommitteeList,
  CommitteeListQuery,
  type CommitteeSummary,
} from '../../../schemas/committees.js';
import { stripCommitteePrefix } from '../../../lib/committee-names.js';
import { committeeUrl, legislatorUrl } from '../../../lib/urls.js';
import { errorBody } from '../../../plugins/errors.js';
import { presentProvenance } from '../../../lib/provenance.js';
import { legislatorImage } from '../legislators/present-legislator.js';
import { presentMeeting } from '../meetings/present-meeting.js';

interface CommitteeRow {
  id: number;
  name: string;
  chamber: CommitteeSummary['chamber'];
  kind: CommitteeSummary['kind'];
  member_count: number | string | null;
}

function presentCommittee(row: CommitteeRow): CommitteeSummary {
  const displayName = stripCommitteePrefix(row.name);
  return {
    id: row.id,
    url: committeeUrl(row.id),
    committee_name: row.name,
    committee_display_name: displayName,
    short_name: displayName,
    chamber: row.chamber,
    kind: row.kind,
    member_count: Number(row.member_count ?? 0),
  };
}

const committeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/committee',
    {
      schema: {
        summary: 'Committees of a chamber, or of a kind (standing, floor) (spec §7)',
        querystring: CommitteeListQuery,
        response: { 200: CommitteeList, 400: ErrorResponse },
      },
    },
    async (request) => (await app.repos.committees.list(request.query.chamber)).map(presentCommittee),
  );

  app.get(
    '/api/committee/:id',
    {
      schema: {
        summary: 'A committee with its members and their roles, and its upcoming and past hearings',
        params: IdParams,
        response: { 200: CommitteeDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await app.repos.committees.findById(request.params.id);
      if (!row) return reply.status(404).send(errorBody(404, `No committee with id ${request.params.id}`));
      const [members, hearings] = await Promise.all([
        app.repos.committees.membersOf(row.id),
        app.repos.meetings.ofCommittee(row.id, app.clock.today(), COMMITTEE_HEARINGS_SHOWN),
      ]);
      return {
        ...presentCommittee(row),
        ...(await presentProvenance(app, { ...row, source_url: row.url })),
        members: members.map(({ photo_url, ...member }) => ({
          ...member,
          url: legislatorUrl(member.id),
          image_or_placeholder: legislatorImage(photo_url),
        })),
        hearings: {
          upcoming: hearings.upcoming.map((meeting) => presentMeeting(meeting)),
          past: hearings.past.map((meeting) => presentMeeting(meeting)),
        },
      };
    },
  );
};

export default committeeRoutes;
